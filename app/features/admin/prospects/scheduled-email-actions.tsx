import { useState } from 'react';
import type { PlannedFollowUp } from '../../../../domain/api/prospect-answers';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { WriteFeedback } from '../ui/write-feedback';
import { useCancelScheduledEmail, useSendScheduledEmailNow } from './pipeline-api';

const actionButton =
  'rounded-lg border border-sky-400/60 px-2.5 py-1 text-xs font-semibold text-sky-100 hover:bg-sky-400/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-60';

interface ScheduledEmailActionsProps {
  prospectId: number;
  emailId: number;
  onFollowUp: (next: PlannedFollowUp) => void;
  /** The e-mail left or was deleted, and these buttons with it: the focus goes somewhere that stays. */
  onDone: () => void;
}

/**
 * Under an e-mail waiting for its time (docs/decisions/0472-scheduled-prospect-emails.md): 'Envoyer maintenant'
 * sends it at once; 'Annuler l’envoi' asks, then deletes it before it leaves. A refusal is said under them.
 */
export function ScheduledEmailActions({ prospectId, emailId, onFollowUp, onDone }: ScheduledEmailActionsProps) {
  const sendNow = useSendScheduledEmailNow(prospectId);
  const cancel = useCancelScheduledEmail(prospectId);
  const [asking, setAsking] = useState(false);
  const pending = sendNow.isPending || cancel.isPending;

  const send = async () => {
    try {
      // One that fails stays in the history as 'E-mail non parti', with 'Renvoyer l’e-mail'.
      const { follow_up } = await sendNow.mutateAsync(emailId);
      if (follow_up) onFollowUp(follow_up);
      onDone();
    } catch {
      // Said by WriteFeedback from the mutation's error.
    }
  };
  const confirmCancel = async () => {
    setAsking(false);
    try {
      await cancel.mutateAsync(emailId);
      onDone();
    } catch {
      // Said by WriteFeedback from the mutation's error.
    }
  };

  return (
    <div className="mt-1 space-y-1">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={actionButton} disabled={pending} onClick={() => void send()}>
          {sendNow.isPending ? 'Envoi...' : 'Envoyer maintenant'}
        </button>
        <button type="button" className={actionButton} disabled={pending} onClick={() => setAsking(true)}>
          Annuler l’envoi
        </button>
      </div>
      <WriteFeedback error={sendNow.error ?? cancel.error} />
      <ConfirmDialog
        open={asking}
        question="Ne pas envoyer cet e-mail&nbsp;? Il est supprimé de l’historique avec ses pièces jointes."
        confirmLabel="Supprimer l’e-mail"
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
