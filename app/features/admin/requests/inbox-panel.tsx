import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  type InboxAssignment,
  type InboxOrder,
  REQUEST_SOURCES,
  REQUEST_STATUSES,
  sourceLabels,
  statusLabels,
  type RequestSource,
  type RequestStatus,
} from '../../../../domain/inbox';
import { errorMessage } from '../../../api/error-message';
import { ApiError } from '../../../api/http';
import { LoginForm } from '../auth/login-form';
import { useCanWrite } from '../auth/use-can-write';
import { Pagination } from '../ui/pagination';
import { ReadOnlyNote } from '../ui/read-only-note';
import { useInboxList, useStatusChange, type InboxFilter, type LeadRequest } from './inbox-api';
import { RequestDetailModal, type ListNavigation } from './request-detail-modal';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { RequestsTable } from './requests-table';
import { BulkActionsBar } from './bulk-actions-bar';
import type { RowSelectionState } from '../ui/data-table';
import { ViewToggle } from '../ui/view-toggle';
import { adminKeys } from '../api/query-keys';
import { useLabelsInUse } from './conversation-api';
import { LabelFilter } from '../labels/label-filter';
import { countOf, formatNumber } from '../../../../domain/numbers';

interface InboxPanelProps {
  kind: 'callback' | 'contact';
}

const loadErrors = {
  callback: 'Erreur lors du chargement des demandes de rappel',
  contact: 'Erreur lors du chargement des messages de contact',
};

const fieldClass = 'mt-1 block w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-gray-100';
// Two filters a row on a phone, so that the first request shows on the first screen; side by side from 640 px.
const selectClass = `${fieldClass} sm:w-auto`;
/** On a phone the filters share a row two by two, and one left alone takes the row, so that its choice reads whole. */
const filterClass = 'grow basis-36 text-sm text-gray-300 sm:grow-0 sm:basis-auto';
/** On a phone the search, the order and what follows take a row each. */
const rowClass = 'basis-full text-sm text-gray-300 sm:basis-auto';

/** The open request's place in the rows shown, while it is among them. */
function listNavigation(rows: LeadRequest[], selected: LeadRequest | null, onGo: (request: LeadRequest) => void): ListNavigation | undefined {
  const index = selected ? rows.findIndex((row) => row.id === selected.id) : -1;
  if (index < 0 || rows.length < 2) return undefined;
  return { position: index + 1, total: rows.length, previous: rows[index - 1] ?? null, next: rows[index + 1] ?? null, onGo };
}

