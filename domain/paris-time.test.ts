import { describe, expect, it } from 'vitest';
import { parisClockTime, parisInstant } from './paris-time';

describe('the hour an instant shows in Paris', () => {
  it('follows winter and summer time', () => {
    expect(parisClockTime('2026-01-15T09:05:00.000Z')).toBe('10:05');
    expect(parisClockTime('2026-07-15T09:05:00.000Z')).toBe('11:05');
  });

  it('says midnight 00:00 and the last minute of the day 23:59', () => {
    expect(parisClockTime('2026-11-29T23:00:00.000Z')).toBe('00:00');
    expect(parisClockTime('2026-11-30T22:59:00.000Z')).toBe('23:59');
  });

  it('gives back the hour an instant was made from, across the change to summer time', () => {
    expect(parisClockTime(new Date(parisInstant(2026, 3, 29, 1, 30)).toISOString())).toBe('01:30');
    expect(parisClockTime(new Date(parisInstant(2026, 3, 29, 3, 30)).toISOString())).toBe('03:30');
  });
});
