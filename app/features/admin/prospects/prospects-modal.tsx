import { useEffect, useState } from 'react';
import {
  PROSPECT_GRID_HEIGHT,
  PROSPECT_PAGE_BUTTONS,
  PROSPECT_PAGE_SIZE,
  PROSPECT_SEARCH_DEBOUNCE_MS,
  type ProspectSortField,
} from '../../../../domain/prospects/prospect-fields';
import { errorMessage } from '../../../api/error-message';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { DataTable, type RowSelectionState, type SortingState } from '../ui/data-table';
import { useCanWrite } from '../auth/use-can-write';
import { Modal } from '../ui/modal';
import { ReadOnlyNote } from '../ui/read-only-note';
import { Pagination } from '../ui/pagination';
import { PersonalDataModal } from './personal-data-modal';
import { DuplicateGroupsModal } from './duplicate-groups-modal';
import { ScheduledEmailsModal } from './scheduled-emails-modal';
import { prospectColumns } from './prospect-columns';
import { ProspectCreateModal } from './prospect-create-modal';
import { ProspectEditModal } from './prospect-edit-modal';
import { ProspectImportModal } from './prospect-import-modal';
import { ViewToggle } from '../ui/view-toggle';
import { ProspectBoard } from './prospect-board';
import { ProspectCards } from './prospect-cards';
import { ProspectsToolbar } from './prospects-toolbar';
import { ProspectBulkBar } from './prospect-bulk-bar';
import { useProspectDetail, useProspectList, type Prospect } from './prospects-api';
import { prospectLinkOf } from '../../../../domain/admin-links';
import { countOf } from '../../../../domain/numbers';

type Dialog = 'create' | 'import' | 'personal-data' | 'duplicates' | 'scheduled-emails' | null;

interface ProspectsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The `#pipeline` or `#prospect-42` the back-office was opened with (domain/admin-links.ts), or null. */
  link?: string | null;
}

