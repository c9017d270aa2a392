import { useWishlistStore } from './wishlist-store';
import { WishlistSummary } from './wishlist-summary';

/** 'Ma Sélection' on the contact page, shown only when the wishlist has items. */
export function SelectionList() {
  const items = useWishlistStore((state) => state.items);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="selection-list-title" className="rounded-2xl border border-brand-500/40 bg-ink-900/80 p-6">
      <h2 id="selection-list-title" className="mb-4 text-lg font-semibold text-white">
        Ma Sélection
      </h2>
      <WishlistSummary items={items} />
    </section>
  );
}
