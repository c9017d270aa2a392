import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueItems } from '../../../domain/catalogue/catalogue-items';
import { storageKeys } from '../../../domain/site-config';

const memory = new Map<string, string>();
beforeAll(() => {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  });
});

const load = async () => {
  const { addCatalogueItem, clearSelection, removeSelected } = await import('./add-to-selection');
  const { useSelectionStore } = await import('./selection-store');
  const { useWishlistStore, PANEL_VISIBLE_MS } = await import('./wishlist-store');
  return { addCatalogueItem, clearSelection, removeSelected, useSelectionStore, useWishlistStore, PANEL_VISIBLE_MS };
};

afterEach(async () => {
  (await load()).clearSelection();
  vi.useRealTimers();
});

describe('selection and wishlist stores', () => {
  it('adds an item to both lists and persists them under their keys', async () => {
    const s = await load();
    const premium = catalogueItems.find((i) => i.id === 'antoine-daf')!;
    expect(s.addCatalogueItem(premium)).toBe(true);
    expect(s.addCatalogueItem(premium)).toBe(false);
    expect(s.useSelectionStore.getState().items.map((p) => p.id)).toEqual(['antoine-daf']);
    expect(s.useWishlistStore.getState().items[0]).toMatchObject({ id: 'antoine-daf', monthlyRate: 580, type: 'solution', isPremiumAssistant: true });
    expect(JSON.parse(memory.get(storageKeys.selection)!).state.items).toHaveLength(1);
    expect(JSON.parse(memory.get(storageKeys.wishlist)!).state).toEqual({ items: s.useWishlistStore.getState().items });
  });

  it('stops at ten items', async () => {
    const s = await load();
    const added = catalogueItems.slice(0, 11).map((item) => s.addCatalogueItem(item));
    expect(added.filter(Boolean)).toHaveLength(10);
    expect(s.useSelectionStore.getState().items).toHaveLength(10);
    expect(s.useWishlistStore.getState().items).toHaveLength(10);
  });

  it('gives workflows a zero monthly rate and the n8n type', async () => {
    const s = await load();
    s.addCatalogueItem(catalogueItems.find((i) => i.id === 'wf-leads-crm')!);
    expect(s.useWishlistStore.getState().items[0]).toMatchObject({ type: 'n8n-workflow', monthlyRate: 0 });
  });

  it('opens the wishlist panel on each add to close by itself, and keeps it open once used or opened from the menu', async () => {
    const s = await load();
    const before = s.useWishlistStore.getState().panelAdds;
    s.addCatalogueItem(catalogueItems[0]!);
    expect(s.useWishlistStore.getState()).toMatchObject({ panelOpen: true, panelClosesAlone: true, panelAdds: before + 1 });
    s.addCatalogueItem(catalogueItems[1]!);
    expect(s.useWishlistStore.getState().panelAdds).toBe(before + 2);
    s.useWishlistStore.getState().holdPanel();
    expect(s.useWishlistStore.getState()).toMatchObject({ panelOpen: true, panelClosesAlone: false });
    s.useWishlistStore.getState().closePanel();
    expect(s.useWishlistStore.getState().panelOpen).toBe(false);
    s.useWishlistStore.getState().openPanel();
    expect(s.useWishlistStore.getState()).toMatchObject({ panelOpen: true, panelClosesAlone: false });
  });

  it('toggles, removes from both lists and clears', async () => {
    const s = await load();
    s.addCatalogueItem(catalogueItems[0]!);
    s.addCatalogueItem(catalogueItems[1]!);
    s.removeSelected(catalogueItems[0]!.id);
    expect(s.useSelectionStore.getState().items.map((p) => p.id)).toEqual([catalogueItems[1]!.id]);
    expect(s.useWishlistStore.getState().items.map((p) => p.id)).toEqual([catalogueItems[1]!.id]);
    const product = s.useSelectionStore.getState().items[0]!;
    s.useSelectionStore.getState().toggle(product);
    expect(s.useSelectionStore.getState().items).toEqual([]);
    s.useSelectionStore.getState().toggle(product);
    expect(s.useSelectionStore.getState().items).toHaveLength(1);
    s.clearSelection();
    expect(s.useSelectionStore.getState().items).toEqual([]);
    expect(s.useWishlistStore.getState().items).toEqual([]);
  });

  it('reads the stored lists back on rehydration', async () => {
    const s = await load();
    s.addCatalogueItem(catalogueItems[2]!);
    const stored = memory.get(storageKeys.selection)!;
    s.useSelectionStore.setState({ items: [] });
    memory.set(storageKeys.selection, stored);
    await s.useSelectionStore.persist.rehydrate();
    expect(s.useSelectionStore.getState().items.map((p) => p.id)).toEqual([catalogueItems[2]!.id]);
  });
});
