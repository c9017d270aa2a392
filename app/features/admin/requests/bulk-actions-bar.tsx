import { useState } from 'react';
import type { InboxBulkAction } from '../../../../domain/inbox-bulk';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { BulkBar, bulkButtonClass, BulkUserSelect } from '../ui/bulk-bar';
import { BulkLabelForm } from '../labels/bulk-label-form';
import { BulkSnoozeSelect } from './bulk-snooze-select';
import { useLabelsInUse } from './conversation-api';
import { useBulkAction } from './inbox-api';

const chosen = (n: number) => (n > 1 ? `${n} demandes sélectionnées` : '1 demande sélectionnée');

/**
 * Processes, assigns, labels, snoozes or cancels the chosen requests, or blocks their senders, in one action
 * (Chatwoot's bulk actions, docs/decisions/0399-inbox-bulk-actions.md, 0417-inbox-bulk-labels.md,
 * 0424-inbox-bulk-snooze.md, 0582-bulk-block.md).
 */
export function BulkActionsBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkAction();
  const inUse = useLabelsInUse().data?.labels ?? [];
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const run = (action: InboxBulkAction, choice: { username?: string | null; label?: string; until?: string | null } = {}) => bulk.mutate({ ids, action, ...choice }, { onSuccess: onDone });

  return (
    <>
      <BulkBar count={ids.length} chosen={chosen} error={bulk.error} message={bulk.data?.message} onClear={onDone}>
        <button type="button" className={`${bulkButtonClass} border-emerald-500/60 text-emerald-200 hover:bg-emerald-500/10`} disabled={bulk.isPending} onClick={() => run('complete')}>
          Marquer comme traitées
        </button>
        <BulkUserSelect label="Assigner la sélection à" placeholder="Assigner à…" disabled={bulk.isPending} onPick={(username) => run('assign', { username })} />
        <BulkLabelForm disabled={bulk.isPending} suggestions={inUse.map((row) => row.label)} onApply={(action, label) => run(action, { label })} />
        <BulkSnoozeSelect disabled={bulk.isPending} onPick={(until) => run('snooze', { until })} />
        <button type="button" className={`${bulkButtonClass} border-ink-600 text-gray-200 hover:border-red-400 hover:text-red-200`} disabled={bulk.isPending} onClick={() => setConfirmCancel(true)}>
          Annuler les demandes
        </button>
        <button type="button" className={`${bulkButtonClass} border-ink-600 text-gray-200 hover:border-red-400 hover:text-red-200`} disabled={bulk.isPending} onClick={() => setConfirmBlock(true)}>
          Bloquer les expéditeurs
        </button>
      </BulkBar>
      <ConfirmDialog
        open={confirmCancel}
        question={`Annuler ${ids.length > 1 ? `ces ${ids.length} demandes` : 'cette demande'}\u00a0? ${ids.length > 1 ? 'Elles quitteront' : 'Elle quittera'} la liste des demandes en attente.`}
        confirmLabel="Annuler les demandes"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          run('cancel');
        }}
      />
      <ConfirmDialog
        open={confirmBlock}
        question={`Bloquer ${ids.length > 1 ? `les adresses de ces ${ids.length} demandes` : 'l’adresse de cette demande'}\u00a0? Leurs demandes en attente seront annulées, et leurs prochains messages classés annulés sans notification ni accusé de réception.`}
        confirmLabel="Bloquer les expéditeurs"
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() => {
          setConfirmBlock(false);
          run('block');
        }}
      />
    </>
  );
}
