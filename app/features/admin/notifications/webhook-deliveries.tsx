import { useMemo } from 'react';
import type { WebhookDelivery } from '../../../../domain/api/notification-answers';
import { deliveryStatusLabels } from '../../../../domain/notifications/notification-settings';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';

const tone: Record<WebhookDelivery['status'], string> = {
  delivered: 'bg-emerald-500/15 text-emerald-200',
  pending: 'bg-amber-500/15 text-amber-200',
  failed: 'bg-red-500/15 text-red-200',
};

/** The last webhook deliveries: what was sent, how many attempts, and how the last one went. */
export function WebhookDeliveries({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const columns = useMemo<ColumnDef<WebhookDelivery, unknown>[]>(
    () => [
      { header: 'Créé le', accessorKey: 'createdAt', cell: ({ row }) => formatDateTime(row.original.createdAt) },
      { header: 'Événement', accessorKey: 'event' },
      {
        header: 'État',
        accessorKey: 'status',
        cell: ({ row }) => (
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone[row.original.status]}`}>{deliveryStatusLabels[row.original.status]}</span>
        ),
      },
      { header: 'Tentatives', accessorKey: 'attempts' },
      {
        header: 'Dernier résultat',
        id: 'result',
        cell: ({ row }) =>
          row.original.status === 'delivered'
            ? `Réponse ${row.original.lastStatusCode} le ${formatDateTime(row.original.deliveredAt)}`
            : [row.original.lastError ?? 'Pas encore tenté', row.original.status === 'pending' ? `nouvel essai le ${formatDateTime(row.original.nextAttemptAt)}` : '']
                .filter(Boolean)
                .join(' — '),
      },
    ],
    [],
  );
  return (
    <DataTable
      caption="Dernières livraisons du webhook"
      columns={columns}
      data={deliveries}
      getRowId={(row) => String(row.id)}
      empty="Aucun événement envoyé pour l’instant."
    />
  );
}
