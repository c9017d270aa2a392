import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storageKeys } from '../../../domain/site-config';
import { browserStorage } from '../../ui/browser-storage';
import { reportedChange } from './report-selection';
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
      add: (product) => set((state) => reportedChange(state.items, addToSelection(state.items, product), 'add', product)),
      remove: (id) =>
        set((state) => reportedChange(state.items, removeFromList(state.items, id), 'remove', state.items.find((p) => p.id === id))),
      toggle: (product) =>
        set((state) =>
          state.items.some((p) => p.id === product.id)
            ? reportedChange(state.items, removeFromList(state.items, product.id), 'remove', product)
            : reportedChange(state.items, addToSelection(state.items, product), 'add', product),
        ),
      clear: () => set((state) => reportedChange(state.items, [], 'clear')),
    }),
    { name: storageKeys.selection, storage: browserStorage, skipHydration: true, partialize: ({ items }) => ({ items }) },
  ),
);
