import { contactedLabel, sourceLabels } from '../../../../domain/prospects/prospect-fields';
import { dealValueLabel } from '../../../../domain/prospects/deal-value';
import type { ColumnDef } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import type { Prospect } from './prospects-api';
import { ProspectStatusBadge } from './prospect-status-badge';
import { frenchDay } from '../../../../domain/calendar-day';
import { LabelChips } from '../labels/label-chips';
import { ReplyReceivedBadge } from '../ui/reply-received-badge';

/** Shown only from 1536 px: at 1366 px the columns that matter fit without scrolling sideways. */
const wide = { className: 'hidden 2xl:table-cell' };

const text = (id: keyof Prospect & string, header: string, meta?: { className: string }): ColumnDef<Prospect, unknown> => ({
  id,
  accessorKey: id,
  header,
  meta,
  cell: ({ row }) => <span className="whitespace-nowrap">{String(row.original[id] ?? '') || '-'}</span>,
});

/** Column ids are the API's sort fields, so a header click asks the server for that order. */
export const prospectColumns: ColumnDef<Prospect, unknown>[] = [
  { id: 'id', accessorKey: 'client_code', header: 'Code client', meta: wide, cell: ({ row }) => <span className="whitespace-nowrap font-mono text-xs text-brand-200">{row.original.client_code}</span> },
  text('nom', 'Nom'),
  text('prenom', 'Prénom'),
  { id: 'email', accessorKey: 'email', header: 'E-mail', cell: ({ row }) => <span className="whitespace-nowrap">{row.original.email || '-'}</span> },
  text('telephone', 'Téléphone', wide),
  {
    id: 'entreprise',
    accessorKey: 'entreprise',
    header: 'Entreprise',
    cell: ({ row }) => (
      <>
        <span className="whitespace-nowrap">{row.original.entreprise || '-'}</span>
        <LabelChips labels={row.original.labels} />
      </>
    ),
  },
  text('fonction', 'Fonction', wide),
  { id: 'source', accessorKey: 'source', header: 'Source', meta: wide, cell: ({ row }) => <span className="whitespace-nowrap">{sourceLabels[row.original.source] ?? (row.original.source || '-')}</span> },
  {
    id: 'date_ajout',
    accessorKey: 'date_ajout',
    header: "Date d'ajout",
    meta: wide,
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.date_ajout ? formatDateTime(row.original.date_ajout) : '-'}</span>,
  },
  {
    id: 'statut',
    accessorKey: 'statut',
    header: 'Statut',
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1">
        <ProspectStatusBadge status={row.original.statut} />
        <ReplyReceivedBadge at={row.original.unanswered_reply_at} />
      </span>
    ),
  },
  { id: 'is_contacted', accessorKey: 'is_contacted', header: 'Contacté', cell: ({ row }) => contactedLabel(row.original.is_contacted) },
  {
    id: 'estimated_value',
    accessorKey: 'estimated_value',
    header: 'Valeur',
    meta: wide,
    cell: ({ row }) => <span className="whitespace-nowrap">{dealValueLabel(row.original.estimated_value) || '-'}</span>,
  },
  {
    id: 'expected_close_at',
    accessorKey: 'expected_close_at',
    header: 'Clôture prévue',
    meta: wide,
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.expected_close_at ? frenchDay(row.original.expected_close_at) : '-'}</span>,
  },
];
