import type { TrackingStatistics } from '../../../../domain/tracking-links';
import { countOf } from '../../../../domain/numbers';

function StatCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl border border-ink-700 bg-ink-800/60 p-3 sm:p-4">
      <p className="text-xs text-gray-400 sm:text-sm">{label}</p>
      <p className="mt-1 text-xl font-bold text-white sm:text-2xl">{value ?? '-'}</p>
    </div>
  );
}

/** The three cards and 'Top 5 des liens les plus cliqués' (back-office §2.5). */
export function TrackingSummary({ data }: { data: TrackingStatistics | undefined }) {
  const stats = data?.statistics;
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      {/* Three a row on a phone too, as the inbox's totals: stacked, they took a screen before the links. */}
      <div className="grid grid-cols-3 gap-3" data-testid="tracking-stat-cards">
        <StatCard label="Total de liens" value={stats?.totalLinks} />
        <StatCard label="Liens actifs" value={stats?.activeLinks} />
        <StatCard label="Total de clics" value={stats?.totalClicks} />
      </div>
      <div className="rounded-xl border border-ink-700 bg-ink-800/60 p-4">
        <h3 className="text-sm font-semibold text-white">Top 5 des liens les plus cliqués</h3>
        {data && data.topPerformers.length === 0 ? (
          <p className="mt-2 text-sm text-gray-400">Aucun clic pour le moment</p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm">
            {data?.topPerformers.map((link, index) => (
              <li key={link.id} className="flex justify-between gap-3 text-gray-200">
                <span className="min-w-0 truncate">
                  {index + 1}. {link.clientName}
                </span>
                <span className="shrink-0 font-semibold text-accent-300">
                  {countOf(link.clickCount, 'clic')}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
