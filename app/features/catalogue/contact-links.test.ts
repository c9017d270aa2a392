import { describe, expect, it } from 'vitest';
import { catalogueItems } from '../../../domain/catalogue/catalogue-items';
import { contactLinks } from './contact-links';

const item = catalogueItems.find((i) => i.id === 'lea-dm')!;
const params = (href: string) => {
  const url = new URL(href, 'http://site');
  expect(url.pathname).toBe('/contact');
  return Object.fromEntries(url.searchParams);
};

describe('card contact links', () => {
  it('carries the solution name and a prefilled message for the free quote', () => {
    expect(params(contactLinks.freeQuote(item))).toEqual({
      solution: 'Léa Moreau',
      message: 'Bonjour, je souhaite recevoir un devis gratuit pour Léa Moreau (Directrice marketing IA).',
    });
  });
  it('uses type=demo, type=trial and devis for the other buttons', () => {
    expect(params(contactLinks.demo(item))).toEqual({ type: 'demo', solution: 'Léa Moreau' });
    expect(params(contactLinks.trial(item))).toEqual({ type: 'trial', solution: 'Léa Moreau' });
    expect(params(contactLinks.requestQuote(item))).toEqual({ devis: 'true', solution: 'Léa Moreau' });
  });
});
