import { describe, expect, it } from 'vitest';
import { audienceFilterOf, withAudienceFilter } from './site-audience';

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
