import { createHmac } from 'node:crypto';
import { webhookUrlProblem } from '../../lib/webhook-url';

const TIMEOUT_MS = 10_000;

export const SIGNATURE_HEADER = 'x-webhook-signature';
export const TIMESTAMP_HEADER = 'x-webhook-timestamp';
export const EVENT_ID_HEADER = 'x-webhook-id';

/** `sha256=` and the HMAC-SHA256, under the secret, of the timestamp, a dot and the exact body sent. */
export function signatureOf(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SendOutcome = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

/** One POST of the signed event; redirects are not followed, so the checked host is the only one reached. */
export async function sendWebhook(
  delivery: { url: string; payload: string; eventId: string },
  secret: string,
  allowLoopback: boolean,
  now: Date,
): Promise<SendOutcome> {
  const problem = await webhookUrlProblem(delivery.url, allowLoopback);
  if (problem) return { ok: false, statusCode: null, error: problem };
  const timestamp = String(Math.floor(now.getTime() / 1000));
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'agence-notifications/1',
        [SIGNATURE_HEADER]: signatureOf(secret, timestamp, delivery.payload),
        [TIMESTAMP_HEADER]: timestamp,
        [EVENT_ID_HEADER]: delivery.eventId,
      },
      body: delivery.payload,
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true, statusCode: response.status };
    return {
      ok: false,
      statusCode: response.status,
      error: `Le récepteur a répondu ${response.status}`,
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      statusCode: null,
      error: timedOut ? 'Pas de réponse du récepteur en 10 s' : 'Récepteur injoignable',
    };
  }
}
