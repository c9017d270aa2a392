import { useId, type ReactNode } from 'react';
import type { CatalogueItem } from '../../../domain/catalogue/catalogue-item';
import { Avatar, FavoriteButton, Rating } from './card-parts';
import { CatalogueIcon } from './catalogue-icons';

/** Frame shared by every card variant: avatar, name, role, badges, description, then the variant's body and buttons. */
export function CardShell({ item, children, actions }: { item: CatalogueItem; children: ReactNode; actions: ReactNode }) {
  const titleId = useId();
  const border = item.isPremium ? 'border-brand-400/60' : item.isCustom ? 'border-fuchsia-400/40' : 'border-ink-700';
  return (
    <article aria-labelledby={titleId} className={`flex h-full flex-col rounded-2xl border ${border} bg-ink-900/80 p-5`}>
      <div className="flex items-start gap-3">
        <Avatar item={item} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg font-bold leading-tight text-white">
            {item.name}
          </h3>
          <p className="mt-0.5 text-sm text-gray-300">{item.role}</p>
        </div>
        <FavoriteButton item={item} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {item.isPremium && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-400/15 px-2.5 py-1 text-xs font-semibold text-amber-300">
            <CatalogueIcon name="crown" size={12} /> Premium
          </span>
        )}
        {item.badge && !item.isPremium && (
          <span className="rounded-full bg-ink-700 px-2.5 py-1 text-xs font-semibold text-gray-200">{item.badge}</span>
        )}
        {item.rating !== undefined && <Rating value={item.rating} />}
        {item.monthlyRate > 0 && <span className="text-xs font-semibold text-emerald-300">dès {item.monthlyRate} €/mois</span>}
      </div>
      <p className="mt-3 text-sm leading-relaxed text-gray-300">{item.description}</p>
      <div className="mt-4 flex-1 space-y-3">{children}</div>
      <div className="mt-5 flex flex-wrap items-center gap-2">{actions}</div>
    </article>
  );
}

export const primaryAction =
  'inline-flex items-center gap-1.5 rounded-xl bg-brand-600 px-3 py-2 text-sm font-semibold text-white transition hover:bg-brand-700';
export const secondaryAction =
  'inline-flex items-center gap-1.5 rounded-xl border border-ink-600 px-3 py-2 text-sm font-semibold text-gray-100 transition hover:border-brand-400';
