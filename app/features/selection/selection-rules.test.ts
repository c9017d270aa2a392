import { describe, expect, it } from 'vitest';
import {
  addToSelection,
  addToWishlist,
  discountRate,
  estimatedDiscount,
  removeFromList,
  selectionCountLabel,
  shortenDescription,
  totalMonthly,
  type SelectedProduct,
  type WishlistItem,
} from './selection-rules';

const product = (id: string, description = 'Courte'): SelectedProduct => ({
  id,
  title: `Produit ${id}`,
  type: 'workflow',
  category: 'Ventes',
  description,
  price: 0,
  addedAt: '2026-01-01T00:00:00.000Z',
});

const wish = (id: string, monthlyRate: number): WishlistItem => ({
  id,
  title: `Solution ${id}`,
  type: 'solution',
  category: 'Finance',
  monthlyRate,
  icon: 'bot',
  description: '',
  features: [],
  isPremiumAssistant: false,
  isCustom: false,
  isN8nWorkflow: false,
  featured: false,
  addedAt: '2026-01-01T00:00:00.000Z',
});

describe('selection', () => {
  it('adds once and ignores a duplicate', () => {
    const one = addToSelection([], product('a'));
    expect(addToSelection(one, product('a'))).toEqual(one);
  });
  it('ignores an eleventh item', () => {
    let items: SelectedProduct[] = [];
    for (let i = 0; i < 11; i++) items = addToSelection(items, product(String(i)));
    expect(items.map((p) => p.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
  it('cuts the description to 100 characters plus an ellipsis', () => {
    const long = 'x'.repeat(150);
    expect(addToSelection([], product('a', long))[0]?.description).toBe(`${'x'.repeat(100)}...`);
    expect(shortenDescription('y'.repeat(100))).toBe('y'.repeat(100));
  });
  it('removes by id', () => {
    expect(removeFromList([product('a'), product('b')], 'a').map((p) => p.id)).toEqual(['b']);
  });
  it('says how many solutions are selected', () => {
    expect(selectionCountLabel(0)).toBe('Aucune sélection');
    expect(selectionCountLabel(1)).toBe('1 solution sélectionnée');
    expect(selectionCountLabel(4)).toBe('4 solutions sélectionnées');
  });
});

describe('wishlist', () => {
  it('ignores a duplicate and reports whether it added', () => {
    const first = addToWishlist([], wish('a', 100));
    expect(first.added).toBe(true);
    const again = addToWishlist(first.items, wish('a', 100));
    expect(again).toEqual({ items: first.items, added: false });
  });
  it('sums monthly rates and applies 0, 10 or 20 % of discount', () => {
    expect(discountRate(0)).toBe(0);
    expect(discountRate(1)).toBe(0);
    expect(discountRate(2)).toBe(0.1);
    expect(discountRate(3)).toBe(0.2);
    expect(discountRate(7)).toBe(0.2);
    expect(totalMonthly([wish('a', 580), wish('b', 570)])).toBe(1150);
    expect(estimatedDiscount([wish('a', 580)])).toBe(0);
    expect(estimatedDiscount([wish('a', 580), wish('b', 570)])).toBe(115);
    expect(estimatedDiscount([wish('a', 580), wish('b', 570), wish('c', 550)])).toBe(340);
  });
});