/** 'Base prospects': the full-screen modal of back-office §2.6, on the real database. */
export function ProspectsModal({ open, onOpenChange, link = null }: ProspectsModalProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [label, setLabel] = useState('');
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'id', desc: false }]);
  const [editing, setEditing] = useState<Prospect | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canWrite = useCanWrite();
  const [view, setView] = useState<'table' | 'board'>('table');
  // A link shows its view, then its prospect's record once read; each link once, so closing the record stays closed.
  const [linkApplied, setLinkApplied] = useState<string | null>(null);
  const linked = link ? prospectLinkOf(link) : null;
  const linkedProspect = useProspectDetail(linkApplied === link ? (linked?.prospectId ?? null) : null);
  const [recordShown, setRecordShown] = useState<number | null>(null);
  // The link gone (the modal was closed), the same link followed again opens its record again.
  if (!link && linkApplied !== null) {
    setLinkApplied(null);
    setRecordShown(null);
  }
  if (link && linked && linkApplied !== link) {
    setLinkApplied(link);
    setView(linked.view);
    setRecordShown(null);
  }
  const linkedRecord = linkedProspect.data;
  // On the frame after this modal's own dialog is shown: a dialog opened in the same commit could end under it.
  useEffect(() => {
    if (!open || !linkedRecord || recordShown === linkedRecord.id) return;
    const frame = requestAnimationFrame(() => {
      setRecordShown(linkedRecord.id);
      setEditing(linkedRecord);
    });
    return () => cancelAnimationFrame(frame);
  }, [open, linkedRecord, recordShown]);

  // What is typed searches once it has settled; Enter searches at once (onSubmit below). A new search starts at page 1.
  const settled = useDebouncedValue(typed.trim(), PROSPECT_SEARCH_DEBOUNCE_MS);
  const [settledApplied, setSettledApplied] = useState(settled);
  if (settledApplied !== settled) {
    setSettledApplied(settled);
    setSearch(settled);
    setPage(1);
  }

  const sort = sorting[0] ?? { id: 'id', desc: false };
  const list = useProspectList(
    { page, limit: PROSPECT_PAGE_SIZE, sortField: sort.id as ProspectSortField, sortOrder: sort.desc ? 'desc' : 'asc', search, label: label || undefined },
    open,
  );
  const data = list.data;
  const real = data?.source === 'database';
  // The rows chosen for a bulk edit belong to the page they were chosen on: another page, sort or search starts empty.
  const listKey = JSON.stringify([page, sort, search, label]);
  const [selection, setSelection] = useState<{ key: string; state: RowSelectionState }>({ key: '', state: {} });
  const selectionState = selection.key === listKey ? selection.state : {};
  const selectedIds = (data?.prospects ?? []).filter((row) => selectionState[String(row.id)]).map((row) => row.id);
  const selectable = real && canWrite;
  const loadError = list.error ? errorMessage(list.error) : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Base prospects"
      description={data && real ? countOf(data.meta.totalItems, 'prospect') : undefined}
      size="full"
    >
      <div className="flex min-h-full flex-col gap-4">
        {linkedProspect.error && (
          <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
            {errorMessage(linkedProspect.error)}
          </p>
        )}
        <div className="self-start">
          <ViewToggle
            label="Affichage des prospects"
            value={view}
            onChange={setView}
            options={[
              { value: 'table', label: 'Tableau' },
              { value: 'board', label: 'Pipeline' },
            ]}
          />
        </div>
        {view === 'board' && <ProspectBoard enabled={open} onOpen={setEditing} />}
        {view === 'table' && (
          <>
            <ProspectsToolbar
              typed={typed}
              search={search}
              label={label}
              onLabel={(next) => {
                setLabel(next);
                setPage(1);
              }}
              onType={setTyped}
              onSubmit={() => {
                setSearch(typed.trim());
                setPage(1);
              }}
              onOpen={setDialog}
              canExport={real}
            />
            <ReadOnlyNote className="self-start" />
            {notice && (
              <p role="status" className="rounded-xl border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm text-emerald-200">
                {notice}
              </p>
            )}
            {data && !real && data.message && (
              <p role="alert" className="rounded-xl border border-amber-400/50 bg-amber-400/10 p-3 text-sm text-amber-100">
                {data.source === 'test-data' ? `${data.message} La base de prospects est injoignable.` : data.message}
              </p>
            )}
            {loadError && (
              <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200">
                {loadError}
              </p>
            )}
            {selectable && <ProspectBulkBar ids={selectedIds} onDone={() => setSelection({ key: listKey, state: {} })} />}
            <div className="sm:hidden">
              <ProspectCards
                rows={data?.prospects ?? []}
                empty={list.isPending ? 'Chargement…' : search ? 'Aucun résultat' : 'Aucun prospect trouvé'}
                onOpen={real ? setEditing : undefined}
                selection={selectable ? { state: selectionState, onChange: (state) => setSelection({ key: listKey, state }) } : undefined}
              />
            </div>
            <div className="hidden sm:block">
              <DataTable
                caption="Prospects"
                columns={prospectColumns}
                data={data?.prospects ?? []}
                empty={list.isPending ? 'Chargement…' : search ? 'Aucun résultat' : 'Aucun prospect trouvé'}
                getRowId={(row) => String(row.id)}
                onRowClick={real ? (row) => setEditing(row) : undefined}
                rowLabel={(row) => `${canWrite ? 'Modifier' : 'Voir'} ${row.prenom} ${row.nom} (${row.client_code})`}
                sorting={sorting}
                onSortingChange={(next) => {
                  setSorting(next);
                  setPage(1);
                }}
                height={PROSPECT_GRID_HEIGHT}
                selection={
                  selectable
                    ? {
                        state: selectionState,
                        onChange: (updater) => setSelection({ key: listKey, state: typeof updater === 'function' ? updater(selectionState) : updater }),
                        label: (row) => `${row.prenom} ${row.nom} (${row.client_code})`,
                      }
                    : undefined
                }
              />
            </div>
            {data && <Pagination page={page} totalPages={data.meta.totalPages} onChange={setPage} window={PROSPECT_PAGE_BUTTONS} label="Pages de prospects" />}
          </>
        )}
      </div>
      {editing && (
        <ProspectEditModal
          key={editing.id}
          prospect={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      )}
      {dialog === 'create' && (
        <ProspectCreateModal
          onClose={() => setDialog(null)}
          onCreated={(message) => {
            setDialog(null);
            setNotice(message);
          }}
          onOpenExisting={(prospect) => {
            setDialog(null);
            setEditing(prospect);
          }}
        />
      )}
      {dialog === 'import' && <ProspectImportModal onClose={() => setDialog(null)} />}
      {dialog === 'personal-data' && <PersonalDataModal onClose={() => setDialog(null)} />}
      {/* The list stays open under the record: closing the record comes back to the duplicates left. */}
      {dialog === 'duplicates' && <DuplicateGroupsModal onClose={() => setDialog(null)} onOpen={setEditing} />}
      {dialog === 'scheduled-emails' && <ScheduledEmailsModal onClose={() => setDialog(null)} onOpen={setEditing} />}
    </Modal>
  );
}
