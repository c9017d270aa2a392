import type { ContactRequest } from '../../../domain/validation/contact-schema';
import { createOutbox } from '../../api/outbox';

/** A brief the visitor sent whose answer has not come back yet (docs/decisions/0395-contact-outbox.md). */
export interface PendingBrief {
  values: ContactRequest;
  subjectPrefix: string | null;
  /** Sent with each try, so that the server stores the brief once however many tries reach it. */
  submissionId: string;
}

const FIELDS = ['name', 'email', 'company', 'phone', 'message'] as const;

/** What the browser kept is outside input: a brief of the expected shape, or nothing. The server checks the rest. */
function briefOf(kept: unknown): PendingBrief | null {
  const brief = kept as Partial<PendingBrief> | undefined;
  const values = brief?.values as Record<string, unknown> | undefined;
  if (!brief || typeof brief.submissionId !== 'string' || !values || !FIELDS.every((field) => typeof values[field] === 'string' || values[field] === undefined)) return null;
  return { values: values as ContactRequest, subjectPrefix: typeof brief.subjectPrefix === 'string' ? brief.subjectPrefix : null, submissionId: brief.submissionId };
}

/** The contact form's outbox: a brief is kept on this device from the click on 'Envoyer' until the server has stored it. */
export const useContactOutbox = createOutbox<PendingBrief>('contact', briefOf);

/** Whether a brief sent again is the one kept (same values): it then keeps its id, and the server its one row. */
export const sameBrief = (kept: PendingBrief | null, values: ContactRequest, subjectPrefix: string | null): kept is PendingBrief =>
  kept !== null && kept.subjectPrefix === subjectPrefix && FIELDS.every((field) => (kept.values[field] ?? '') === (values[field] ?? ''));
