import { frenchDecimal } from '../../../domain/french-decimal';
import type { CatalogueItem } from '../../../domain/catalogue/catalogue-item';
import { sortByPriority } from '../../../domain/catalogue/integrations';
import { takeWithRest } from '../../../domain/catalogue/limits';
import { CatalogueIcon } from './catalogue-icons';
import { useFavoritesStore } from './favorites-store';
import { countOf } from '../../../domain/numbers';

const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STAR_STEP = 31;

/** Five stars in one drawing: the catalogue shows dozens of ratings, so each costs one element, not five icons. */
export function Rating({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={`Note\u00a0: ${frenchDecimal(value)} sur 5`}>
      <svg aria-hidden width={86} height={14} viewBox={`0 0 ${STAR_STEP * 4 + 24} 24`} fill="currentColor" stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
        {Array.from({ length: 5 }, (_, i) => (
          <path key={i} d={STAR_PATH} transform={`translate(${i * STAR_STEP})`} className={i < full ? 'text-amber-400' : 'text-ink-600'} />
        ))}
      </svg>
      <span aria-hidden className="ml-1 text-xs text-gray-300">
        {frenchDecimal(value)}
      </span>
    </span>
  );
}

const more = (rest: number, word = true) => (word ? `+${countOf(rest, 'autre')}` : `+${rest}`);

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
            <CatalogueIcon name={tool.icon} size={12} color={tool.color} />
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
      aria-label={`Favori\u00a0: ${item.name}`}
      onClick={() => toggle(item.id)}
      className="rounded-full p-2 text-gray-300 hover:bg-ink-700 hover:text-white"
    >
      <CatalogueIcon name="heart" size={18} className={active ? 'text-rose-400' : ''} fill={active ? 'currentColor' : 'none'} />
    </button>
  );
}

export function Avatar({ item }: { item: CatalogueItem }) {
  const tone = item.isPremium ? 'from-brand-500 to-accent-400' : item.isCustom ? 'from-fuchsia-500 to-brand-500' : 'from-ink-600 to-ink-700';
  return (
    <span aria-hidden className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br ${tone} text-white`}>
      <CatalogueIcon name={item.icon} size={22} />
    </span>
  );
}
