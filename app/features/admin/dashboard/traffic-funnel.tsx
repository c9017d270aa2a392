import { Suspense } from 'react';
import { retryableLazy } from '../../../ui/retryable-lazy';
import { FUNNEL_DAYS, trafficSourceLabels } from '../../../../domain/analytics/traffic-funnel';
import { DataTable, type ColumnDef } from '../ui/data-table';
import type { FunnelRow } from './funnel-chart';
import { useTrafficFunnel } from './funnel-api';
import { formatPercent, shareOf } from '../../../../domain/percent';
import { countOf } from '../../../../domain/numbers';

const FunnelChart = retryableLazy(() => import('./funnel-chart'));
const rateOf = (part: number, whole: number) => formatPercent(shareOf(part, whole));

const columns: ColumnDef<FunnelRow, unknown>[] = [
  { id: 'source', header: 'Source', accessorKey: 'label' },
  { id: 'visitors', header: 'Visiteurs', accessorKey: 'visitors' },
  { id: 'formOpeners', header: 'Formulaire ouvert', accessorKey: 'formOpeners' },
  { id: 'leads', header: 'Leads', accessorKey: 'leads' },
  { id: 'rate', header: 'Conversion', enableSorting: false, cell: ({ row }) => rateOf(row.original.leads, row.original.visitors) },
];

/**
 * 'Entonnoir de conversion': visitors → visitors who opened a lead form → leads over the last 30 days, by
 * source, from the first-party analytics; the chart and the same figures as a table.
 */
export function TrafficFunnel() {
  const funnel = useTrafficFunnel();
  const data = funnel.data;
  const rows: FunnelRow[] = data ? data.sources.map((row) => ({ label: trafficSourceLabels[row.source], visitors: row.visitors, formOpeners: row.formOpeners, leads: row.leads })) : [];
  return (
    <div className="mt-6 min-w-0 space-y-3" id="traffic-funnel">
      <h3 className="font-semibold text-white">Entonnoir de conversion ({FUNNEL_DAYS} derniers jours)</h3>
      {funnel.isError && (
        <p role="alert" className="text-sm text-red-300">
          Erreur lors du chargement de l'entonnoir
        </p>
      )}
      {data && (
        <>
          <p className="text-sm text-gray-300">
            {countOf(data.totals.visitors, 'visiteur')} → {countOf(data.totals.formOpeners, 'a', 'ont')} ouvert un formulaire (
            {rateOf(data.totals.formOpeners, data.totals.visitors)}) → {countOf(data.totals.leads, 'lead')} (
            {rateOf(data.totals.leads, data.totals.visitors)})
          </p>
          <Suspense fallback={<p className="text-sm text-gray-400">Chargement du graphique...</p>}>
            <FunnelChart rows={rows} />
          </Suspense>
          <DataTable caption={`Entonnoir de conversion par source sur ${FUNNEL_DAYS} jours`} columns={columns} data={rows} getRowId={(row) => row.label} empty="Aucune visite" />
          <p className="text-xs text-gray-400">
            Mesure first-party sans cookie, robots exclus&nbsp;; un visiteur est compté une fois par jour. Leads&nbsp;: formulaires envoyés (contact, rappel, super assistant).
          </p>
        </>
      )}
    </div>
  );
}
