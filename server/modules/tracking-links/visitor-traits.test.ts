import { describe, expect, it } from 'vitest';
import { deviceOf } from '../../../domain/analytics/device';
import { referrerHostOf } from './visitor-traits';

describe('visitor traits', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X710) Chrome/126.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0', 'desktop'],
  ])('reads %s as %s', (agent, device) => expect(deviceOf(agent)).toBe(device));


  it('keeps the referring host only, none for the site itself or an unreadable address', () => {
    expect(referrerHostOf('https://www.linkedin.com/feed/?q=secret', 'site.fr')).toBe('www.linkedin.com');
    expect(referrerHostOf('https://site.fr/pricing', 'site.fr')).toBeNull();
    expect(referrerHostOf('pas une adresse', 'site.fr')).toBeNull();
    expect(referrerHostOf(undefined, 'site.fr')).toBeNull();
  });
});
