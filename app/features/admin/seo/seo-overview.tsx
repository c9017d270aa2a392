import { usePageScores } from './seo-pages-panel';
import { SitemapFigures } from './sitemap-panel';

/** Vue d'ensemble: the sitemap's figures and how many pages pass each audit check. */
export function SeoOverviewTab({ onOpen }: { onOpen(tab: 'sitemap' | 'pages'): void }) {
  const scores = usePageScores();
  return (
    <div className="space-y-4">
      <div>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 className="font-semibold text-white">Sitemap</h3>
          <button type="button" className="text-sm text-brand-300 underline" onClick={() => onOpen('sitemap')}>
            Détail du sitemap
          </button>
        </div>
        <SitemapFigures />
      </div>
      <div>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 className="font-semibold text-white">Audit des pages</h3>
          <button type="button" className="text-sm text-brand-300 underline" onClick={() => onOpen('pages')}>
            Détail de l’audit
          </button>
        </div>
        {scores.error ? (
          <p role="alert" className="text-sm text-red-200">Erreur lors de l’audit des pages</p>
        ) : !scores.ready ? (
          <p className="text-sm text-gray-400">Audit des pages…</p>
        ) : scores.total === 0 ? (
          <p className="text-sm text-amber-200">Aucune page pré-rendue&nbsp;: construisez le site pour l’auditer.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            <div className="rounded-xl border border-ink-700 bg-ink-950/40 p-3">
              <dt className="text-xs text-gray-400">Pages indexables sans point à corriger</dt>
              <dd className="mt-1 font-semibold text-white">
                {scores.passing} / {scores.total}
              </dd>
            </div>
            {scores.checks.map(([label, count]) => (
              <div key={label} className="rounded-xl border border-ink-700 bg-ink-950/40 p-3">
                <dt className="text-xs text-gray-400">{label}</dt>
                <dd className="mt-1 font-semibold text-white">
                  {count} / {scores.total}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {scores.ready && scores.excluded > 0 && (
          <p className="mt-2 text-xs text-gray-400">{scores.excluded} page(s) exclue(s) de l’indexation (noindex), listée(s) à part dans l’audit.</p>
        )}
      </div>
    </div>
  );
}
