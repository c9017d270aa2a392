/**
 * When an e-mail the mail server refused is tried again without anyone asking: 30 s after the first failure, then
 * after twice as long each time up to an hour, for a day after the first try (docs/decisions/0537-outgoing-email-
 * retries.md, 0545-acknowledgements-tried-again.md).
 */
export const EMAIL_RETRY = {
  firstDelayMs: 30_000,
  longestDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
} as const;

/**
 * How long an e-mail may stay 'sending' before it is taken as interrupted (the server stopped while it left): the
 * mailer gives up on a silent mail server within seconds, so ten minutes is never a send still under way.
 */
export const SENDING_INTERRUPTED_AFTER_MS = 10 * 60_000;

/** Until when an e-mail that begins leaving at `now` may stay 'sending'. */
export const sendingDeadline = (now: Date) => new Date(now.getTime() + SENDING_INTERRUPTED_AFTER_MS).toISOString();

/** The wait after the `attempts`-th refused attempt. */
export const emailRetryDelayMs = (attempts: number) =>
  Math.min(EMAIL_RETRY.longestDelayMs, EMAIL_RETRY.firstDelayMs * 2 ** Math.max(0, attempts - 1));

/**
 * The instant of the next attempt after the `attempts`-th one, refused at `now`, of an e-mail first tried at
 * `firstTriedAt`; null once a day has passed since: it is given up.
 */
export function nextEmailAttemptAt(firstTriedAt: string, attempts: number, now: Date): string | null {
  if (now.getTime() - Date.parse(firstTriedAt) >= EMAIL_RETRY.giveUpAfterMs) return null;
  return new Date(now.getTime() + emailRetryDelayMs(attempts)).toISOString();
}
