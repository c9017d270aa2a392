import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { siteConfig } from '../../../domain/site-config';
import { browserStorage } from '../../ui/browser-storage';

export type ConsentChoice = 'accepted' | 'refused';

interface ConsentState {
  /** undefined until read from the browser (pre-rendered HTML knows nothing of it). */
  choice: ConsentChoice | null | undefined;
  reopened: boolean;
  hydrate(): void;
  choose(choice: ConsentChoice): void;
  reopen(): void;
}

export const useConsentStore = create<ConsentState>()(
  persist(
    (set) => ({
      choice: undefined,
      reopened: false,
      hydrate: () => {
        void Promise.resolve(useConsentStore.persist.rehydrate()).then(() => set((state) => ({ choice: state.choice ?? null })));
      },
      choose: (choice) => set({ choice, reopened: false }),
      reopen: () => set({ reopened: true }),
    }),
    {
      name: `${siteConfig.product}-consent`,
      storage: browserStorage,
      skipHydration: true,
      partialize: ({ choice }) => ({ choice }),
      merge: (stored, current) => {
        const choice = (stored as { choice?: unknown } | undefined)?.choice;
        return { ...current, choice: choice === 'accepted' || choice === 'refused' ? choice : null };
      },
    },
  ),
);
