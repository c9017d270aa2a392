import { formatDateTime } from './format';

/**
 * A visitor's acknowledgement the mail server refused is tried again by itself (docs/decisions/0545-acknowledgements-
 * tried-again.md): its thread or history says when, and is read again this often while one waits, to show how it went.
 */
export const AUTOMATIC_RETRY_POLL_MS = 30_000;

/** What follows the entry's date while its next automatic attempt waits: ' · nouvel essai automatique le 07/12/2026 14:32'. */
export const automaticRetryText = (retryAt: string | null | undefined) => (retryAt ? ` · nouvel essai automatique le ${formatDateTime(retryAt)}` : '');
