import { ApiError } from './api-error';

/**
 * What claiming a failed e-mail for another try found (docs/decisions/0455-failed-emails-sent-again.md): the e-mail,
 * now 'sending' again, or why not.
 */
export type FailedEmailClaim<T> = { email: T } | 'missing' | 'not-failed';

/** The claimed e-mail, or the French refusal: 404 for none there, 409 for one that did not fail. */
export function claimedOrThrow<T>(outcome: FailedEmailClaim<T>, messages: { notFound: string; notFailed: string }): T {
  if (outcome === 'missing') throw new ApiError(404, messages.notFound);
  if (outcome === 'not-failed') throw new ApiError(409, messages.notFailed);
  return outcome.email;
}
