import { create } from 'zustand';
import { siteConfig } from '../../../domain/site-config';

export type ConsentChoice = 'accepted' | 'refused';
const KEY = `${siteConfig.product}-consent`;

function readChoice(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'accepted' || value === 'refused' ? value : null;
  } catch {
    return null;
  }
}

interface ConsentState {
  /** undefined until read from the browser (pre-rendered HTML knows nothing of it). */
  choice: ConsentChoice | null | undefined;
  reopened: boolean;
  hydrate(): void;
  choose(choice: ConsentChoice): void;
  reopen(): void;
}

export const useConsentStore = create<ConsentState>((set) => ({
  choice: undefined,
  reopened: false,
  hydrate: () => set({ choice: readChoice() }),
  choose(choice) {
    try {
      localStorage.setItem(KEY, choice);
    } catch {
      // Without storage the choice lasts for this page only.
    }
    set({ choice, reopened: false });
  },
  reopen: () => set({ reopened: true }),
}));
