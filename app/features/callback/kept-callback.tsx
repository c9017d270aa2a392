import { useRef, useState } from 'react';
import { useKeptSending } from '../../api/outbox';
import { deliverable, useCallbackOutbox, type PendingCallback } from './callback-outbox';
import { submitCallback } from './submit-callback';

type Outcome = { sent: true } | { sent: false; error: string } | null;

/**
 * A callback request kept on this device by an earlier try (docs/decisions/0419-callback-outbox.md) leaves when
 * `/contact` is visited again and when the network comes back, the modal closed; the visitor is told it is kept,
 * then that it arrived. While the modal is open (`paused`), the form sends it itself.
 */
export function KeptCallback({ paused }: { paused: boolean }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sending = useRef(false);

  const deliver = async (kept: PendingCallback) => {
    if (paused || sending.current) return;
    sending.current = true;
    const result = await submitCallback(deliverable(kept.values), kept.submissionId);
    sending.current = false;
    if (result.ok) {
      useCallbackOutbox.getState().clear();
      setOutcome({ sent: true });
      // The funnel counts every lead form sent (docs/decisions/0310); reported through the DOM (decision 0183).
      window.dispatchEvent(new CustomEvent('site:analytics', { detail: { event: 'contact_form_submit', properties: { form: 'callback' } } }));
    } else if (!result.retryable) {
      useCallbackOutbox.getState().clear();
      setOutcome({ sent: false, error: result.error });
    }
  };
  const pending = useKeptSending(useCallbackOutbox, { send: (kept) => void deliver(kept), paused });

  if (paused) return null;
  const text =
    outcome?.sent === true
      ? 'Votre demande de rappel est bien arrivée : un expert vous rappelle sous 24h.'
      : outcome?.sent === false
        ? `Votre demande de rappel n’a pas pu être enregistrée : ${outcome.error}`
        : pending
          ? 'Votre demande de rappel est gardée sur cet appareil : elle partira dès le retour de la connexion.'
          : null;
  return (
    <p role="status" className="mx-auto mt-3 max-w-xl text-sm text-gray-300 empty:hidden">
      {text}
    </p>
  );
}
