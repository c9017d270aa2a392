import { lazy, Suspense, useId, useState } from 'react';
import { TREND_SOURCES, trendSourceLabels } from '../../../../domain/api/trends-answers';
import { formatDay } from '../prospects/next-action';
import { useLeadTrends } from './trends-api';

const LeadTrendChart = lazy(() => import('./lead-trend-chart'));
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function evolution(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'stable' : 'nouveau';
  const change = Math.round(((current - previous) / previous) * 100);
  return `${change > 0 ? '+' : ''}${change} %`;
}

/** Leads per day over 30 days by source (chart and the same figures as a table), week against week, follow-ups due. */
export function LeadTrendsPanel() {
  const id = useId();
  const trends = useLeadTrends();
  const [showTable, setShowTable] = useState(false);
  const data = trends.data;
  if (trends.error) return <p role="alert" className="text-sm text-red-300">{trends.error.message}</p>;
  if (!data) return <p className="text-sm text-gray-400">Chargement des tendances…</p>;
  const recentDays = data.days.filter((day) => day.total > 0).reverse();

  return (
    <div className="mt-6 space-y-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-white">
        Leads des 30 derniers jours
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-ink-700 bg-ink-950/60 p-4">
          <p className="text-sm text-gray-400">7 derniers jours</p>
          <p className="mt-1 text-3xl font-bold text-white">{data.week.current}</p>
          <p className="text-xs text-gray-300">
            contre {data.week.previous} les 7 jours précédents ({evolution(data.week.current, data.week.previous)})
          </p>
        </div>
        <div className="rounded-xl border border-ink-700 bg-ink-950/60 p-4 sm:col-span-2">
          <p className="text-sm text-gray-400">À relancer</p>
          <p className={`mt-1 text-3xl font-bold ${data.overdue.total > 0 ? 'text-red-300' : 'text-white'}`}>{data.overdue.total}</p>
          {data.overdue.prospects.length > 0 ? (
            <ul className="mt-2 space-y-1 text-sm text-gray-200">
              {data.overdue.prospects.map((prospect) => (
                <li key={prospect.id}>
                  <span className="font-medium">{`${prospect.prenom} ${prospect.nom}`.trim()}</span>
                  {prospect.entreprise ? ` (${prospect.entreprise})` : ''} — prévu le {prospect.next_action_at ? formatDay(prospect.next_action_at) : '-'}
                  {prospect.next_action_label ? ` : ${prospect.next_action_label}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-gray-300">Aucune relance en retard.</p>
          )}
        </div>
      </div>
      <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-ink-800/60" />}>
        <LeadTrendChart days={data.days} />
      </Suspense>
      <button
        type="button"
        aria-expanded={showTable}
        aria-controls={`${id}-table`}
        onClick={() => setShowTable((shown) => !shown)}
        className="rounded-xl border border-ink-600 px-3 py-1.5 text-sm font-medium text-gray-200 hover:border-brand-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-400"
      >
        {showTable ? 'Masquer le tableau des chiffres' : 'Afficher les chiffres en tableau'}
      </button>
      {/* Always read by screen readers; shown on demand to sighted users, who have the chart. */}
      <div id={`${id}-table`} className={showTable ? 'rounded-xl border border-ink-700 p-3 text-sm text-gray-200' : 'sr-only'}>
        {/* Scrollable, and so focusable, only once shown. */}
        <div {...(showTable ? { className: 'overflow-x-auto', tabIndex: 0, role: 'region', 'aria-label': 'Leads par jour et par source' } : {})}>
          <table className="w-full text-left">
            <caption className="sr-only">Leads par jour et par source sur les 30 derniers jours (jours sans lead omis)</caption>
            <thead className="text-xs uppercase text-gray-400">
              <tr>
                <th scope="col" className="px-2 py-1">Jour</th>
                {TREND_SOURCES.map((source) => (
                  <th key={source} scope="col" className="px-2 py-1">
                    {trendSourceLabels[source]}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1">Total</th>
              </tr>
            </thead>
            <tbody>
              {recentDays.length === 0 && (
                <tr>
                  <td colSpan={TREND_SOURCES.length + 2} className="px-2 py-2 text-gray-400">
                    Aucun lead sur la période.
                  </td>
                </tr>
              )}
              {recentDays.map((day) => (
                <tr key={day.day} className="border-t border-ink-700">
                  <th scope="row" className="px-2 py-1 font-normal">{shortDay(day.day)}</th>
                  {TREND_SOURCES.map((source) => (
                    <td key={source} className="px-2 py-1">
                      {day.bySource[source] ?? 0}
                    </td>
                  ))}
                  <td className="px-2 py-1 font-semibold">{day.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
