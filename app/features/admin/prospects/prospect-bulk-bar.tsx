import { useId, useState } from 'react';
import { PROSPECT_STATUSES } from '../../../../domain/prospects/prospect-fields';
import { LOST_STATUS } from '../../../../domain/prospects/deal-value';
import type { LostReason } from '../../../../domain/prospects/lost-reasons';
import { LostReasonDialog } from './lost-reason-dialog';
import { NextActionDialog } from './next-action-dialog';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { BulkBar, bulkButtonClass, bulkSelectClass, BulkUserSelect } from '../ui/bulk-bar';
import { BulkLabelForm } from '../labels/bulk-label-form';
import { useProspectLabelSuggestions } from './prospect-labels';
import { useProspectBulk } from './prospects-api';

const chosen = (n: number) => (n > 1 ? `${n} prospects sélectionnés` : '1 prospect sélectionné');

/**
 * Moves the chosen prospects to one status, gives them to one owner, labels them, plans their next action or deletes
 * them (Pipedrive's bulk edit, docs/decisions/0400-prospects-bulk-edit.md, 0421-prospect-bulk-labels.md,
 * 0422-prospect-bulk-delete.md, 0423-prospect-bulk-next-action.md).
 */
export function ProspectBulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const id = useId();
  const bulk = useProspectBulk();
  const suggestions = useProspectLabelSuggestions();
  // A move to 'Inactif' first asks why, as the board does for one card (decision 0405).
  const [losing, setLosing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [planning, setPlanning] = useState(false);
  const run = (
    body:
      | { action: 'status'; statut: string; lost_reason?: LostReason | null }
      | { action: 'owner'; owner: string | null }
      | { action: 'label' | 'unlabel'; label: string }
      | { action: 'next_action'; next_action_at: string | null; next_action_label: string; next_action_time: string | null; next_action_type: string | null }
      | { action: 'delete' },
  ) =>
    bulk.mutate({ ids, ...body }, { onSuccess: onDone });
  const move = (statut: string) => (statut === LOST_STATUS ? setLosing(true) : run({ action: 'status', statut }));

  return (
    <BulkBar count={ids.length} chosen={chosen} error={bulk.error} message={bulk.data?.message} onClear={onDone}>
      <label className="sr-only" htmlFor={id}>
        Déplacer la sélection vers le statut
      </label>
      <select id={id} className={bulkSelectClass} value="" disabled={bulk.isPending} onChange={(event) => event.target.value && move(event.target.value)}>
        <option value="">Changer le statut…</option>
        {PROSPECT_STATUSES.map((statut) => (
          <option key={statut} value={statut}>
            {statut}
          </option>
        ))}
      </select>
      <BulkUserSelect label="Confier la sélection à" placeholder="Confier à…" disabled={bulk.isPending} onPick={(owner) => run({ action: 'owner', owner })} />
      <BulkLabelForm disabled={bulk.isPending} suggestions={suggestions} onApply={(action, label) => run({ action, label })} />
      <button type="button" className={`${bulkButtonClass} border-ink-600 text-gray-200 hover:border-brand-400`} disabled={bulk.isPending} onClick={() => setPlanning(true)}>
        Planifier une action…
      </button>
      {planning && (
        <NextActionDialog
          chosen={chosen(ids.length)}
          onCancel={() => setPlanning(false)}
          onPlan={(day, label, time, type) => {
            setPlanning(false);
            run({ action: 'next_action', next_action_at: day, next_action_label: label, next_action_time: time, next_action_type: type });
          }}
        />
      )}
      <button type="button" className={`${bulkButtonClass} border-ink-600 text-gray-200 hover:border-red-400 hover:text-red-200`} disabled={bulk.isPending} onClick={() => setDeleting(true)}>
        Supprimer
      </button>
      <ConfirmDialog
        open={deleting}
        question={
          ids.length > 1
            ? `Supprimer définitivement ces ${ids.length} prospects, avec leur historique et leurs e-mails\u00a0?`
            : 'Supprimer définitivement ce prospect, avec son historique et ses e-mails\u00a0?'
        }
        confirmLabel="Supprimer"
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          run({ action: 'delete' });
        }}
      />
      {losing && (
        <LostReasonDialog
          name={ids.length > 1 ? `Les ${ids.length} prospects sélectionnés` : 'Le prospect sélectionné'}
          plural={ids.length > 1}
          onCancel={() => setLosing(false)}
          onChoose={(reason) => {
            setLosing(false);
            run({ action: 'status', statut: LOST_STATUS, lost_reason: reason });
          }}
        />
      )}
    </BulkBar>
  );
}
