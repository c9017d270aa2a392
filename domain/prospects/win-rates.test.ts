import { describe, expect, it } from 'vitest';
import { weightedPipeline, winRateLabel, winRateOf, winRateWindowStart } from './win-rates';

describe('measured win rates', () => {
  it('gives a rate from five decided deals, and says how far a stage is from one', () => {
    expect(winRateOf(1, 4)).toEqual({ won: 1, decided: 4, rate: null });
    expect(winRateOf(2, 5)).toEqual({ won: 2, decided: 5, rate: 0.4 });
    expect(winRateLabel(winRateOf(2, 5))).toBe('Taux de gain : 40 % (2/5)');
    expect(winRateLabel(winRateOf(1, 3))).toBe('Taux de gain : à mesurer (3 conclues)');
    expect(winRateLabel(winRateOf(0, 0))).toBe('Taux de gain : à mesurer (0 conclue)');
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
});
