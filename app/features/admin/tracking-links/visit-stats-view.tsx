import { Suspense } from 'react';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { deviceLabels, statsMessages, type VisitStats } from '../../../../domain/tracking-link-stats';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { Breakdown, Figure } from '../ui/figures';
import { formatEuros } from '../../../../domain/euros';
import { frenchDay } from '../../../../domain/calendar-day';
import { formatPercent } from '../../../../domain/percent';
import { againstPeriod } from '../ui/format';

const VisitsChart = retryableLazy(() => import('./visits-chart'));

type Day = VisitStats['days'][number];
type Hour = VisitStats['hours'][number];

const figureColumns = [
  { id: 'clicks', header: 'Clics', accessorKey: 'clicks' },
  { id: 'scans', header: 'Scans QR', accessorKey: 'scans' },
  { id: 'visitors', header: 'Visiteurs uniques', accessorKey: 'visitors' },
  { id: 'leads', header: 'Leads', accessorKey: 'leads' },
] as const;
const dayColumns: ColumnDef<Day, unknown>[] = [{ id: 'day', header: 'Jour', accessorKey: 'day', cell: ({ row }) => frenchDay(row.original.day) }, ...figureColumns];
const hourColumns: ColumnDef<Hour, unknown>[] = [{ id: 'hour', header: 'Heure', accessorKey: 'hour' }, ...figureColumns];

/** The figures over time as a table, the newest first: a one-day period by its hours (0566), any other by its days. */
function OverTimeTable({ stats, subject }: { stats: VisitStats; subject: string }) {
  if (stats.hours.length > 0) {
    return <DataTable caption={`Visites par heure ${subject}`} columns={hourColumns} data={[...stats.hours].reverse()} getRowId={(row) => row.starts} empty="Aucune heure" height={240} />;
  }
  return <DataTable caption={`Visites par jour ${subject}`} columns={dayColumns} data={[...stats.days].reverse()} getRowId={(row) => row.day} empty="Aucun jour" height={240} />;
}

/**
 * What a marketer reads of a link or a campaign: figures, the chart, the same figures per day (per hour for a
 * one-day period) as a table, sources. `subject` ends the table's caption: 'du lien Salon'.
 */
export function VisitStatsView({ stats, subject }: { stats: VisitStats; subject: string }) {
  const { totals, previous } = stats;
  const against = againstPeriod(previous);
  const hourly = stats.hours.length > 0;
  const visited = stats.devices.some((row) => row.visits > 0);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Figure label="Clics" value={totals.clicks} note={against(totals.clicks, previous.clicks)} />
        <Figure label="Scans QR" value={totals.scans} note={against(totals.scans, previous.scans)} />
        <Figure label="Visiteurs uniques" value={totals.visitors} note={against(totals.visitors, previous.visitors)} />
        <Figure label="Leads attribués" value={totals.leads} note={against(totals.leads, previous.leads)} />
        <Figure label="Conversion visiteur → lead" value={formatPercent(totals.conversionRate)} />
        <Figure label="Valeur estimée des prospects" value={formatEuros(totals.estimatedValue)} />
        <Figure label="Valeur gagnée (Client)" value={formatEuros(totals.wonValue)} />
      </dl>
      <Suspense fallback={<p className="text-sm text-gray-400">Chargement du graphique...</p>}>
        <VisitsChart rows={hourly ? stats.hours : stats.days} hourly={hourly} />
      </Suspense>
      <OverTimeTable stats={stats} subject={subject} />
      <div className="grid gap-4 md:grid-cols-3">
        <Breakdown title="Principaux référents" rows={stats.referrers.map((row) => [row.referrer || statsMessages.direct, row.visits])} />
        <Breakdown title="Appareils" rows={visited ? stats.devices.map((row) => [deviceLabels[row.device], row.visits]) : []} />
        <Breakdown
          title="Leads par formulaire"
          rows={[
            ['Contact', stats.leadsBySource.contact],
            ['Demande de rappel', stats.leadsBySource.callback],
            ['Super assistant', stats.leadsBySource.superAssistant],
          ]}
        />
      </div>
      <p className="text-xs text-gray-400">
        Les robots ne sont jamais comptés. Un visiteur unique est compté une fois par jour, sans cookie. Les valeurs sont celles estimées sur les fiches
        des prospects venus par ces liens et ajoutés sur la période.
      </p>
    </div>
  );
}
