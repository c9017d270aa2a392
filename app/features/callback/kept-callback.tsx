import { KeptSendingStatus } from '../../ui/kept-sending-status';
import { deliverable, useCallbackOutbox } from './callback-outbox';
import { submitCallback } from './submit-callback';

const texts = {
  kept: 'Votre demande de rappel est gardée sur cet appareil\u00a0: elle partira dès le retour de la connexion.',
  sent: 'Votre demande de rappel est bien arrivée\u00a0: un expert vous rappelle sous 24h.',
  refused: 'Votre demande de rappel n’a pas pu être enregistrée\u00a0:',
};

/** The callback request kept by an earlier try leaves from `/contact` while the modal is closed (decision 0419). */
export function KeptCallback({ paused }: { paused: boolean }) {
  return (
    <KeptSendingStatus
      outbox={useCallbackOutbox}
      send={(kept) => submitCallback(deliverable(kept.values), kept.submissionId)}
      texts={texts}
      paused={paused}
      form="callback"
      className="mx-auto mt-3 max-w-xl"
    />
  );
}
