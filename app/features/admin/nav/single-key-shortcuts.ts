import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { browserStorage } from '../../../ui/browser-storage';

/**
 * Whether this browser's back-office answers to the keys that act alone: '/' for the person search, J and K in a
 * request's record. WCAG 2.1.4 asks that they can be turned off, for speech input and slips of the finger
 * (decision 0533); Ctrl/Cmd+K stays. A choice of this browser, as the system notifications are.
 */
export const useSingleKeyShortcuts = create<{ enabled: boolean; setEnabled: (enabled: boolean) => void }>()(
  persist((set) => ({ enabled: true, setEnabled: (enabled) => set({ enabled }) }), {
    name: 'admin-single-key-shortcuts',
    storage: browserStorage,
    partialize: ({ enabled }) => ({ enabled }),
    // What the browser kept is outside input: only a stored false turns them off.
    merge: (stored, current) => ({ ...current, enabled: (stored as { enabled?: unknown } | undefined)?.enabled !== false }),
  }),
);
