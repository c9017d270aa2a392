import { describe, expect, it } from 'vitest';
import { audienceFilterOf, audiencePeriodOf, withAudienceFilter, withAudiencePeriod } from './site-audience';

describe("the audience's filters in the back-office's address", () => {
  it('reads the filters an address carries and leaves out those it cannot read', () => {
    const params = new URLSearchParams('audience-page=/contact&audience-device=mobile&audience-source=fax&audience-referrer=Blog.Exemple.fr&autre=1');
    expect(audienceFilterOf(params)).toEqual({ page: '/contact', device: 'mobile', referrer: 'blog.exemple.fr' });
    expect(audienceFilterOf(new URLSearchParams(''))).toEqual({});
  });

  it('writes the filters into the query, keeping its other parameters, and removes those taken off', () => {
    expect(withAudienceFilter('?autre=1', { campaign: 'salon-2026', page: '/contact' })).toBe('?autre=1&audience-page=%2Fcontact&audience-campaign=salon-2026');
    expect(withAudienceFilter('?audience-page=%2Fcontact&autre=1', {})).toBe('?autre=1');
    expect(withAudienceFilter('?audience-page=%2Fcontact', {})).toBe('');
  });
});

describe("the audience's period in the back-office's address", () => {
  const now = Date.parse('2026-03-15T10:00:00Z');
  const read = (query: string) => audiencePeriodOf(new URLSearchParams(query), now);

  it('names a preset, keeps two days chosen one by one, and writes nothing for the default period', () => {
    expect(withAudiencePeriod('?autre=1', { from: '2026-03-09', to: '2026-03-15' }, now)).toBe('?autre=1&audience-period=7d');
    expect(withAudiencePeriod('?audience-period=7d', { from: '2026-01-05', to: '2026-02-10' }, now)).toBe('?audience-from=2026-01-05&audience-to=2026-02-10');
    expect(withAudiencePeriod('?audience-from=2026-01-05&audience-to=2026-02-10', { from: '2026-02-14', to: '2026-03-15' }, now)).toBe('');
  });

  it('reads a preset relative to today, two valid days as they are, and the default for anything else', () => {
    expect(read('audience-period=last-month')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(read('audience-from=2026-01-05&audience-to=2026-02-10')).toEqual({ from: '2026-01-05', to: '2026-02-10' });
    const defaultPeriod = { from: '2026-02-14', to: '2026-03-15' };
    expect(read('')).toEqual(defaultPeriod);
    expect(read('audience-period=hier')).toEqual(defaultPeriod);
    expect(read('audience-from=2026-02-10&audience-to=2026-01-05')).toEqual(defaultPeriod);
    expect(read('audience-from=2020-01-01&audience-to=2026-01-05')).toEqual(defaultPeriod);
    expect(read('audience-from=2026-01-05')).toEqual(defaultPeriod);
  });
});
