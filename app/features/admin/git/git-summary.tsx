import { useState } from 'react';
import { formatDateTime } from '../ui/format';
import { DemoNotice } from './git-bits';
import { SUMMARY_PERIODS, useGitSummary, type SummaryPeriod } from './git-api';
import { formatPercent } from '../../../../domain/percent';
import { formatNumber } from '../../../../domain/numbers';

const FILE_TYPES_SHOWN = 5;

function Shares({ title, rows }: { title: string; rows: Array<{ label: string; count: number; percentage: number }> }) {
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-white">{title}</h4>
      {rows.length === 0 ? (
        <p className="text-xs text-gray-400">Aucun</p>
      ) : (
        <ul className="space-y-1.5">
          {rows.map((row) => (
            <li key={row.label} className="text-xs text-gray-300">
              <div className="flex justify-between gap-2">
                <span className="min-w-0 truncate">{row.label}</span>
                <span className="shrink-0">
                  {row.count} ({formatPercent(row.percentage / 100, 2)})
                </span>
              </div>
              <div className="mt-0.5 h-1.5 rounded bg-ink-700" aria-hidden>
                <div className="h-1.5 rounded bg-brand-400" style={{ width: `${Math.min(100, row.percentage)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Totals, commits per day, commit types, file types (first 5), authors, for 7, 30 or 90 days. */
export function GitSummaryBody() {
  const [days, setDays] = useState<SummaryPeriod>(30);
  const summary = useGitSummary(days);
  const data = summary.data;
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Période du résumé" className="flex flex-wrap gap-2">
        {SUMMARY_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={days === period}
            onClick={() => setDays(period)}
            className={`rounded-lg border px-3 py-1 text-sm ${days === period ? 'border-brand-400 bg-brand-500/20 text-white' : 'border-ink-600 text-gray-300 hover:border-brand-400'}`}
          >
            {period} jours
          </button>
        ))}
      </div>
      {summary.isError ? (
        <p role="alert" className="text-sm text-red-200">
          Impossible de récupérer le résumé Git
        </p>
      ) : !data ? (
        <p className="text-sm text-gray-400">Chargement du résumé…</p>
      ) : (
        <>
          {data.demo_mode && <DemoNotice reason={data.reason} />}
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-gray-400">Commits ({data.days_analyzed} jours)</dt>
              <dd className="text-xl font-bold text-white">{data.total_commits}</dd>
            </div>
            <div>
              <dt className="text-gray-400">Commits par jour</dt>
              <dd className="text-xl font-bold text-white">{formatNumber(data.commits_per_day, 2)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-gray-400">Dernière mise à jour</dt>
              <dd className="text-white">{formatDateTime(data.last_update)}</dd>
            </div>
          </dl>
          <div className="grid gap-4 sm:grid-cols-1 xl:grid-cols-3">
            <Shares title="Types de commits" rows={data.commit_types.map((t) => ({ label: t.label, count: t.count, percentage: t.percentage }))} />
            <Shares
              title="Types de fichiers"
              rows={data.file_types.slice(0, FILE_TYPES_SHOWN).map((f) => ({ label: f.extension === 'sans extension' ? f.extension : `.${f.extension}`, count: f.count, percentage: f.percentage }))}
            />
            <Shares title="Auteurs" rows={data.authors.map((a) => ({ label: a.name, count: a.commits, percentage: a.percentage }))} />
          </div>
        </>
      )}
    </div>
  );
}
