import type { RequestStatus } from '../../../../domain/inbox';
import { sourceLabels } from '../../../../domain/inbox';
import { DataTable, type ColumnDef, type RowSelectionState } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { writeControl } from '../ui/read-only-note';
import type { LeadRequest } from './inbox-api';
import { ASAP, PhoneValue } from './request-detail-modal';
import { isSlotPast, RequestStatusCell, SlotPastTag } from './status-badge';
import { ResponseBadge } from '../ui/response-badge';
import { ReplyReceivedBadge } from '../ui/reply-received-badge';
import { LabelChips } from '../labels/label-chips';
import { RequestDraftBadge } from '../drafts/draft-badge';

interface RequestsTableProps {
  kind: 'callback' | 'contact';
  rows: LeadRequest[];
  busy: boolean;
  /** False for a read-only session: the status buttons stay visible, disabled, with the reason as tooltip. */
  canWrite: boolean;
  onOpen: (request: LeadRequest) => void;
  onChange: (request: LeadRequest, status: RequestStatus) => void;
  /** Rows chosen for a bulk action, by id; without it the rows cannot be chosen (a read-only session). */
  selection?: { state: RowSelectionState; onChange: (next: RowSelectionState) => void };
}

const smallButton = 'rounded-lg border px-2.5 py-1 text-xs font-semibold disabled:opacity-60';

function RowActions({ row, busy, canWrite, onOpen, onChange }: { row: LeadRequest } & Pick<RequestsTableProps, 'busy' | 'canWrite' | 'onOpen' | 'onChange'>) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={`${smallButton} border-ink-600 text-gray-200 hover:border-brand-400`}
        onClick={() => onOpen(row)}
        aria-label={`Voir le détail de ${row.name}`}
      >
        Détails
      </button>
      {row.status === 'pending' && (
        <>
          <button
            type="button"
            {...writeControl(canWrite, busy)}
            className={`${smallButton} border-emerald-500/60 text-emerald-200 hover:bg-emerald-500/10`}
            onClick={() => onChange(row, 'completed')}
            aria-label={`Marquer ${row.name} comme traité`}
          >
            Traiter
          </button>
          <button
            type="button"
            {...writeControl(canWrite, busy)}
            className={`${smallButton} border-ink-600 text-gray-300 hover:border-red-400 hover:text-red-200`}
            onClick={() => onChange(row, 'cancelled')}
            aria-label={`Annuler la demande de ${row.name}`}
          >
            Annuler
          </button>
        </>
      )}
    </div>
  );
}

function Assignee({ username }: { username: string | null }) {
  return username ? <span className="break-all text-gray-200">{username}</span> : <span className="text-gray-400">Personne</span>;
}

function When({ kind, row }: { kind: RequestsTableProps['kind']; row: LeadRequest }) {
  return (
    <>
      {kind === 'callback' && row.source === 'callback'
        ? row.preferredTime
          ? formatDateTime(row.preferredTime)
          : ASAP
        : formatDateTime(row.createdAt)}
      {isSlotPast(row.preferredTime, row.status) && <SlotPastTag />}
    </>
  );
}

/** The promise's badge, and under it the person's reply not answered since while the request waits (0438). */
function Response({ request }: { request: LeadRequest }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <ResponseBadge request={request} />
      <ReplyReceivedBadge at={request.status === 'pending' ? request.unansweredReplyAt : null} />
      <RequestDraftBadge requestId={request.id} />
    </div>
  );
}

function requestColumns(
  kind: RequestsTableProps['kind'],
  busy: boolean,
  canWrite: boolean,
  onOpen: RequestsTableProps['onOpen'],
  onChange: RequestsTableProps['onChange'],
): ColumnDef<LeadRequest, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Nom',
      cell: ({ row: { original: row } }) => (
        <>
          <p className="font-medium text-white">{row.name}</p>
          <p className="text-xs text-gray-400">
            {row.company || '-'}
            {kind === 'callback' && ` · ${sourceLabels[row.source]}`}
          </p>
          <LabelChips labels={row.labels} />
        </>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: ({ row: { original: row } }) => (
        <>
          <p className="break-all">{row.email || '-'}</p>
          <p className="text-xs">
            <PhoneValue phone={row.phone} />
          </p>
        </>
      ),
    },
    { id: 'when', header: kind === 'callback' ? 'Créneau souhaité' : 'Reçu le', cell: ({ row }) => <When kind={kind} row={row.original} /> },
    { id: 'status', header: 'Statut', cell: ({ row }) => <RequestStatusCell request={row.original} /> },
    { id: 'assignee', header: 'Assignée à', cell: ({ row }) => <Assignee username={row.original.assignee} /> },
    { id: 'response', header: 'Réponse', cell: ({ row }) => <Response request={row.original} /> },
    { id: 'actions', header: 'Actions', cell: ({ row }) => <RowActions row={row.original} busy={busy} canWrite={canWrite} onOpen={onOpen} onChange={onChange} /> },
  ];
}

/** Only pending rows carry the process and cancel actions (back-office §2.7); small screens get one card per row. */
export function RequestsTable({ kind, rows, busy, canWrite, onOpen, onChange, selection }: RequestsTableProps) {
  if (!rows.length) {
    return (
      <p className="rounded-xl border border-ink-700 p-6 text-center text-gray-400">
        {kind === 'contact' ? 'Aucun message de contact' : 'Aucune demande de rappel'}
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="space-y-2 rounded-xl border border-ink-700 bg-ink-950/60 p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              {selection && (
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-500"
                  aria-label={`Sélectionner ${row.name}`}
                  checked={selection.state[String(row.id)] === true}
                  onChange={(event) => selection.onChange({ ...selection.state, [String(row.id)]: event.target.checked })}
                />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-white">{row.name}</p>
                <p className="text-xs text-gray-400">{row.company || '-'}</p>
                <LabelChips labels={row.labels} />
              </div>
              <RequestStatusCell request={row} />
            </div>
            <p className="break-words text-gray-200">{row.email || '-'}</p>
            <p className="text-xs">
              <PhoneValue phone={row.phone} />
            </p>
            <p className="text-gray-300">
              <When kind={kind} row={row} />
            </p>
            <p className="text-xs text-gray-400">{row.assignee ? <>Assignée à <Assignee username={row.assignee} /></> : 'Non assignée'}</p>
            <Response request={row} />
            <RowActions row={row} busy={busy} canWrite={canWrite} onOpen={onOpen} onChange={onChange} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <DataTable
          caption={kind === 'contact' ? 'Messages de contact' : 'Demandes de rappel'}
          columns={requestColumns(kind, busy, canWrite, onOpen, onChange)}
          data={rows}
          getRowId={(row) => String(row.id)}
          empty={kind === 'contact' ? 'Aucun message de contact' : 'Aucune demande de rappel'}
          selection={
            selection && {
              state: selection.state,
              onChange: (updater) => selection.onChange(typeof updater === 'function' ? updater(selection.state) : updater),
              label: (row) => row.name,
            }
          }
        />
      </div>
    </>
  );
}
