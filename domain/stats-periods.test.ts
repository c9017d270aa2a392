import { describe, expect, it } from 'vitest';
import { PERIOD_PRESETS, periodInAddress, presetOf, presetPeriod, withPeriodInAddress } from './stats-periods';

const at = (iso: string) => Date.parse(iso);

describe('period presets', () => {
  const now = at('2026-03-15T10:00:00Z');

  it('covers the days each name says, today included', () => {
    expect(presetPeriod('today', now)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(presetPeriod('7d', now)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetPeriod('30d', now)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(presetPeriod('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetPeriod('last-month', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('12mo', now)).toEqual({ from: '2025-04-01', to: '2026-03-15' });
  });

  it('crosses the year in January and stays within the routes’ longest period', () => {
    const january = at('2028-01-31T22:59:00Z');
    expect(presetPeriod('last-month', january)).toEqual({ from: '2027-12-01', to: '2027-12-31' });
    expect(presetPeriod('12mo', january)).toEqual({ from: '2027-02-01', to: '2028-01-31' });
    expect(presetPeriod('12mo', at('2028-02-29T12:00:00Z'))).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('counts the days of Paris: at 00:30 there, the new day and the new month have begun though UTC is still on the last', () => {
    const april = at('2026-03-31T22:30:00Z');
    expect(presetPeriod('today', april)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetPeriod('month', april)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetPeriod('last-month', april)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetPeriod('7d', at('2026-01-14T23:30:00Z'))).toEqual({ from: '2026-01-09', to: '2026-01-15' });
  });

  it('recognises a preset from its days, and a period chosen day by day as none', () => {
    for (const preset of PERIOD_PRESETS) expect([preset, presetOf(presetPeriod(preset, now), now)]).toEqual([preset, preset]);
    expect(presetOf({ from: '2026-03-02', to: '2026-03-15' }, now)).toBeNull();
  });
});

describe("a view's period in the back-office's address", () => {
  const now = Date.parse('2026-03-15T10:00:00Z');
  const read = (query: string) => periodInAddress(new URLSearchParams(query), 'audience', now);

  it('names a preset, keeps two days chosen one by one, and writes nothing for the default period', () => {
    expect(withPeriodInAddress('?autre=1', 'audience', { from: '2026-03-09', to: '2026-03-15' }, now)).toBe('?autre=1&audience-period=7d');
    expect(withPeriodInAddress('?audience-period=7d', 'audience', { from: '2026-01-05', to: '2026-02-10' }, now)).toBe('?audience-from=2026-01-05&audience-to=2026-02-10');
    expect(withPeriodInAddress('?audience-from=2026-01-05&audience-to=2026-02-10', 'audience', { from: '2026-02-14', to: '2026-03-15' }, now)).toBe('');
  });

  it('reads a preset relative to today, two valid days as they are, and the default for anything else', () => {
    expect(read('audience-period=last-month')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(read('audience-from=2026-01-05&audience-to=2026-02-10')).toEqual({ from: '2026-01-05', to: '2026-02-10' });
    const defaultPeriod = { from: '2026-02-14', to: '2026-03-15' };
    expect(read('')).toEqual(defaultPeriod);
    expect(read('audience-period=hier')).toEqual(defaultPeriod);
    expect(read('audience-from=2026-02-10&audience-to=2026-01-05')).toEqual(defaultPeriod);
    expect(read('audience-from=2020-01-01&audience-to=2026-01-05')).toEqual(defaultPeriod);
    expect(read('audience-from=2026-01-05')).toEqual(defaultPeriod);
  });
});
