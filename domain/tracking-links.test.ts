import { describe, expect, it } from 'vitest';
import { campaignOf, leadCampaignOf } from './tracking-links-attribution';
import { foldForSearch, landingPath, trackingLinkUrl } from './tracking-links';

describe('tracking links', () => {
  it('folds accents and capitals for search', () => {
    expect(foldForSearch('Café ÉLYSÉE Noël')).toBe('cafe elysee noel');
  });

  it('builds the short address from the public URL, with or without a trailing slash', () => {
    expect(trackingLinkUrl('https://www.exemple.fr/', 'abcd2345')).toBe('https://www.exemple.fr/t/abcd2345');
    expect(trackingLinkUrl('https://www.exemple.fr', 'abcd2345')).toBe('https://www.exemple.fr/t/abcd2345');
  });

  it('lands on the home page with the UTM parameters it has and always the code', () => {
    expect(landingPath({ source: 'flyer', medium: '', campaign: 'rentrée & co', trackingCode: 'abcd2345' })).toBe(
      '/?utm_source=flyer&utm_campaign=rentr%C3%A9e+%26+co&tc=abcd2345',
    );
  });

  it('reads a landing address back into the campaign the analytics keep, and nothing else', () => {
    expect(campaignOf('?utm_source=flyer&utm_campaign=rentr%C3%A9e+%26+co&tc=abcd2345&email=a%40b.fr')).toEqual({
      utm_source: 'flyer',
      utm_campaign: 'rentrée & co',
      tc: 'abcd2345',
    });
    expect(campaignOf('')).toEqual({});
    expect(campaignOf(`?utm_campaign=${'x'.repeat(300)}`).utm_campaign).toHaveLength(100);
  });

  it('reads the campaign a lead form sends, leaving out a code no tracking link can have', () => {
    expect(leadCampaignOf('?utm_source=flyer&utm_medium=print&utm_campaign=rentr%C3%A9e&tc=ABCD2345')).toEqual({
      source: 'flyer',
      medium: 'print',
      campaign: 'rentrée',
      code: 'abcd2345',
    });
    expect(leadCampaignOf('?utm_campaign=rentree&tc=pas%20un%20code')).toEqual({ source: '', medium: '', campaign: 'rentree', code: '' });
    expect(leadCampaignOf('?tc=a!')).toBeNull();
    expect(leadCampaignOf('?q=devis')).toBeNull();
  });
});