/** Callback requests (filters by status and source) or contact messages (status filter) with their table and detail modal. */
export function InboxPanel({ kind }: InboxPanelProps) {
  const id = useId();
  const client = useQueryClient();
  const [status, setStatus] = useState<RequestStatus | ''>('');
  const [source, setSource] = useState<RequestSource | ''>(kind);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<InboxOrder>('recent');
  const [lateOnly, setLateOnly] = useState(false);
  const [view, setView] = useState<InboxAssignment | 'all' | 'snoozed'>('all');
  const [label, setLabel] = useState('');
  const labelsInUse = useLabelsInUse().data?.labels ?? [];
  const [selected, setSelected] = useState<LeadRequest | null>(null);
  const [toCancel, setToCancel] = useState<LeadRequest | null>(null);
  const filter: InboxFilter = {
    source: source || undefined,
    status: status || undefined,
    search: search.trim() || undefined,
    sort,
    response: lateOnly ? 'late' : undefined,
    assignment: view === 'mine' || view === 'unassigned' ? view : undefined,
    // The waiting views leave out the requests set aside for later; 'Reportées' lists them alone.
    snooze: view === 'snoozed' ? 'only' : 'hidden',
    label: label || undefined,
    page,
  };
  const list = useInboxList(filter);
  // The rows chosen for a bulk action belong to the list they were chosen in: another page or filter starts empty.
  const listKey = JSON.stringify(filter);
  const [selection, setSelection] = useState<{ key: string; state: RowSelectionState }>({ key: '', state: {} });
  const selectionState = selection.key === listKey ? selection.state : {};
  const change = useStatusChange();

  const unauthorised = list.error instanceof ApiError && list.error.unauthorised;
  const canWrite = useCanWrite();
  const changeError = change.error ? errorMessage(change.error, 'Erreur lors de la mise à jour du statut') : null;
  const data = list.data;
  const selectedIds = (data?.callbackRequests ?? []).filter((row) => selectionState[String(row.id)]).map((row) => row.id);

  const waiting = (count: number | undefined) => (count === undefined ? '' : ` (${count})`);

  return (
    <div className="space-y-4">
      <ViewToggle
        label="Vue, avec les demandes en attente"
        value={view}
        options={[
          { value: 'all', label: `Toutes${waiting(data?.pendingCount)}` },
          { value: 'mine', label: `Les miennes${waiting(data?.assignmentCounts.mine)}` },
          { value: 'unassigned', label: `Non assignées${waiting(data?.assignmentCounts.unassigned)}` },
          { value: 'snoozed', label: `Reportées${waiting(data?.snoozedCount)}` },
        ]}
        onChange={(next) => {
          setView(next);
          setPage(1);
        }}
      />
      <div className="flex flex-wrap items-end gap-3 sm:gap-4">
        <label className={filterClass} htmlFor={`${id}-status`}>
          Statut
          <select
            id={`${id}-status`}
            className={selectClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as RequestStatus | '');
              setPage(1);
            }}
          >
            <option value="">Tous les statuts</option>
            {REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </label>
        {kind === 'callback' && (
          <label className={filterClass} htmlFor={`${id}-source`}>
            Source
            <select
              id={`${id}-source`}
              className={selectClass}
              value={source}
              onChange={(e) => {
                setSource(e.target.value as RequestSource | '');
                setPage(1);
              }}
            >
              <option value="">Toutes les sources</option>
              {REQUEST_SOURCES.map((value) => (
                <option key={value} value={value}>
                  {sourceLabels[value]}
                </option>
              ))}
            </select>
          </label>
        )}
        <LabelFilter
          id={`${id}-label`}
          className={selectClass}
          labelClassName={filterClass}
          value={label}
          inUse={labelsInUse}
          onChange={(next) => {
            setLabel(next);
            setPage(1);
          }}
        />
        <label className={rowClass} htmlFor={`${id}-search`}>
          Rechercher
          <input
            id={`${id}-search`}
            type="search"
            className={`${fieldClass} sm:w-72`}
            placeholder="Nom, e-mail, entreprise, message"
            value={search}
            maxLength={200}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label className={rowClass} htmlFor={`${id}-sort`}>
          Trier par
          <select id={`${id}-sort`} className={selectClass} value={sort} onChange={(e) => setSort(e.target.value as InboxOrder)}>
            <option value="recent">Arrivée (plus récentes d’abord)</option>
            <option value="exchange">Dernier échange (plus récent d’abord)</option>
            {kind === 'callback' && <option value="slot">Créneau demandé (plus proche d’abord)</option>}
          </select>
        </label>
        <label className={`${rowClass} flex items-center gap-2 self-center md:pt-5`} htmlFor={`${id}-late`}>
          <input
            id={`${id}-late`}
            type="checkbox"
            className="h-4 w-4 accent-red-400"
            checked={lateOnly}
            onChange={(e) => {
              setLateOnly(e.target.checked);
              setPage(1);
            }}
          />
          En retard uniquement
        </label>
        {data && (
          <p className="basis-full text-sm text-gray-400 sm:ml-auto sm:basis-auto">
            {countOf(data.total, 'élément')} · {formatNumber(data.pendingCount)} en attente
            {data.lateCount > 0 && <span className="font-semibold text-red-300"> · {data.lateCount} en retard</span>}
          </p>
        )}
      </div>

      <ReadOnlyNote />
      {list.isError && (
        <div role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-4 text-sm text-red-200">
          {errorMessage(list.error, loadErrors[kind])}
        </div>
      )}
      {unauthorised && (
        <div className="max-w-sm rounded-xl border border-ink-700 p-4">
          <LoginForm compact onSuccess={() => void client.invalidateQueries({ queryKey: adminKeys.all })} />
        </div>
      )}
      {changeError && (
        <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
          {changeError}
        </p>
      )}
      {list.isPending && (
        <p className="text-sm text-gray-400" role="status">
          Chargement…
        </p>
      )}
      {canWrite && <BulkActionsBar ids={selectedIds} onDone={() => setSelection({ key: listKey, state: {} })} />}
      {data && (
        <RequestsTable
          kind={kind}
          rows={data.callbackRequests}
          busy={change.isPending}
          canWrite={canWrite}
          onOpen={setSelected}
          onChange={(request, next) => (next === 'cancelled' ? setToCancel(request) : change.mutate({ request, status: next }))}
          selection={canWrite ? { state: selectionState, onChange: (state) => setSelection({ key: listKey, state }) } : undefined}
        />
      )}
      {data && <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />}
      <RequestDetailModal request={selected} onClose={() => setSelected(null)} navigation={listNavigation(data?.callbackRequests ?? [], selected, setSelected)} />
      <ConfirmDialog
        open={toCancel !== null}
        question={`Annuler la demande de ${toCancel?.name ?? ''}\u00a0? Elle quittera la liste des demandes en attente.`}
        confirmLabel="Annuler la demande"
        onCancel={() => setToCancel(null)}
        onConfirm={() => {
          if (toCancel) change.mutate({ request: toCancel, status: 'cancelled' });
          setToCancel(null);
        }}
      />
    </div>
  );
}
