import { useState } from 'react';
import { isBlockedDomain } from '../../../../domain/blocked-senders';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { writeControl } from '../ui/read-only-note';
import { notify } from '../ui/notify';
import { WriteFeedback } from '../ui/write-feedback';
import { useBlockedEntry, useBlockSender, useUnblockSender } from './blocked-senders-api';

const controlButton =
  'rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-gray-200 hover:border-red-400 hover:text-red-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-60';

/**
 * From a request's record, its address blocked (docs/decisions/0579-blocked-senders.md), after a question: its waiting
 * requests, this one included, are cancelled and the record closes, as « Annuler la demande » does. Blocked, the
 * address, or its domain, is given back from here too.
 */
export function BlockSenderControl({ email, canWrite, onBlocked }: { email: string; canWrite: boolean; onBlocked: () => void }) {
  const entry = useBlockedEntry(email);
  const block = useBlockSender();
  const unblock = useUnblockSender();
  const [asking, setAsking] = useState(false);
  if (!email) return null;
  return (
    <div className="mr-auto flex flex-wrap items-center gap-3">
      {entry ? (
        <>
          <span className="text-sm text-amber-200">{isBlockedDomain(entry.email) ? `Domaine ${entry.email} bloqué` : 'Adresse bloquée'}</span>
          <button
            type="button"
            className={controlButton}
            {...writeControl(canWrite, unblock.isPending)}
            onClick={() => unblock.mutate(entry.id, { onSuccess: (answer) => notify('success', answer.message) })}
          >
            {isBlockedDomain(entry.email) ? 'Débloquer le domaine' : 'Débloquer l’adresse'}
          </button>
        </>
      ) : (
        <button type="button" className={controlButton} {...writeControl(canWrite, block.isPending)} onClick={() => setAsking(true)}>
          Bloquer l’expéditeur
        </button>
      )}
      <WriteFeedback error={block.error ?? unblock.error} />
      <ConfirmDialog
        open={asking}
        question={`Bloquer ${email}\u00a0? Ses demandes en attente seront annulées, et ses prochains messages classés annulés sans notification ni accusé de réception.`}
        confirmLabel="Bloquer l’adresse"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          block.mutate(email, {
            onSuccess: (answer) => {
              notify('success', answer.message);
              onBlocked();
            },
          });
        }}
      />
    </div>
  );
}
