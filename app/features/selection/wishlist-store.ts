import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storageKeys } from '../../../domain/site-config';
import { browserStorage } from '../../ui/browser-storage';
import { addToWishlist, removeFromList, type WishlistItem } from './selection-rules';

export const PANEL_VISIBLE_MS = 3000;

interface WishlistState {
  items: WishlistItem[];
  /** The floating wishlist panel; not persisted. */
  panelOpen: boolean;
  /** Opened by an add: the panel closes itself PANEL_VISIBLE_MS after it is drawn, unless the visitor uses it. */
  panelClosesAlone: boolean;
  /** Counts the adds, so that each one shows the panel for the whole delay again. */
  panelAdds: number;
  add: (item: WishlistItem) => void;
  remove: (id: string) => void;
  clear: () => void;
  openPanel: () => void;
  /** Keeps the panel open while the visitor uses it. */
  holdPanel: () => void;
  closePanel: () => void;
}

/**
 * The wishlist, persisted under '{product}-wishlist'. An add opens the panel for 3 seconds; the panel counts them
 * from when it is drawn, since on a slow phone the page's widgets may be drawn after the add.
 */
export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      panelOpen: false,
      panelClosesAlone: false,
      panelAdds: 0,
      add: (item) => {
        const result = addToWishlist(get().items, item);
        if (!result.added) return;
        set((state) => ({ items: result.items, panelOpen: true, panelClosesAlone: true, panelAdds: state.panelAdds + 1 }));
      },
      remove: (id) => set((state) => ({ items: removeFromList(state.items, id) })),
      clear: () => set({ items: [] }),
      openPanel: () => set({ panelOpen: true, panelClosesAlone: false }),
      holdPanel: () => set({ panelClosesAlone: false }),
      closePanel: () => set({ panelOpen: false, panelClosesAlone: false }),
    }),
    { name: storageKeys.wishlist, storage: browserStorage, skipHydration: true, partialize: ({ items }) => ({ items }) },
  ),
);

/** For the header's « Sélection » shortcut: opens the wishlist panel until it is closed. */
export const openWishlistPanel = () => useWishlistStore.getState().openPanel();
