import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { siteConfig } from '../../../domain/site-config';
import { browserStorage } from '../../ui/browser-storage';

/**
 * Whether this browser's visits stay out of the audience (Plausible's 'exclude your own visits';
 * docs/decisions/0387-exclude-own-visits.md). Set from the back-office, read by every event sent from the site.
 */
export const useOwnVisitsIgnored = create<{ ignored: boolean; setIgnored: (ignored: boolean) => void }>()(
  persist((set) => ({ ignored: false, setIgnored: (ignored) => set({ ignored }) }), {
    name: `${siteConfig.product}-ignore-my-visits`,
    storage: browserStorage,
    partialize: ({ ignored }) => ({ ignored }),
    // What the browser kept is outside input: only `true` ignores.
    merge: (stored, current) => ({ ...current, ignored: (stored as { ignored?: unknown } | undefined)?.ignored === true }),
  }),
);
