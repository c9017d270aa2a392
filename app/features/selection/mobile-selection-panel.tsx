import { Link } from 'react-router';
import { DomainIcon } from '../../ui/domain-icon';
import { selectionCountLabel } from './selection-rules';
import { useWishlistStore } from './wishlist-store';
import { countOf } from '../../../domain/numbers';

const SHOWN = 2;

/** Mini selection for the mobile menu: two items and the remainder count. */
export function MobileSelectionPanel({ onNavigate }: { onNavigate?: () => void }) {
  const items = useWishlistStore((state) => state.items);
  const rest = items.length - SHOWN;
  return (
    <section aria-label="Ma sélection" className="rounded-xl border border-ink-700 bg-ink-900 p-3">
      <p className="text-sm font-semibold text-white">{selectionCountLabel(items.length)}</p>
      {items.length > 0 && (
        <>
          <ul className="mt-2 space-y-1">
            {items.slice(0, SHOWN).map((item) => (
              <li key={item.id} className="flex items-center gap-2 text-sm text-gray-300">
                <DomainIcon name={item.icon} size={14} className="text-brand-300" />
                <span className="truncate">{item.title}</span>
              </li>
            ))}
          </ul>
          {rest > 0 && <p className="mt-1 text-xs text-gray-400">+{countOf(rest, 'autre')}</p>}
          <Link to="/contact?source=wishlist-mobile" onClick={onNavigate} className="mt-3 inline-block text-sm font-semibold text-brand-300 hover:underline">
            Voir ma sélection
          </Link>
        </>
      )}
    </section>
  );
}
