import { useId, useState } from 'react';
import type { InboxBulkAction } from '../../../../domain/inbox-bulk';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useAdminUsers } from '../admin-users/users-api';
import { useBulkAction } from './inbox-api';
import { WriteFeedback } from './write-feedback';

const button =
  'rounded-lg border px-3 py-1.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60';
const NOBODY = ' personne';

const chosen = (n: number) => (n > 1 ? `${n} demandes sélectionnées` : '1 demande sélectionnée');

/**
 * Processes, assigns or cancels the chosen requests in one action (Chatwoot's bulk actions,
 * docs/decisions/0399-inbox-bulk-actions.md); what it did stays said once the selection is cleared.
 */
export function BulkActionsBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const id = useId();
  const bulk = useBulkAction();
  const users = useAdminUsers();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const run = (action: InboxBulkAction, username?: string | null) => bulk.mutate({ ids, action, username }, { onSuccess: onDone });
  const feedback = <WriteFeedback error={bulk.error} message={bulk.data?.message} />;
  if (ids.length === 0) return feedback;

  return (
    <div className="space-y-2">
      <div role="group" aria-label="Actions sur la sélection" className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-400/50 bg-brand-600/10 p-3 text-sm">
        <span className="font-semibold text-white">{chosen(ids.length)}</span>
        <button type="button" className={`${button} border-emerald-500/60 text-emerald-200 hover:bg-emerald-500/10`} disabled={bulk.isPending} onClick={() => run('complete')}>
          Marquer comme traitées
        </button>
        <label className="sr-only" htmlFor={`${id}-assign`}>
          Assigner la sélection à
        </label>
        <select
          id={`${id}-assign`}
          className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-1.5 text-sm text-gray-100"
          value=""
          disabled={bulk.isPending}
          onChange={(event) => event.target.value && run('assign', event.target.value === NOBODY ? null : event.target.value)}
        >
          <option value="">Assigner à…</option>
          <option value={NOBODY}>Personne</option>
          {(users.data ?? []).map((user) => (
            <option key={user.username} value={user.username}>
              {user.username}
            </option>
          ))}
        </select>
        <button type="button" className={`${button} border-ink-600 text-gray-200 hover:border-red-400 hover:text-red-200`} disabled={bulk.isPending} onClick={() => setConfirmCancel(true)}>
          Annuler les demandes
        </button>
        <button type="button" className={`${button} border-transparent text-gray-300 hover:text-white`} onClick={onDone}>
          Désélectionner
        </button>
      </div>
      {feedback}
      <ConfirmDialog
        open={confirmCancel}
        question={`Annuler ${ids.length > 1 ? `ces ${ids.length} demandes` : 'cette demande'} ? ${ids.length > 1 ? 'Elles quitteront' : 'Elle quittera'} la liste des demandes en attente.`}
        confirmLabel="Annuler les demandes"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          run('cancel');
        }}
      />
    </div>
  );
}
