import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storageKeys } from '../../../domain/site-config';
import { browserStorage } from './browser-storage';
import { addToSelection, removeFromList, type SelectedProduct } from './selection-rules';

interface SelectionState {
  items: SelectedProduct[];
  add: (product: SelectedProduct) => void;
  remove: (id: string) => void;
  toggle: (product: SelectedProduct) => void;
  clear: () => void;
}

/** The selection, persisted under 'selectedProducts'. Hydrated after mount (see StoreHydration). */
export const useSelectionStore = create<SelectionState>()(
  persist(
    (set) => ({
      items: [],
      add: (product) => set((state) => ({ items: addToSelection(state.items, product) })),
      remove: (id) => set((state) => ({ items: removeFromList(state.items, id) })),
      toggle: (product) =>
        set((state) => ({
          items: state.items.some((p) => p.id === product.id)
            ? removeFromList(state.items, product.id)
            : addToSelection(state.items, product),
        })),
      clear: () => set({ items: [] }),
    }),
    { name: storageKeys.selection, storage: browserStorage, skipHydration: true, partialize: ({ items }) => ({ items }) },
  ),
);
