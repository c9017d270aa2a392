import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../../domain/site-config';

const tab = new Map<string, string>();
beforeAll(() => {
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => tab.get(key) ?? null, setItem: (key: string, value: string) => void tab.set(key, value) });
});
afterAll(() => vi.unstubAllGlobals());

describe('visit memory', () => {
  it('remembers the pages, the start of the visit and the journeys shown across reloads, under the same keys', async () => {
    const visit = await import('./visit-store');
    visit.recordPage('/');
    visit.recordPage('/faq');
    visit.recordPage('/');
    expect(visit.visitStart(1000)).toBe(1000);
    visit.markJourneyShown('automatisation');

    // A reloaded page imports the module again and reads the tab's storage.
    vi.resetModules();
    const reloaded = await import('./visit-store');
    expect(reloaded.recordPage('/tarifs')).toEqual(['/', '/faq', '/tarifs']);
    expect(reloaded.visitStart(5000)).toBe(1000);
    expect(reloaded.journeyShown('automatisation')).toBe(true);
    expect(reloaded.journeyShown('autre')).toBe(false);
    expect([...tab.keys()].sort()).toEqual(['journeys', 'pages', 'start'].map((key) => `${siteConfig.product}-visit-${key}`));
  });
});
