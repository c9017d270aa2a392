import type { CatalogueItem } from '../../../domain/catalogue/catalogue-item';
import type { SelectedProduct, WishlistItem } from './selection-rules';
import { isFull } from './selection-rules';
import { useSelectionStore } from './selection-store';
import { useWishlistStore } from './wishlist-store';

function wishlistType(item: CatalogueItem): WishlistItem['type'] {
  if (item.kind !== 'workflow') return 'solution';
  return item.isN8nWorkflow ? 'n8n-workflow' : 'workflow';
}

function toSelectedProduct(item: CatalogueItem, addedAt: string): SelectedProduct {
  return { id: item.id, title: item.name, type: item.kind, category: item.category, description: item.description, price: item.monthlyRate, addedAt };
}

function toWishlistItem(item: CatalogueItem, addedAt: string): WishlistItem {
  return {
    id: item.id,
    title: item.name,
    type: wishlistType(item),
    category: item.category,
    monthlyRate: item.kind === 'assistant' ? item.monthlyRate : 0,
    icon: item.icon,
    description: item.description,
    features: item.skills,
    isPremiumAssistant: item.isPremium,
    isCustom: item.isCustom,
    isN8nWorkflow: item.isN8nWorkflow,
    featured: item.featured,
    addedAt,
  };
}

/** One « Ajouter à la sélection » click: the item joins the selection (cap 10) and the wishlist. */
export function addCatalogueItem(item: CatalogueItem): boolean {
  const selection = useSelectionStore.getState();
  if (selection.items.some((p) => p.id === item.id) || isFull(selection.items)) return false;
  const addedAt = new Date().toISOString();
  selection.add(toSelectedProduct(item, addedAt));
  useWishlistStore.getState().add(toWishlistItem(item, addedAt));
  return true;
}

export function removeSelected(id: string): void {
  useSelectionStore.getState().remove(id);
  useWishlistStore.getState().remove(id);
}

export function clearSelection(): void {
  useSelectionStore.getState().clear();
  useWishlistStore.getState().clear();
}
