import type { RequestStatus } from '../../../../domain/inbox';
import { sourceLabels } from '../../../../domain/inbox';
import { formatDateTime } from '../ui/format';
import type { LeadRequest } from './inbox-api';
import { ASAP, PhoneValue } from './request-detail-modal';
import { isSlotPast, SlotPastTag, StatusBadge } from './status-badge';

interface RequestsTableProps {
  kind: 'callback' | 'contact';
  rows: LeadRequest[];
  busy: boolean;
  onOpen: (request: LeadRequest) => void;
  onChange: (request: LeadRequest, status: RequestStatus) => void;
}

const cell = 'px-3 py-3 align-top';
const smallButton = 'rounded-lg border px-2.5 py-1 text-xs font-semibold disabled:opacity-60';

function RowActions({ row, busy, onOpen, onChange }: { row: LeadRequest } & Pick<RequestsTableProps, 'busy' | 'onOpen' | 'onChange'>) {
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
            disabled={busy}
            className={`${smallButton} border-emerald-500/60 text-emerald-200 hover:bg-emerald-500/10`}
            onClick={() => onChange(row, 'completed')}
            aria-label={`Marquer ${row.name} comme traité`}
          >
            Traiter
          </button>
          <button
            type="button"
            disabled={busy}
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

/** Only pending rows carry the process and cancel actions (back-office §2.7); small screens get one card per row. */
export function RequestsTable({ kind, rows, busy, onOpen, onChange }: RequestsTableProps) {
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
              <div className="min-w-0">
                <p className="font-medium text-white">{row.name}</p>
                <p className="text-xs text-gray-400">{row.company || '-'}</p>
              </div>
              <StatusBadge status={row.status} />
            </div>
            <p className="break-words text-gray-200">{row.email || '-'}</p>
            <p className="text-xs">
              <PhoneValue phone={row.phone} />
            </p>
            <p className="text-gray-300">
              <When kind={kind} row={row} />
            </p>
            <RowActions row={row} busy={busy} onOpen={onOpen} onChange={onChange} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-ink-700 md:block">
        <table className="w-full min-w-[720px] text-left text-sm">
          <thead className="bg-ink-800 text-xs uppercase tracking-wide text-gray-400">
            <tr>
              <th scope="col" className={cell}>
                Nom
              </th>
              <th scope="col" className={cell}>
                Contact
              </th>
              <th scope="col" className={cell}>
                {kind === 'callback' ? 'Créneau souhaité' : 'Reçu le'}
              </th>
              <th scope="col" className={cell}>
                Statut
              </th>
              <th scope="col" className={cell}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-700">
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-ink-800/50">
                <td className={cell}>
                  <p className="font-medium text-white">{row.name}</p>
                  <p className="text-xs text-gray-400">
                    {row.company || '-'}
                    {kind === 'callback' && ` · ${sourceLabels[row.source]}`}
                  </p>
                </td>
                <td className={cell}>
                  <p className="break-all text-gray-200">{row.email || '-'}</p>
                  <p className="text-xs">
                    <PhoneValue phone={row.phone} />
                  </p>
                </td>
                <td className={cell}>
                  <When kind={kind} row={row} />
                </td>
                <td className={cell}>
                  <StatusBadge status={row.status} />
                </td>
                <td className={cell}>
                  <RowActions row={row} busy={busy} onOpen={onOpen} onChange={onChange} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
