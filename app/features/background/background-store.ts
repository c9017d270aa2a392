import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_BACKGROUND, type BackgroundType } from '../../../domain/backgrounds';
import { siteConfig } from '../../../domain/site-config';
import { browserStorage } from '../../ui/browser-storage';

/** Where an adopted ambiance is remembered; 'Rotation Auto' forgets it. */
const BACKGROUND_PREFERENCE_KEY = `${siteConfig.product}-background`;

interface BackgroundState {
  /** What is drawn: the visitor's adopted ambiance, else the site's (docs/decisions/0332-site-background.md). */
  type: BackgroundType;
  /** The ambiance last adopted, kept in the browser (back-office §2.17: persisted on apply). */
  adopted: BackgroundType | null;
  adopt(type: BackgroundType): void;
  /** The back-office's choice, drawn unless the visitor adopted another. */
  applySiteDefault(type: BackgroundType): void;
}

export const useBackground = create<BackgroundState>()(
  persist(
    (set) => ({
      type: DEFAULT_BACKGROUND,
      adopted: null,
      adopt: (type) => set({ type, adopted: type }),
      applySiteDefault: (type) => set((state) => (state.adopted ? {} : { type })),
    }),
    {
      name: BACKGROUND_PREFERENCE_KEY,
      storage: browserStorage,
      // Read after the first paint (animated-background.tsx), never during hydration of a pre-rendered page.
      skipHydration: true,
      partialize: ({ adopted }) => ({ adopted }),
      merge: (persisted, current) => {
        const adopted = (persisted as { adopted?: BackgroundType | null } | undefined)?.adopted ?? null;
        return adopted ? { ...current, adopted, type: adopted } : current;
      },
    },
  ),
);

export function resetBackgroundPreferences(): void {
  useBackground.persist.clearStorage();
  window.location.reload();
}
