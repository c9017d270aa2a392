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
  add: (item: WishlistItem) => void;
  remove: (id: string) => void;
  clear: () => void;
  openPanel: () => void;
  /** Keeps the panel open while the visitor uses it. */
  holdPanel: () => void;
  closePanel: () => void;
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;
const cancelHide = () => {
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = undefined;
};

/** The wishlist, persisted under '{product}-wishlist'. An add shows the panel for 3 seconds. */
export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      panelOpen: false,
      add: (item) => {
        const result = addToWishlist(get().items, item);
        if (!result.added) return;
        cancelHide();
        set({ items: result.items, panelOpen: true });
        hideTimer = setTimeout(() => set({ panelOpen: false }), PANEL_VISIBLE_MS);
      },
      remove: (id) => set((state) => ({ items: removeFromList(state.items, id) })),
      clear: () => set({ items: [] }),
      openPanel: () => {
        cancelHide();
        set({ panelOpen: true });
      },
      holdPanel: cancelHide,
      closePanel: () => {
        cancelHide();
        set({ panelOpen: false });
      },
    }),
    { name: storageKeys.wishlist, storage: browserStorage, skipHydration: true, partialize: ({ items }) => ({ items }) },
  ),
);

/** For the header's « Sélection » shortcut: opens the wishlist panel until it is closed. */
export const openWishlistPanel = () => useWishlistStore.getState().openPanel();
