import X from 'lucide-react/icons/x';
import { retryableLazy } from '../../ui/retryable-lazy';
import { Suspense, useEffect } from 'react';
import { OptionalPart, PartNotLoaded } from '../client-errors/optional-part';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { PANEL_VISIBLE_MS, useWishlistStore } from './wishlist-store';

// The summary draws each item's icon: its icon set loads with the first opening, not with every page.
const WishlistSummary = retryableLazy(() => import('./wishlist-summary').then((module) => ({ default: module.WishlistSummary })));

/** Floating panel shown for 3 s after an add, or opened from the menu; stays once hovered or focused. */
export function WishlistPanel() {
  // The fields it draws, not the whole state: reading the stored wishlist after hydration renders it again only
  // when they change (decision 0365).
  const { items, panelOpen, closesAlone, adds, holdPanel, closePanel } = useWishlistStore(
    useShallow((state) => ({
      items: state.items,
      panelOpen: state.panelOpen,
      closesAlone: state.panelClosesAlone,
      adds: state.panelAdds,
      holdPanel: state.holdPanel,
      closePanel: state.closePanel,
    })),
  );
  const shown = panelOpen && items.length > 0;
  // Counted from when the panel is drawn: an add made before the page's widgets were ready still shows it.
  useEffect(() => {
    if (!shown || !closesAlone) return undefined;
    const timer = setTimeout(closePanel, PANEL_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [shown, closesAlone, adds, closePanel]);
  if (!shown) return null;
  return (
    <aside
      aria-labelledby="wishlist-panel-title"
      className="fixed right-5 top-24 z-30 w-[min(22rem,calc(100vw-2.5rem))] rounded-2xl border border-ink-600 bg-ink-900/95 p-4 shadow-2xl backdrop-blur"
      onMouseEnter={holdPanel}
      onFocus={holdPanel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') closePanel();
      }}
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 id="wishlist-panel-title" className="font-semibold text-white">
          Ma sélection
        </h2>
        <button type="button" className="rounded-full p-1.5 text-gray-400 hover:text-white" aria-label="Fermer la sélection" onClick={closePanel}>
          <X aria-hidden size={16} />
        </button>
      </div>
      <OptionalPart fallback={(retry) => <PartNotLoaded onRetry={retry} />}>
        <Suspense fallback={<p className="text-sm text-gray-400">Chargement…</p>}>
          <WishlistSummary items={items} limit={4} />
        </Suspense>
      </OptionalPart>
      <Link
        to="/contact?source=wishlist"
        onClick={closePanel}
        className="mt-4 block rounded-xl bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-700"
      >
        Demander un devis pour ma sélection
      </Link>
    </aside>
  );
}
