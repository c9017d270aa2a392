import { beforeAll, describe, expect, it, vi } from 'vitest';

const memory = new Map<string, string>();
beforeAll(() => {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  });
});

describe('favourites', () => {
  it('toggles an id in and out of the set and persists it', async () => {
    const { FAVORITES_KEY, useFavoritesStore } = await import('./favorites-store');
    const { toggle } = useFavoritesStore.getState();
    toggle('antoine-daf');
    toggle('wf-leads-crm');
    expect(useFavoritesStore.getState().ids).toEqual(['antoine-daf', 'wf-leads-crm']);
    toggle('antoine-daf');
    expect(useFavoritesStore.getState().ids).toEqual(['wf-leads-crm']);
    expect(FAVORITES_KEY).toBe('synapse-favorites');
    expect(JSON.parse(memory.get(FAVORITES_KEY)!).state).toEqual({ ids: ['wf-leads-crm'] });
  });
});
