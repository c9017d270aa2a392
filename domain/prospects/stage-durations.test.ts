import { describe, expect, it } from 'vitest';
import { noStageDuration, stageDurationLabel, stageDurationsOf } from './stage-durations';

const day = (n: number) => new Date(Date.UTC(2026, 9, 1) + n * 86_400_000).toISOString();
const stay = (stage: string, from: number, to: number) => ({ stage, enteredAt: day(from), leftAt: day(to) });

describe('time in stage', () => {
  it('gives each stage the median of its stays from five of them, in whole days', () => {
    const durations = stageDurationsOf([
      stay('Lead', 0, 10),
      stay('Lead', 0, 2),
      stay('Lead', 0, 1),
      stay('Lead', 0, 30),
      stay('Qualifié', 10, 12),
      stay('Lead', 0, 4),
      stay('Lead', 3, 8),
    ]);
    // 1, 2, 4, 5, 10, 30: (4 + 5) / 2 rounds to 5.
    expect(durations.get('Lead')).toEqual({ stays: 6, medianDays: 5 });
    expect(durations.get('Qualifié')).toEqual({ stays: 1, medianDays: null });
    expect(durations.has('RDV planifié')).toBe(false);
  });

  it('counts a stay ended before it began (clocks apart) as none, and skips unreadable instants', () => {
    const durations = stageDurationsOf([
      ...Array.from({ length: 4 }, () => stay('Lead', 5, 5.2)),
      stay('Lead', 5, 4),
      { stage: 'Lead', enteredAt: 'inconnu', leftAt: day(1) },
    ]);
    expect(durations.get('Lead')).toEqual({ stays: 5, medianDays: 0 });
  });

  it('says the median and the stays, or how many of the five needed are there', () => {
    expect(stageDurationLabel({ stays: 8, medianDays: 12 })).toBe('Durée : 12 j (8 passages)');
    expect(stageDurationLabel({ stays: 5, medianDays: 1 })).toBe('Durée : 1 j (5 passages)');
    expect(stageDurationLabel({ stays: 6, medianDays: 0 })).toBe('Durée : < 1 j (6 passages)');
    expect(stageDurationLabel({ stays: 2, medianDays: null })).toBe('Durée : à mesurer (2/5)');
    expect(stageDurationLabel(noStageDuration)).toBe('Durée : à mesurer (0/5)');
  });
});
