import { useEffect } from 'react';
import { useSelectionStore } from './selection-store';
import { useWishlistStore } from './wishlist-store';

/**
 * Reads the stored selection and wishlist once the page is mounted: the pre-rendered HTML and
 * the first client render both show the empty state, so hydration never mismatches.
 */
export function StoreHydration() {
  useEffect(() => {
    void useSelectionStore.persist.rehydrate();
    void useWishlistStore.persist.rehydrate();
  }, []);
  return null;
}
