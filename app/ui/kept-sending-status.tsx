import { useRef, useState } from 'react';
import { useKeptSending, type OutboxStore } from '../api/outbox';

export type KeptSendingResult = { ok: true } | { ok: false; error: string; retryable: boolean };

interface KeptSendingStatusProps<T> {
  outbox: OutboxStore<T>;
  /** Sends what is kept; the outbox is emptied once it is stored, or refused for what it says. */
  send: (kept: T) => Promise<KeptSendingResult>;
  /** What the page says while it waits, once it arrived, and when the server refused it (its reason follows). */
  texts: { kept: string; sent: string; refused: string };
  /** The form is open and sends it itself. */
  paused: boolean;
  /** The form the funnel counts a lead sent from (docs/decisions/0310), once what was kept is stored. */
  form: string;
  className?: string;
}

/**
 * What a lead form kept on this device at an earlier try (docs/decisions/0419-callback-outbox.md) leaves when its
 * page is visited again and when the network comes back, the form closed; the visitor is told it is kept, then
 * that it arrived.
 */
export function KeptSendingStatus<T>({ outbox, send, texts, paused, form, className = '' }: KeptSendingStatusProps<T>) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const sending = useRef(false);

  const deliver = async (kept: T) => {
    if (paused || sending.current) return;
    sending.current = true;
    const result = await send(kept);
    sending.current = false;
    if (result.ok) {
      outbox.getState().clear();
      setOutcome(texts.sent);
      // Reported through the DOM, so the outbox does not import the analytics feature (decision 0183).
      window.dispatchEvent(new CustomEvent('site:analytics', { detail: { event: 'contact_form_submit', properties: { form } } }));
    } else if (!result.retryable) {
      outbox.getState().clear();
      setOutcome(`${texts.refused} ${result.error}`);
    }
  };
  const pending = useKeptSending(outbox, { send: (kept) => void deliver(kept), paused });

  if (paused) return null;
  return (
    <p role="status" className={`text-sm text-gray-300 empty:hidden ${className}`}>
      {outcome ?? (pending ? texts.kept : null)}
    </p>
  );
}
