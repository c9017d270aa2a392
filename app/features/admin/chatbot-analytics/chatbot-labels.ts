import { addDays } from '../../../../domain/calendar-day';
import { parisToday } from '../../../../domain/paris-time';
import { shortDay } from '../ui/format';

/** French names of the answer sources of back-office §4, in that order. */
export const sourceLabels: Record<string, string> = {
  api: 'API IA',
  exact_cache: 'Cache exact',
  similar_cache: 'Cache similaire',
  predefined: 'Réponse prédéfinie',
  local: 'Réponse locale',
  fallback: 'Sans réponse',
  fallback_content: 'Repli sur le contenu',
};

export const sourceLabel = (source: string) => sourceLabels[source] ?? source;

/** Every §4 source with its count, zero where none was recorded. */
export function bySource(stats: Array<{ source: string; count: number }>) {
  const known = Object.keys(sourceLabels).map((source) => ({ source, label: sourceLabel(source), count: stats.find((s) => s.source === source)?.count ?? 0 }));
  const others = stats.filter((s) => !(s.source in sourceLabels)).map((s) => ({ ...s, label: s.source }));
  return [...known, ...others];
}

/** One point per Paris day of the period, as the server counts them, zero on days without a request. */
export function dailySeries(stats: Array<{ date: string; count: number }>, days: number, now = new Date()) {
  const counts = new Map(stats.map((s) => [s.date, s.count]));
  const today = parisToday(now);
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(today, index - (days - 1));
    return { date, label: shortDay(date), count: counts.get(date) ?? 0 };
  });
}
