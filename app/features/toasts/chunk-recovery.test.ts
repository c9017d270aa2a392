import { describe, expect, it } from 'vitest';
import { cacheBustUrl, isChunkLoadError, nextChunkRecovery } from './chunk-recovery';

describe('chunk-load recovery', () => {
  it('recognises the browsers chunk errors only', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: /assets/a.js')).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError('TypeError: x is undefined')).toBe(false);
  });

  it('reloads, then busts the cache, then stops, and never on blog pages', () => {
    expect(nextChunkRecovery('/', null, 1000)).toBe('reload');
    expect(nextChunkRecovery('/', { attempts: 1, at: 1000 }, 2000)).toBe('cache-bust');
    expect(nextChunkRecovery('/', { attempts: 2, at: 1000 }, 2000)).toBe('give-up');
    expect(nextChunkRecovery('/', { attempts: 2, at: 1000 }, 70_000)).toBe('reload');
    expect(nextChunkRecovery('/blog/article', null, 0)).toBe('ignore');
  });

  it('adds a cache_bust parameter and keeps the rest', () => {
    expect(cacheBustUrl('http://h/contact?devis=true', 42)).toBe('http://h/contact?devis=true&cache_bust=42');
  });
});
