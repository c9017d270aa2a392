import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeRedirectLoop, detectRedirectLoop, recordVisit, type Visit } from './redirect-loop';

const visits = (urls: string[], stepMs: number, start = 1_000_000): Visit[] =>
  urls.reduce<Visit[]>((history, url, index) => recordVisit(history, url, start + index * stepMs), []);

describe('redirect-loop detection', () => {
  it('finds 7 identical URLs within 10 s, not 6', () => {
    expect(detectRedirectLoop(visits(Array(6).fill('/contact'), 1000))).toBeNull();
    expect(detectRedirectLoop(visits(Array(7).fill('/contact'), 1000))).toEqual({ kind: 'identical', url: '/contact', count: 7 });
  });

  it('forgets visits older than 10 s', () => {
    // 7 loads 2 s apart span 12 s: only 6 fall inside the window of the last one.
    expect(detectRedirectLoop(visits(Array(7).fill('/contact'), 2000))).toBeNull();
    expect(visits(Array(7).fill('/'), 2000)).toHaveLength(6);
  });

  it('finds an alternating path pattern, whatever the query strings', () => {
    const loop = detectRedirectLoop(visits(['/a', '/b?x=1', '/a', '/b?x=2', '/a', '/b?x=3'], 300));
    expect(loop).toEqual({ kind: 'alternating', paths: ['/a', '/b'], count: 6 });
    expect(describeRedirectLoop(loop!)).toBe('Boucle de redirection détectée : aller-retour entre /a et /b (6 chargements en 10 s)');
  });

  it('does not take ordinary browsing for a loop', () => {
    expect(detectRedirectLoop(visits(['/a', '/b', '/a', '/b', '/a'], 300))).toBeNull();
    expect(detectRedirectLoop(visits(['/a', '/b', '/c', '/a', '/b', '/c'], 300))).toBeNull();
    expect(detectRedirectLoop(visits(['/a', '/b', '/a', '/b', '/a', '/c'], 300))).toBeNull();
    expect(detectRedirectLoop([])).toBeNull();
  });

  it('never reports a loop for visits at least 10 s apart, whatever the URLs', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/', '/a', '/b'), { maxLength: 40 }), fc.integer({ min: 10_001, max: 60_000 }), (urls, step) => {
        expect(detectRedirectLoop(visits(urls, step))).toBeNull();
      }),
    );
  });

  it('always reports 7 identical URLs within 10 s', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.integer({ min: 0, max: 1666 }), (url, step) => {
        expect(detectRedirectLoop(visits(Array(7).fill(url || '/'), step))?.kind).toBe('identical');
      }),
    );
  });
});
