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

const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit' });

/** One point per day of the period, zero on days without a request. */
export function dailySeries(stats: Array<{ date: string; count: number }>, days: number, now = new Date()) {
  const counts = new Map(stats.map((s) => [s.date, s.count]));
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(now.getTime() - (days - 1 - index) * 86_400_000);
    const iso = day.toISOString().slice(0, 10);
    return { date: iso, label: dayLabel.format(day), count: counts.get(iso) ?? 0 };
  });
}
