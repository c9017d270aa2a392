import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const tab = new Map<string, string>();
let refuseWrites = false;

beforeEach(() => {
  tab.clear();
  refuseWrites = false;
  vi.resetModules();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => tab.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuseWrites) throw new DOMException('Quota dépassé', 'QuotaExceededError');
      tab.set(key, value);
    },
    removeItem: (key: string) => void tab.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A fresh import is what a reloaded page sees: the stores hydrate again from the tab's storage. */
const reload = async () => (await import('./browser-storage')).tabMemory;
const numbers = (stored: unknown) => (Array.isArray(stored) && stored.every((n) => typeof n === 'number') ? stored : undefined);

describe('tab memory', () => {
  it('stores a value under its own key and reads it back after a reload', async () => {
    const first = (await reload())<number[]>('essai', [], numbers);
    expect(first.write([1, 2])).toBe(true);
    expect(JSON.parse(tab.get('essai')!)).toEqual({ state: { value: [1, 2] }, version: 0 });

    const again = (await reload())<number[]>('essai', [], numbers);
    expect(again.read()).toEqual([1, 2]);
  });

  it('starts from the initial value when what the tab kept is not acceptable', async () => {
    tab.set('essai', JSON.stringify({ state: { value: ['pas un nombre'] }, version: 0 }));
    expect((await reload())<number[]>('essai', [7], numbers).read()).toEqual([7]);
    tab.set('essai', '{illisible');
    expect((await reload())<number[]>('essai', [7], numbers).read()).toEqual([7]);
  });

  it('keeps a refused write for this page and says it will not outlive it', async () => {
    refuseWrites = true;
    const memory = (await reload())<number[]>('essai', [], numbers);
    expect(memory.write([3])).toBe(false);
    expect(memory.read()).toEqual([3]);
    expect(tab.has('essai')).toBe(false);
  });
});
