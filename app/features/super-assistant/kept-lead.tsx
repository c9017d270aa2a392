import { KeptSendingStatus } from '../../ui/kept-sending-status';
import { useLeadOutbox } from './lead-outbox';
import { submitLead } from './submit-lead';

const texts = {
  kept: 'Votre demande d’écosystème est gardée sur cet appareil\u00a0: elle partira dès le retour de la connexion.',
  sent: 'Votre demande d’écosystème est bien arrivée\u00a0: l’équipe vous recontacte très vite.',
  refused: 'Votre demande d’écosystème n’a pas pu être enregistrée\u00a0:',
};

/** The lead kept by an earlier try leaves from `/super-assistant` while the lead form is closed (decision 0419). */
export function KeptLead({ paused }: { paused: boolean }) {
  return (
    <KeptSendingStatus
      outbox={useLeadOutbox}
      send={(kept) => submitLead(kept.lead, kept.context, kept.submissionId)}
      texts={texts}
      paused={paused}
      form="super-assistant"
      className="mb-6 text-center"
    />
  );
}
