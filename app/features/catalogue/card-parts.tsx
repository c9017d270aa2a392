import { Heart, Star } from 'lucide-react';
import type { CatalogueItem } from '../../../domain/catalogue/catalogue-item';
import { sortByPriority } from '../../../domain/catalogue/integrations';
import { takeWithRest } from '../../../domain/catalogue/limits';
import { DomainIcon } from '../../ui/domain-icon';
import { useFavoritesStore } from './favorites-store';

export function Rating({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={`Note : ${value.toLocaleString('fr-FR')} sur 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden size={14} className={i < full ? 'text-amber-400' : 'text-ink-600'} fill="currentColor" />
      ))}
      <span aria-hidden className="ml-1 text-xs text-gray-300">
        {value.toLocaleString('fr-FR')}
      </span>
    </span>
  );
}

const more = (rest: number, word = true) => (word ? `+${rest} autre${rest > 1 ? 's' : ''}` : `+${rest}`);

/** A labelled list of short tags, cut at `max` with a « +N » count. */
export function TagList({ title, values, max, word = true, tone = 'skill' }: { title: string; values: string[]; max: number; word?: boolean; tone?: 'skill' | 'trigger' }) {
  const { shown, rest } = takeWithRest(values, max);
  if (values.length === 0) return null;
  const style = tone === 'skill' ? 'bg-brand-600/15 text-brand-300' : 'bg-accent-400/10 text-accent-300';
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-400">{title}</h4>
      <ul className="mt-1.5 flex flex-wrap gap-1.5">
        {shown.map((value) => (
          <li key={value} className={`rounded-full px-2.5 py-1 text-xs ${style}`}>
            {value}
          </li>
        ))}
        {rest > 0 && <li className="rounded-full bg-ink-700 px-2.5 py-1 text-xs text-gray-200">{more(rest, word)}</li>}
      </ul>
    </div>
  );
}

/** Integration chips ordered by display priority, cut at `max`. */
export function ToolChips({ names, max, word = true, title = 'Outils intégrés' }: { names: string[]; max: number; word?: boolean; title?: string }) {
  const { shown, rest } = takeWithRest(sortByPriority(names), max);
  if (names.length === 0) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-400">{title}</h4>
      <ul className="mt-1.5 flex flex-wrap gap-1.5">
        {shown.map((tool) => (
          <li key={tool.name} className="inline-flex items-center gap-1.5 rounded-lg border border-ink-600 bg-ink-800 px-2 py-1 text-xs text-gray-200">
            <DomainIcon name={tool.icon} size={12} color={tool.color} />
            {tool.name}
          </li>
        ))}
        {rest > 0 && <li className="rounded-lg bg-ink-700 px-2 py-1 text-xs text-gray-200">{more(rest, word)}</li>}
      </ul>
    </div>
  );
}

export function FavoriteButton({ item }: { item: CatalogueItem }) {
  const active = useFavoritesStore((state) => state.ids.includes(item.id));
  const toggle = useFavoritesStore((state) => state.toggle);
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={`Favori : ${item.name}`}
      onClick={() => toggle(item.id)}
      className="rounded-full p-2 text-gray-300 hover:bg-ink-700 hover:text-white"
    >
      <Heart aria-hidden size={18} className={active ? 'text-rose-400' : ''} fill={active ? 'currentColor' : 'none'} />
    </button>
  );
}

export function Avatar({ item }: { item: CatalogueItem }) {
  const tone = item.isPremium ? 'from-brand-500 to-accent-400' : item.isCustom ? 'from-fuchsia-500 to-brand-500' : 'from-ink-600 to-ink-700';
  return (
    <span aria-hidden className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br ${tone} text-white`}>
      <DomainIcon name={item.icon} size={22} />
    </span>
  );
}
