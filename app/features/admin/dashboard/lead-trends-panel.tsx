import { Suspense, useId } from 'react';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { changeOf } from '../../../../domain/analytics/audience-figures';
import { TREND_SOURCES, trendSourceLabels, type LeadTrends } from '../../../../domain/api/trends-answers';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { shortDay } from '../ui/format';
import { useLeadTrends } from './trends-api';
import { errorMessage } from '../../../api/error-message';
import { actionTitle, actionWhen } from '../../../../domain/prospects/next-action';

/** ' : Appel · Rappeler', or nothing for an action neither typed nor described. */
const titleAfter = (prospect: { next_action_type: string | null; next_action_label: string }) => {
  const title = actionTitle(prospect.next_action_type, prospect.next_action_label);
  return title ? `\u00a0: ${title}` : '';
};

const LeadTrendChart = retryableLazy(() => import('./lead-trend-chart'));

type TrendDay = LeadTrends['days'][number];

/** The chart's figures as a table, for screen readers and for whoever wants the numbers. */
const trendColumns: ColumnDef<TrendDay, unknown>[] = [
  { id: 'day', header: 'Jour', accessorFn: (day) => day.day, cell: ({ row }) => shortDay(row.original.day) },
  ...TREND_SOURCES.map((source): ColumnDef<TrendDay, unknown> => ({
    id: source,
    header: trendSourceLabels[source],
    accessorFn: (day) => day.bySource[source] ?? 0,
  })),
  { id: 'total', header: 'Total', accessorFn: (day) => day.total },
];

/** Leads per day over 30 days by source (chart and the same figures as a table), week against week, follow-ups due. */
export function LeadTrendsPanel() {
  const id = useId();
  const trends = useLeadTrends();
  const data = trends.data;
  if (trends.error) return <p role="alert" className="text-sm text-red-300">{errorMessage(trends.error)}</p>;
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
            contre {data.week.previous} les 7 jours précédents ({changeOf(data.week.current, data.week.previous)})
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
                  {prospect.entreprise ? ` (${prospect.entreprise})` : ''} — prévu le {prospect.next_action_at ? actionWhen(prospect.next_action_at, prospect.next_action_time) : '-'}
                  {titleAfter(prospect)}
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
      <DataTable
        caption="Leads par jour et par source sur les 30 derniers jours (jours sans lead omis)"
        columns={trendColumns}
        data={recentDays}
        getRowId={(day) => day.day}
        empty="Aucun lead sur la période."
      />
    </div>
  );
}
