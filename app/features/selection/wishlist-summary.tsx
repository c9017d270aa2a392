import X from 'lucide-react/icons/x';
import { DomainIcon } from '../../ui/domain-icon';
import { removeSelected } from './add-to-selection';
import { formatEuros } from '../../../domain/euros';
import { estimatedDiscount, totalMonthly, type WishlistItem } from './selection-rules';
import { formatWholePercent } from '../../../domain/percent';
import { countOf } from '../../../domain/numbers';

/** The wishlist rows with a remove button each, then the monthly total and the discount estimate. */
export function WishlistSummary({ items, limit }: { items: WishlistItem[]; limit?: number }) {
  const shown = limit ? items.slice(0, limit) : items;
  const rest = items.length - shown.length;
  const discount = estimatedDiscount(items);
  return (
    <>
      <ul className="space-y-2">
        {shown.map((item) => (
          <li key={item.id} className="flex items-center gap-3 rounded-xl border border-ink-700 bg-ink-800/60 p-3">
            <DomainIcon name={item.icon} size={18} className="shrink-0 text-brand-300" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-white">{item.title}</span>
              <span className="block text-xs text-gray-400">
                {item.category}
                {item.monthlyRate > 0 && ` · ${formatEuros(item.monthlyRate)}/mois`}
              </span>
            </span>
            <button
              type="button"
              className="rounded-full p-1.5 text-gray-400 hover:bg-ink-700 hover:text-white"
              aria-label={`Retirer ${item.title} de la sélection`}
              onClick={() => removeSelected(item.id)}
            >
              <X aria-hidden size={16} />
            </button>
          </li>
        ))}
      </ul>
      {rest > 0 && <p className="mt-2 text-sm text-gray-400">+{countOf(rest, 'autre')}</p>}
      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex justify-between text-gray-300">
          <dt>Total mensuel estimé</dt>
          <dd className="font-semibold text-white">{formatEuros(totalMonthly(items))}</dd>
        </div>
        {discount > 0 && (
          <div className="flex justify-between text-emerald-400">
            <dt>Remise estimée ({formatWholePercent(items.length >= 3 ? 0.2 : 0.1)})</dt>
            <dd className="font-semibold">−{formatEuros(discount)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
