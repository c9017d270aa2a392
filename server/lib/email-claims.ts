import { ApiError } from './api-error';

/**
 * What claiming an e-mail in one state for another step found: the e-mail, now 'sending', or why not: none there,
 * or one no longer in that state (a failed e-mail sent again, docs/decisions/0455-failed-emails-sent-again.md; a
 * scheduled one sent now or cancelled, 0472).
 */
export type EmailClaim<T> = { email: T } | 'missing' | 'other-state';

/** The claimed e-mail, or the French refusal: 404 for none there, 409 for one in another state. */
export function claimedOrThrow<T>(outcome: EmailClaim<T>, messages: { notFound: string; otherState: string }): T {
  if (outcome === 'missing') throw new ApiError(404, messages.notFound);
  if (outcome === 'other-state') throw new ApiError(409, messages.otherState);
  return outcome.email;
}
