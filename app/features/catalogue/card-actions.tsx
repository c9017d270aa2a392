import { createContext, useContext, type ReactNode } from 'react';
import type { CatalogueItem } from '../../../domain/catalogue/catalogue-item';

/**
 * The page passes in the « add to selection » control, so the catalogue does not
 * depend on the selection feature (features do not import each other).
 */
export const AddButtonContext = createContext<(item: CatalogueItem) => ReactNode>(() => null);

export function AddButton({ item }: { item: CatalogueItem }) {
  return useContext(AddButtonContext)(item);
}
