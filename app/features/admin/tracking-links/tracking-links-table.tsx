import BarChart3 from 'lucide-react/icons/chart-column';
import Copy from 'lucide-react/icons/copy';
import CopyPlus from 'lucide-react/icons/copy-plus';
import Pencil from 'lucide-react/icons/pencil';
import QrCode from 'lucide-react/icons/qr-code';
import Trash2 from 'lucide-react/icons/trash';
import type { ReactNode } from 'react';
import { trackingLinkMessages, type TrackingLink } from '../../../../domain/tracking-links';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { readOnlyHint } from '../ui/read-only-note';

export interface LinkActions {
  copy(link: TrackingLink): void;
  edit(link: TrackingLink): void;
  /** A new link starting from this one's fields (Dub's duplicate). */
  duplicate(link: TrackingLink): void;
  remove(link: TrackingLink): void;
  toggle(link: TrackingLink): void;
  chart(link: TrackingLink): void;
  qr(link: TrackingLink): void;
}

function IconButton({ label, onClick, children, danger, locked }: { label: string; onClick: () => void; children: ReactNode; danger?: boolean; locked?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={locked ? `${label} — ${readOnlyHint}` : label}
      disabled={locked}
      onClick={onClick}
      className={`rounded-lg border border-ink-600 p-1.5 text-gray-200 disabled:cursor-not-allowed disabled:opacity-50 ${danger ? 'hover:border-red-400 hover:text-red-200' : 'hover:border-brand-400'}`}
    >
      {children}
    </button>
  );
}

const columnsFor = (actions: LinkActions, canWrite: boolean): ColumnDef<TrackingLink, unknown>[] => [
  {
    id: 'client',
    header: 'Client',
    accessorKey: 'clientName',
    cell: ({ row }) => (
      <div className="w-36 sm:w-auto sm:max-w-[14rem]">
        <p className="font-medium text-white">{row.original.clientName}</p>
        {row.original.description && <p className="mt-0.5 text-xs text-gray-400">{row.original.description}</p>}
        {row.original.campaign && <p className="mt-0.5 text-xs text-accent-300">{row.original.campaign}</p>}
      </div>
    ),
  },
  {
    id: 'code',
    header: 'Code de tracking',
    accessorKey: 'trackingCode',
    cell: ({ row }) => (
      <div className="max-w-[14rem]">
        <code className="rounded bg-ink-800 px-1.5 py-0.5 text-xs text-gray-200">{row.original.trackingCode}</code>
        <p className="mt-1 break-all text-xs text-gray-400">→ {row.original.destination || "page d'accueil"}</p>
        {row.original.expiresAt && (
          <p className={`mt-0.5 text-xs ${Date.parse(row.original.expiresAt) <= Date.now() ? 'text-amber-300' : 'text-gray-400'}`}>
            {Date.parse(row.original.expiresAt) <= Date.now() ? 'Expiré le' : 'Expire le'} {formatDateTime(row.original.expiresAt)}
          </p>
        )}
      </div>
    ),
  },
  { id: 'clicks', header: 'Clics', accessorKey: 'clickCount', cell: ({ row }) => <span data-testid="click-count">{row.original.clickCount}</span> },
  { id: 'leads', header: 'Leads', accessorKey: 'leadCount', cell: ({ row }) => <span data-testid="lead-count">{row.original.leadCount}</span> },
  {
    id: 'status',
    header: 'Statut',
    accessorKey: 'isActive',
    cell: ({ row }) => {
      const active = row.original.isActive;
      return (
        <button
          type="button"
          onClick={() => actions.toggle(row.original)}
          disabled={!canWrite}
          title={canWrite ? undefined : readOnlyHint}
          aria-label={`${active ? 'Actif' : 'Inactif'}\u00a0: ${active ? 'désactiver' : 'activer'} le lien de ${row.original.clientName}`}
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold disabled:cursor-not-allowed ${active ? 'bg-emerald-500/20 text-emerald-200 hover:bg-emerald-500/30' : 'bg-ink-700 text-gray-300 hover:bg-ink-600'}`}
        >
          {active ? 'Actif' : 'Inactif'}
        </button>
      );
    },
  },
  {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    cell: ({ row }) => {
      const link = row.original;
      const name = link.clientName;
      return (
        <div className="flex gap-1.5">
          <IconButton label={`Copier le lien de ${name}`} onClick={() => actions.copy(link)}>
            <Copy aria-hidden size={16} />
          </IconButton>
          <IconButton label={`Statistiques du lien de ${name}`} onClick={() => actions.chart(link)}>
            <BarChart3 aria-hidden size={16} />
          </IconButton>
          <IconButton label={`QR code du lien de ${name}`} onClick={() => actions.qr(link)}>
            <QrCode aria-hidden size={16} />
          </IconButton>
          <IconButton label={`Modifier le lien de ${name}`} onClick={() => actions.edit(link)} locked={!canWrite}>
            <Pencil aria-hidden size={16} />
          </IconButton>
          <IconButton label={`Dupliquer le lien de ${name}`} onClick={() => actions.duplicate(link)} locked={!canWrite}>
            <CopyPlus aria-hidden size={16} />
          </IconButton>
          <IconButton label={`Supprimer le lien de ${name}`} onClick={() => actions.remove(link)} danger locked={!canWrite}>
            <Trash2 aria-hidden size={16} />
          </IconButton>
        </div>
      );
    },
  },
];

export function TrackingLinksTable({ links, actions, canWrite }: { links: TrackingLink[]; actions: LinkActions; canWrite: boolean }) {
  return (
    <DataTable
      caption="Liens de tracking"
      columns={columnsFor(actions, canWrite)}
      data={links}
      getRowId={(link) => String(link.id)}
      empty={trackingLinkMessages.empty}
    />
  );
}
