import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { siteConfig } from '../../../domain/site-config';
import { browserStorage } from '../../ui/browser-storage';

/** Storage key of the favourites: the spec names none, so it follows the '{product}-' prefix of the wishlist. */
export const FAVORITES_KEY = `${siteConfig.product}-favorites`;

interface FavoritesState {
  ids: string[];
  toggle: (id: string) => void;
}

export const useFavoritesStore = create<FavoritesState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (id) => set((state) => ({ ids: state.ids.includes(id) ? state.ids.filter((x) => x !== id) : [...state.ids, id] })),
    }),
    {
      name: FAVORITES_KEY,
      storage: browserStorage,
      skipHydration: true,
      partialize: ({ ids }) => ({ ids }),
    },
  ),
);
