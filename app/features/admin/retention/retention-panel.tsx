import type { RetentionCounts, RetentionReport } from '../../../../domain/api/operations-answers';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { Notice } from '../settings/settings-controls';
import { useRetention } from '../settings/settings-api';
import { errorMessage } from '../../../api/error-message';
import { Subsection } from '../ui/section';

type Purge = RetentionReport['purges'][number];

const categories: Array<{ key: keyof RetentionCounts; label: string; column: string; rule: 'contact' | 'navigation' }> = [
  { key: 'contactRequests', label: 'Demandes de contact et de rappel', column: 'Demandes', rule: 'contact' },
  { key: 'prospects', label: 'Prospects', column: 'Prospects', rule: 'contact' },
  { key: 'analyticsEvents', label: 'Événements de navigation', column: 'Navigation', rule: 'navigation' },
  { key: 'chatbotRequests', label: 'Questions posées au chatbot', column: 'Chatbot', rule: 'navigation' },
];

const triggers: Record<string, string> = { schedule: 'Tâche quotidienne' };

const purgeColumns: ColumnDef<Purge, unknown>[] = [
  { accessorKey: 'ranAt', header: 'Date', cell: ({ row }) => formatDateTime(row.original.ranAt) },
  ...categories.map(({ key, column }): ColumnDef<Purge, unknown> => ({ accessorKey: key, header: column })),
  { accessorKey: 'triggeredBy', header: 'Déclenchée par', cell: ({ row }) => triggers[row.original.triggeredBy] ?? row.original.triggeredBy },
];

/**
 * 'Conservation des données' (public-site §9): what the next daily purge would delete today, counted without
 * deleting anything, and the record of the purges already run.
 */
export function RetentionPanel() {
  const retention = useRetention();
  const report = retention.data;

  return (
    <Subsection id="retention" title="Conservation des données">
      {retention.error && <Notice tone="error">{errorMessage(retention.error)}</Notice>}
      {report && (
        <>
          <p className="text-sm text-gray-300">
            Les données de contact sont supprimées {report.policy.contactRetentionYears} ans après le dernier échange (arrivée,
            traitement, e-mail écrit ou reçu, changement d’étape du prospect), les données de navigation après{' '}
            {report.policy.navigationRetentionMonths} mois, par une purge quotidienne.
            {report.nextRunAt && <> Prochaine purge&nbsp;: {formatDateTime(report.nextRunAt)}.</>}
          </p>
          {report.lastError && <Notice tone="error">Dernière purge en échec&nbsp;: {report.lastError}</Notice>}
          <dl aria-label="Simulation de la prochaine purge" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            {categories.map(({ key, label, rule }) => (
              <div key={key} className="rounded-xl border border-ink-700 bg-ink-800/60 p-3">
                <dt className="text-xs text-gray-400">{label}</dt>
                <dd className="mt-1 text-2xl font-semibold text-white">{report.dryRun.counts[key]}</dd>
                <dd className="text-xs text-gray-400">
                  {rule === 'contact' ? `sans échange depuis le ${formatDateTime(report.dryRun.contactCutoff)}` : `antérieures au ${formatDateTime(report.dryRun.navigationCutoff)}`}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <DataTable
        caption="Purges déjà effectuées"
        columns={purgeColumns}
        data={report?.purges ?? []}
        getRowId={(purge) => String(purge.id)}
        empty={retention.isLoading ? 'Chargement…' : 'Aucune purge effectuée pour le moment'}
      />
    </Subsection>
  );
}
