import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { siteConfig } from '../../../domain/site-config';
import type { ContactRequest } from '../../../domain/validation/contact-schema';
import { browserStorage } from '../../ui/browser-storage';

/** A brief the visitor sent whose answer has not come back yet (docs/decisions/0395-contact-outbox.md). */
export interface PendingBrief {
  values: ContactRequest;
  subjectPrefix: string | null;
  /** Sent with each try, so that the server stores the brief once however many tries reach it. */
  submissionId: string;
}

interface ContactOutbox {
  pending: PendingBrief | null;
  keep: (brief: PendingBrief) => void;
  clear: () => void;
}

const FIELDS = ['name', 'email', 'company', 'phone', 'message'] as const;

/** What the browser kept is outside input: a brief of the expected shape, or nothing. The server checks the rest. */
function briefOf(stored: unknown): PendingBrief | null {
  const brief = (stored as { pending?: Partial<PendingBrief> } | undefined)?.pending;
  const values = brief?.values as Record<string, unknown> | undefined;
  if (!brief || typeof brief.submissionId !== 'string' || !values || !FIELDS.every((field) => typeof values[field] === 'string' || values[field] === undefined)) return null;
  return { values: values as ContactRequest, subjectPrefix: typeof brief.subjectPrefix === 'string' ? brief.subjectPrefix : null, submissionId: brief.submissionId };
}

/**
 * The contact form's outbox: a brief is kept on this device from the click on 'Envoyer' until the server has
 * stored it, so that a lost connection, a closed tab or a reload on a phone never loses it.
 */
export const useContactOutbox = create<ContactOutbox>()(
  persist(
    (set) => ({
      pending: null,
      keep: (brief) => set({ pending: brief }),
      clear: () => set({ pending: null }),
    }),
    {
      name: `${siteConfig.product}-contact-outbox`,
      storage: browserStorage,
      // Read once the page is hydrated: the pre-rendered form must match the server's.
      skipHydration: true,
      partialize: ({ pending }) => ({ pending }),
      merge: (stored, current) => ({ ...current, pending: briefOf(stored) }),
    },
  ),
);

/** Whether a brief sent again is the one kept (same values): it then keeps its id, and the server its one row. */
export const sameBrief = (kept: PendingBrief | null, values: ContactRequest, subjectPrefix: string | null): kept is PendingBrief =>
  kept !== null && kept.subjectPrefix === subjectPrefix && FIELDS.every((field) => (kept.values[field] ?? '') === (values[field] ?? ''));
