import { describe, expect, it } from 'vitest';
import { decisionDelayOf, isProfessionalEmail, leadBandOf, leadPriorityOf, leadScore } from './lead-score';

/** A lead worth 0 points except what each test sets. */
const base = { companySize: '', urgency: '', budget: '', sector: 'Autre', timeSpentManual: '', email: 'a@gmail.com' };
const score = (change: Partial<typeof base>, tools = 0) => leadScore({ ...base, ...change } as never, tools);

describe('leadScore', () => {
  it('is 0 for a lead with nothing that scores', () => expect(score({})).toBe(0));

  it.each([
    ['1', 5],
    ['2-5', 15],
    ['6-15', 25],
    ['16-50', 35],
    ['51-200', 40],
    ['200+', 38],
  ])('gives team size %s %i points', (companySize, points) => expect(score({ companySize })).toBe(points));

  it.each([
    ['Urgent', 30],
    ['Rapide', 25],
    ['Normal', 15],
    ['Planifié', 8],
    ['Exploratoire', 3],
  ])('gives urgency %s %i points', (urgency, points) => expect(score({ urgency })).toBe(points));

  it.each([
    ['limité', 5],
    ['standard', 12],
    ['confortable', 18],
    ['important', 25],
    ['premium', 25],
    ['à définir', 10],
  ])('gives budget %s %i points', (budget, points) => expect(score({ budget })).toBe(points));

  it.each([
    [0, 0],
    [1, 2],
    [6, 12],
    [7, 14],
    [8, 15],
    [20, 15],
  ])('gives %i detected tools %i points (2 each, capped at 15)', (tools, points) => expect(score({}, tools)).toBe(points));

  it.each([
    ['Consulting & Services', 10],
    ['Finance & Comptabilité', 10],
    ['Technologie & IT', 10],
    ['E-commerce & Retail', 0],
    ['Autre', 0],
  ])('gives sector %s %i points', (sector, points) => expect(score({ sector })).toBe(points));

  it.each([
    ['<5h', 3],
    ['5-15h', 8],
    ['15-30h', 15],
    ['>30h', 15],
    ['impossible', 5],
  ])('gives manual time %s %i points', (timeSpentManual, points) => expect(score({ timeSpentManual })).toBe(points));

  it('adds 5 for a professional address, not for a webmail', () => {
    expect(score({ email: 'marie@atelier-lumen.fr' })).toBe(5);
    for (const email of ['a@gmail.com', 'a@hotmail.fr', 'a@orange.fr', 'a@yahoo.fr']) expect(score({ email })).toBe(0);
    expect(isProfessionalEmail('MARIE@Atelier-Lumen.FR')).toBe(true);
  });

  it('adds every part together', () => {
    // 35 + 25 + 12 + 12 + 10 + 8 + 5 = 107
    expect(leadScore({ companySize: '16-50', urgency: 'Rapide', budget: 'standard', sector: 'Technologie & IT', timeSpentManual: '5-15h', email: 'a@lumen.fr' }, 6)).toBe(107);
  });

  it('caps the score at 130', () => {
    // 40 + 30 + 25 + 15 + 10 + 15 + 5 = 140
    expect(leadScore({ companySize: '51-200', urgency: 'Urgent', budget: 'premium', sector: 'Consulting & Services', timeSpentManual: '>30h', email: 'a@lumen.fr' }, 10)).toBe(130);
  });
});

describe('lead bands', () => {
  it.each([
    [0, 'STANDARD'],
    [69, 'STANDARD'],
    [70, 'WARM'],
    [99, 'WARM'],
    [100, 'HOT'],
    [130, 'HOT'],
  ])('puts %i in %s', (value, band) => expect(leadBandOf(value).id).toBe(band));

  it('describes each band', () => {
    expect(leadBandOf(100)).toMatchObject({ contactDelay: 'Contact par un expert sous 2h', vip: true, conversionRate: 85, contractRange: '15K-50K€' });
    expect(leadBandOf(70)).toMatchObject({ contactDelay: 'Contact sous 24h', vip: false, conversionRate: 65, contractRange: '5K-15K€' });
    expect(leadBandOf(69)).toMatchObject({ contactDelay: 'Contact sous 48h ou dans la semaine', vip: false, conversionRate: 35, contractRange: '2K-8K€' });
  });

  it('sends a high-priority e-mail from 100', () => {
    expect(leadPriorityOf(99)).toBe('normal');
    expect(leadPriorityOf(100)).toBe('high');
  });

  it('estimates the decision delay from the urgency', () => {
    expect(decisionDelayOf('Urgent')).toBe('1-2 semaines');
    expect(decisionDelayOf('Rapide')).toBe('2-4 semaines');
    for (const urgency of ['Normal', 'Planifié', 'Exploratoire']) expect(decisionDelayOf(urgency)).toBe('1-3 mois');
  });
});
