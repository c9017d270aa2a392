import { describe, expect, it } from 'vitest';
import { formatPercent, formatSignedPercent, formatWholePercent, percentChange, shareOf } from './percent';

describe('percentages written the French way', () => {
  it('writes a share with a no-break space before the sign', () => {
    expect(formatPercent(0.125)).toBe('12,5\u00a0%');
    expect(formatPercent(0)).toBe('0\u00a0%');
    expect(formatPercent(1 / 3)).toBe('33,3\u00a0%');
    expect(formatPercent(0.99999)).toBe('100\u00a0%');
    expect(formatPercent(null)).toBe('-');
    expect(formatPercent(Number.NaN)).toBe('-');
  });

  it('writes whole percents without a minus zero', () => {
    expect(formatWholePercent(1 / 3)).toBe('33\u00a0%');
    expect(formatWholePercent(0.4)).toBe('40\u00a0%');
    expect(formatWholePercent(-0.004)).toBe('0\u00a0%');
    expect(formatWholePercent(undefined)).toBe('-');
    expect(formatWholePercent(12.5)).toBe('1\u202f250\u00a0%');
    expect(formatWholePercent(-0.5)).toBe('-50\u00a0%');
  });

  it('shares a part of a whole, none of an empty whole', () => {
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(3, 0)).toBeNull();
  });

  it('measures a change in whole percents with its sign', () => {
    expect(percentChange(12, 10)).toBe(20);
    expect(percentChange(9, 10)).toBe(-10);
    expect(percentChange(1000, 1001)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
    expect(formatSignedPercent(20)).toBe('+20\u00a0%');
    expect(formatSignedPercent(-10)).toBe('-10\u00a0%');
    expect(formatSignedPercent(0)).toBe('0\u00a0%');
  });
});
