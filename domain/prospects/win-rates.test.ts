import { describe, expect, it } from 'vitest';
import { salesCycleLabel, salesCycleOf, weightedPipeline, winRateFigure, winRateLabel, winRateOf, winRateWindowStart } from './win-rates';

describe('measured win rates', () => {
  it('gives a rate from five decided deals, and says how far a stage is from one', () => {
    expect(winRateOf(1, 4)).toEqual({ won: 1, decided: 4, rate: null });
    expect(winRateOf(2, 5)).toEqual({ won: 2, decided: 5, rate: 0.4 });
    expect(winRateLabel(winRateOf(2, 5))).toBe('Taux de gain : 40\u00a0% (2/5)');
    expect(winRateLabel(winRateOf(1, 3))).toBe('Taux de gain : à mesurer (3/5)');
    expect(winRateLabel(winRateOf(0, 0))).toBe('Taux de gain : à mesurer (0/5)');
    expect(winRateFigure(winRateOf(3, 9))).toBe('33\u00a0% (3/9)');
  });

  it('weights each open column by its rate and keeps apart the value of the stages without one', () => {
    const columns = [
      { statut: 'Lead', value: 10_000, winRate: winRateOf(1, 10) },
      { statut: 'Qualifié', value: 3_333, winRate: winRateOf(1, 6) },
      { statut: 'RDV planifié', value: 8_000, winRate: winRateOf(2, 4) },
      { statut: 'Client', value: 50_000, winRate: null },
      { statut: 'Inactif', value: 7_000, winRate: null },
    ];
    // 10 000 × 0.1 + 3 333 × 1/6 = 1 555.5, rounded; 'RDV planifié' has no rate; closed columns count nowhere.
    expect(weightedPipeline(columns)).toEqual({ weighted: 1_556, unmeasured: 8_000 });
    expect(weightedPipeline([])).toEqual({ weighted: 0, unmeasured: 0 });
  });

  it('counts the deals decided in the last 365 days', () => {
    expect(winRateWindowStart(new Date('2026-11-29T10:00:00.000Z'))).toBe('2025-11-29T10:00:00.000Z');
  });

  it('gives the median days from a deal added to its win, from five won deals', () => {
    const won = (added: string, wonOn: string) => ({ addedAt: `${added}T10:00:00.000Z`, wonAt: `${wonOn}T16:00:00.000Z` });
    const four = [won('2026-01-01', '2026-01-11'), won('2026-02-01', '2026-02-03'), won('2026-03-01', '2026-04-30'), won('2026-05-01', '2026-05-01')];
    expect(salesCycleOf(four)).toEqual({ won: 4, medianDays: null });
    expect(salesCycleLabel(salesCycleOf(four))).toBe('à mesurer (4 affaires gagnées)');
    // 0.25, 2.25, 10.25, 20.25, 60.25 days: the median is the middle one.
    const five = [...four, won('2026-06-01', '2026-06-21')];
    expect(salesCycleOf(five)).toEqual({ won: 5, medianDays: 10 });
    expect(salesCycleLabel(salesCycleOf(five))).toBe('10 jours (5 affaires gagnées)');
    // An even count takes the mean of the two middle ones: (10.25 + 20.25) / 2.
    expect(salesCycleOf([...five, won('2026-07-01', '2026-09-01')]).medianDays).toBe(15);
    expect(salesCycleLabel({ won: 1, medianDays: null })).toBe('à mesurer (1 affaire gagnée)');
    expect(salesCycleLabel({ won: 7, medianDays: 1 })).toBe('1 jour (7 affaires gagnées)');
  });
});
