import { describe, expect, it } from 'vitest';
import { periodDays, statsPeriodSchema } from './tracking-link-stats';
import { hostAllowed, parseDestination, withCampaign } from './tracking-link-destination';
import { landingPath } from './tracking-links';

const link = { campaign: 'été', source: 'flyer', medium: '', trackingCode: 'salon-2026' };

describe('tracking-link destinations', () => {
  it.each([
    ['', { kind: 'home' }],
    ['/pricing?x=1', { kind: 'path', address: '/pricing?x=1' }],
    ['https://www.partenaire.fr/a?b=1', { kind: 'external', address: 'https://www.partenaire.fr/a?b=1', host: 'www.partenaire.fr' }],
  ])('reads %j', (text, expected) => expect(parseDestination(text)).toEqual(expected));

  it.each(['//evil.fr', '/\\evil.fr', '/a b', '/t/abc', '/t', 'http://a.fr', 'https://a.fr:8443/', 'https://u@a.fr/', 'ftp://a.fr', 'https://localhost/', 'pricing'])(
    'refuses %j',
    (text) => expect(parseDestination(text)).toBeNull(),
  );

  it('allows a listed domain and its subdomains only', () => {
    expect(hostAllowed('www.partenaire.fr', ['partenaire.fr'])).toBe(true);
    expect(hostAllowed('partenaire.fr', ['partenaire.fr'])).toBe(true);
    expect(hostAllowed('evilpartenaire.fr', ['partenaire.fr'])).toBe(false);
    expect(hostAllowed('partenaire.fr.evil.com', ['partenaire.fr'])).toBe(false);
  });

  it('merges the campaign once, keeps the query as written and the fragment last', () => {
    const campaign = new URLSearchParams({ utm_source: 'flyer', tc: 'abc' });
    expect(withCampaign('/contact?devis&utm_source=old&tc=x#form', campaign)).toBe('/contact?devis&utm_source=flyer&tc=abc#form');
    expect(withCampaign('/pricing', campaign)).toBe('/pricing?utm_source=flyer&tc=abc');
    expect(withCampaign('/a?utm%5Fsource=old&b=%zz', campaign)).toBe('/a?b=%zz&utm_source=flyer&tc=abc');
  });

  it('lands an external destination only while its domain is allowed', () => {
    const external = { ...link, destination: 'https://partenaire.fr/offre' };
    expect(landingPath(external, ['partenaire.fr'])).toBe('https://partenaire.fr/offre?utm_source=flyer&utm_campaign=%C3%A9t%C3%A9&tc=salon-2026');
    expect(landingPath(external, [])).toBe('/?utm_source=flyer&utm_campaign=%C3%A9t%C3%A9&tc=salon-2026');
  });
});

describe('statistics periods', () => {
  it('makes a 30-day period ending today by default, and bounds an open end', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const days = periodDays({}, now);
    expect(days).toHaveLength(30);
    expect([days[0], days.at(-1)]).toEqual(['2026-02-09', '2026-03-10']);
    expect(periodDays({ from: '2026-03-01', to: '2026-03-01' }, now)).toEqual(['2026-03-01']);
    expect(periodDays({ from: '2026-03-08' }, now)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(periodDays({ from: '2024-01-01' }, now)).toHaveLength(366);
    expect(statsPeriodSchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });
});
