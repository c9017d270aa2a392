import { create } from 'zustand';
import { DEFAULT_BACKGROUND, type BackgroundType } from '../../../domain/backgrounds';
import { siteConfig } from '../../../domain/site-config';

/** Where an adopted ambiance is remembered; 'Rotation Auto' forgets it. */
export const BACKGROUND_PREFERENCE_KEY = `${siteConfig.product}-background`;

interface BackgroundState {
  /** Every load starts on cognitive-nodes, whatever was adopted before (public-site §1). */
  type: BackgroundType;
  adopt(type: BackgroundType): void;
}

export const useBackground = create<BackgroundState>((set) => ({
  type: DEFAULT_BACKGROUND,
  adopt: (type) => {
    try {
      localStorage.setItem(BACKGROUND_PREFERENCE_KEY, type);
    } catch {
      // Private browsing: the choice still applies to this visit.
    }
    set({ type });
  },
}));

export function resetBackgroundPreferences(): void {
  try {
    localStorage.removeItem(BACKGROUND_PREFERENCE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  window.location.reload();
}
