import type { CallbackRequestInput } from '../../../domain/validation/callback-schema';
import { createOutbox } from '../../api/outbox';

/** A callback request the visitor sent whose answer has not come back yet (docs/decisions/0419-callback-outbox.md). */
export interface PendingCallback {
  values: CallbackRequestInput;
  /** Sent with each try, so that the server stores the request once however many tries reach it. */
  submissionId: string;
}

const optionalText = (value: unknown) => typeof value === 'string' || value === undefined;

/** What the browser kept is outside input: a request of the expected shape, or nothing. The server checks the rest. */
function callbackOf(kept: unknown): PendingCallback | null {
  const request = kept as Partial<PendingCallback> | undefined;
  const values = request?.values as Record<string, unknown> | undefined;
  if (!request || typeof request.submissionId !== 'string' || !values) return null;
  if (typeof values.name !== 'string' || typeof values.phone !== 'string' || !optionalText(values.email) || !optionalText(values.company)) return null;
  if (typeof values.preferredTime !== 'string' && values.preferredTime !== null) return null;
  return { values: values as CallbackRequestInput, submissionId: request.submissionId };
}

/** The callback modal's outbox: a request is kept on this device from the click on 'Être rappelé' until the server has stored it. */
export const useCallbackOutbox = createOutbox<PendingCallback>('callback', callbackOf);

/**
 * The request as it leaves the outbox: a slot that has passed while it waited is dropped (the server refuses a
 * slot in the past), so the agency calls back as soon as possible rather than never.
 */
export const deliverable = (values: CallbackRequestInput, now = Date.now()): CallbackRequestInput =>
  values.preferredTime && Date.parse(values.preferredTime) <= now ? { ...values, preferredTime: null } : values;

const FIELDS = ['name', 'phone', 'email', 'company', 'preferredTime'] as const;

/** Whether a request sent again is the one kept (same values): it then keeps its id, and the server its one row. */
export const sameCallback = (kept: PendingCallback | null, values: CallbackRequestInput): kept is PendingCallback =>
  kept !== null && FIELDS.every((field) => (kept.values[field] ?? '') === (values[field] ?? ''));
