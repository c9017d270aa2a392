import { cardLimits } from '../../../domain/catalogue/limits';

/** A product in the selection (browser storage key 'selectedProducts'). */
export interface SelectedProduct {
  id: string;
  title: string;
  type: string;
  category: string;
  description: string;
  price: number;
  addedAt: string;
}

/** An entry of the wishlist shown in the panel and on the contact page. */
export interface WishlistItem {
  id: string;
  title: string;
  type: 'n8n-workflow' | 'workflow' | 'solution';
  category: string;
  monthlyRate: number;
  icon: string;
  description: string;
  features: string[];
  isPremiumAssistant: boolean;
  isCustom: boolean;
  isN8nWorkflow: boolean;
  featured: boolean;
  addedAt: string;
}

export const SELECTION_CAP = cardLimits.selection;
const DESCRIPTION_MAX = 100;

export function shortenDescription(text: string): string {
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX)}...` : text;
}

export function isFull(items: readonly { id: string }[]): boolean {
  return items.length >= SELECTION_CAP;
}

/** Adds the product unless it is already there or the selection holds ten items. */
export function addToSelection(items: readonly SelectedProduct[], product: SelectedProduct): SelectedProduct[] {
  if (items.some((p) => p.id === product.id) || isFull(items)) return [...items];
  return [...items, { ...product, description: shortenDescription(product.description) }];
}

export function removeFromList<T extends { id: string }>(items: readonly T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

/** The wishlist has no cap; a duplicate is ignored. */
export function addToWishlist(items: readonly WishlistItem[], item: WishlistItem): { items: WishlistItem[]; added: boolean } {
  if (items.some((i) => i.id === item.id)) return { items: [...items], added: false };
  return { items: [...items, item], added: true };
}

export function totalMonthly(items: readonly Pick<WishlistItem, 'monthlyRate'>[]): number {
  return items.reduce((sum, item) => sum + item.monthlyRate, 0);
}

/** Estimated discount: 10 % of the monthly total for two items, 20 % for three or more. */
export function discountRate(count: number): number {
  if (count >= 3) return 0.2;
  if (count === 2) return 0.1;
  return 0;
}

export function estimatedDiscount(items: readonly Pick<WishlistItem, 'monthlyRate'>[]): number {
  return Math.round(totalMonthly(items) * discountRate(items.length));
}

export function selectionCountLabel(count: number): string {
  if (count === 0) return 'Aucune sélection';
  return count === 1 ? '1 solution sélectionnée' : `${count} solutions sélectionnées`;
}
