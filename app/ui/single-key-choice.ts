import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { browserStorage } from './browser-storage';

export interface SingleKeyChoice {
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
}

/**
 * Whether this browser answers to the keys that act alone ('/', J, K): WCAG 2.1.4 asks that they can be turned off,
 * for speech input and slips of the finger (docs/decisions/0533, 0542); the keys with Ctrl or Cmd stay. A choice of
 * this browser kept under `name`. A pre-rendered page passes `skipHydration` and reads it once hydrated, so that its
 * first render matches the pre-render. Another tab's change is read when it is made.
 */
export function singleKeyChoice(name: string, { skipHydration = false }: { skipHydration?: boolean } = {}) {
  const store = create<SingleKeyChoice>()(
    persist((set) => ({ enabled: true, setEnabled: (enabled) => set({ enabled }) }), {
      name,
      storage: browserStorage,
      skipHydration,
      partialize: ({ enabled }) => ({ enabled }),
      // What the browser kept is outside input: only a stored false turns them off.
      merge: (stored, current) => ({ ...current, enabled: (stored as { enabled?: unknown } | undefined)?.enabled !== false }),
    }),
  );
  // Turned off in another tab of this browser, the keys stop here too, without a reload; a store not yet read keeps
  // its first render matching the pre-render.
  globalThis.addEventListener?.('storage', (event) => {
    if (event.key === name && store.persist.hasHydrated()) void store.persist.rehydrate();
  });
  return store;
}
