import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_BACKGROUND, type BackgroundType } from '../../../domain/backgrounds';
import { siteConfig } from '../../../domain/site-config';
import { browserStorage } from '../../ui/browser-storage';

/** Where an adopted ambiance is remembered; 'Rotation Auto' forgets it. */
const BACKGROUND_PREFERENCE_KEY = `${siteConfig.product}-background`;

interface BackgroundState {
  /** Every load starts on cognitive-nodes, whatever was adopted before (public-site §1). */
  type: BackgroundType;
  /** The ambiance last adopted, kept in the browser (back-office §2.17: persisted on apply). */
  adopted: BackgroundType | null;
  adopt(type: BackgroundType): void;
}

export const useBackground = create<BackgroundState>()(
  persist(
    (set) => ({
      type: DEFAULT_BACKGROUND,
      adopted: null,
      adopt: (type) => set({ type, adopted: type }),
    }),
    {
      name: BACKGROUND_PREFERENCE_KEY,
      storage: browserStorage,
      skipHydration: true,
      partialize: ({ adopted }) => ({ adopted }),
    },
  ),
);

export function resetBackgroundPreferences(): void {
  useBackground.persist.clearStorage();
  window.location.reload();
}
