import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { siteConfig } from '../../../../domain/site-config';
import { browserStorage } from '../../../ui/browser-storage';
import { DAY_MS } from '../../../../domain/calendar-day';

/**
 * What an administrator started writing and did not send yet, kept on this browser (Chatwoot's drafts,
 * docs/decisions/0451-drafts.md): a closed dialog, a reload or an expired session gives it back.
 */
export interface Draft {
  /** The user who wrote it: another one logged in on this browser does not see it. */
  owner: string;
  text: string;
  /** An e-mail's subject; absent for a note. */
  subject?: string;
  /** When it was last changed (milliseconds). */
  savedAt: number;
}

export type Drafts = Record<string, Draft>;

/** A draft not touched for this long is dropped. */
export const DRAFT_DAYS = 14;
/** At most this many drafts are kept, the most recently changed. */
export const MAX_DRAFTS = 100;
export const DRAFTS_KEY = `${siteConfig.product}-drafts`;


/** Where each form keeps its draft: one per request or prospect and per form. */
export const draftKeys = {
  requestReply: (id: number) => `request-reply:${id}`,
  requestNote: (id: number) => `request-note:${id}`,
  prospectEmail: (id: number) => `prospect-email:${id}`,
  prospectNote: (id: number) => `prospect-note:${id}`,
} as const;

const isDraft = (value: unknown): value is Draft => {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.owner === 'string' &&
    typeof draft.text === 'string' &&
    (draft.subject === undefined || typeof draft.subject === 'string') &&
    typeof draft.savedAt === 'number' &&
    Number.isFinite(draft.savedAt)
  );
};

/**
 * The drafts worth keeping at `now`: well formed (what the browser kept is outside input), changed within
 * DRAFT_DAYS, the MAX_DRAFTS most recent.
 */
export function keptDrafts(stored: unknown, now: number): Drafts {
  if (typeof stored !== 'object' || stored === null) return {};
  const fresh = Object.entries(stored as Record<string, unknown>)
    .filter((entry): entry is [string, Draft] => isDraft(entry[1]) && now - entry[1].savedAt < DRAFT_DAYS * DAY_MS)
    .sort((a, b) => b[1].savedAt - a[1].savedAt)
    .slice(0, MAX_DRAFTS);
  return Object.fromEntries(fresh);
}

/** The drafts with `key` set to `draft`, or without it when `draft` is null. */
export function withDraft(drafts: Drafts, key: string, draft: Draft | null, now: number): Drafts {
  const { [key]: _replaced, ...others } = drafts;
  return keptDrafts(draft ? { ...others, [key]: draft } : others, now);
}

interface DraftState {
  drafts: Drafts;
  save(key: string, draft: Omit<Draft, 'savedAt'>): void;
  discard(key: string): void;
  /** Every draft of this browser, at logout. */
  clear(): void;
}

export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      save: (key, draft) => set(({ drafts }) => ({ drafts: withDraft(drafts, key, { ...draft, savedAt: Date.now() }, Date.now()) })),
      discard: (key) => set(({ drafts }) => (key in drafts ? { drafts: withDraft(drafts, key, null, Date.now()) } : {})),
      clear: () => set({ drafts: {} }),
    }),
    {
      name: DRAFTS_KEY,
      storage: browserStorage,
      partialize: ({ drafts }) => ({ drafts }),
      merge: (stored, current) => ({ ...current, drafts: keptDrafts((stored as { drafts?: unknown } | undefined)?.drafts, Date.now()) }),
    },
  ),
);

/** The draft kept under `key` for `owner`, or undefined. */
export const draftOf = (drafts: Drafts, key: string, owner: string | null): Draft | undefined => {
  const draft = drafts[key];
  return draft && owner !== null && draft.owner === owner ? draft : undefined;
};

/** Forgets every draft of this browser (logout: the next one to log in here does not read them). */
export const clearDrafts = () => useDraftStore.getState().clear();
