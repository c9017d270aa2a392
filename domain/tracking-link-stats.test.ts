import { describe, expect, it } from 'vitest';
import { comparedUntil, periodDays, previousDays, previousPeriodLabel } from './tracking-link-stats';

describe('the period a period is compared with (0570, 0572)', () => {
  it('stops today’s comparison at the same hour of the matching day before', () => {
    // 10:42 in Paris (winter time).
    const now = new Date('2026-12-07T09:42:00.000Z');
    expect(comparedUntil(['2026-12-07'], now)).toBe('2026-12-06T09:42:00.000Z');
    const month = periodDays({}, now);
    expect(previousDays(month)).toHaveLength(30);
    expect(comparedUntil(month, now)).toBe('2026-11-07T09:42:00.000Z');
    // To the minute, as it is shown.
    expect(comparedUntil(['2026-12-07'], new Date('2026-12-07T09:42:59.999Z'))).toBe('2026-12-06T09:42:00.000Z');
    // A period that ends later than today is under way too.
    expect(comparedUntil(['2026-12-07', '2026-12-08'], now)).toBe('2026-12-05T09:42:00.000Z');
  });

  it('compares a period over with the whole of the days before', () => {
    expect(comparedUntil(['2026-12-05', '2026-12-06'], new Date('2026-12-07T09:42:00.000Z'))).toBeNull();
    expect(comparedUntil(['2026-12-08'], new Date('2026-12-07T09:42:00.000Z'))).toBeNull();
  });

  it('counts the hours gone by when the clocks change between the two days', () => {
    // 03:30 in Paris the day the clocks went forward (2 h 30 after midnight) against 02:30 the day before.
    expect(comparedUntil(['2026-03-29'], new Date('2026-03-29T01:30:00.000Z'))).toBe('2026-03-28T01:30:00.000Z');
    // 23:30 the night the clocks went back (24 h 30 after midnight): the whole day before, no further.
    expect(comparedUntil(['2026-10-25'], new Date('2026-10-25T22:30:00.000Z'))).toBe('2026-10-24T22:00:00.000Z');
  });

  it('says the period before in words', () => {
    const day = (value: string) => `${value.slice(8, 10)}/${value.slice(5, 7)}`;
    expect(previousPeriodLabel({ from: '2026-10-08', to: '2026-11-06', until: null }, day)).toBe('du 08/10 au 06/11');
    expect(previousPeriodLabel({ from: '2026-12-06', to: '2026-12-06', until: '2026-12-06T09:42:00.000Z' }, day)).toBe('le 06/12 jusqu’à 10:42');
    expect(previousPeriodLabel({ from: '2026-11-07', to: '2026-12-06', until: '2026-12-06T09:42:00.000Z' }, day)).toBe('du 07/11 au 06/12 jusqu’à 10:42');
  });
});
