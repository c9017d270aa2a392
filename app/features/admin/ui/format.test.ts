import { describe, expect, it } from 'vitest';
import { formatBytes, formatLongDate, formatRate } from './format';

describe('French formats of the back-office', () => {
  it('writes the first of a month as 1er', () => {
    expect(formatLongDate('2026-11-01T12:00:00')).toBe('1er novembre 2026');
    expect(formatLongDate('2026-11-02T12:00:00')).toBe('2 novembre 2026');
    expect(formatLongDate('2026-11-11T12:00:00')).toBe('11 novembre 2026');
  });

  it('writes sizes in French units, base 1024, the figure kept with its unit', () => {
    expect(formatBytes(0)).toBe('0\u00a0octet');
    expect(formatBytes(1)).toBe('1\u00a0octet');
    expect(formatBytes(820)).toBe('820\u00a0octets');
    expect(formatBytes(1536)).toBe('1,5\u00a0Ko');
    expect(formatBytes(12 * 1024)).toBe('12\u00a0Ko');
    expect(formatBytes(544_768)).toBe('532\u00a0Ko');
    expect(formatBytes(164.1 * 1024 ** 2)).toBe('164\u00a0Mo');
    expect(formatBytes(16.44 * 1024 ** 2)).toBe('16,4\u00a0Mo');
    expect(formatBytes(2.56 * 1024 ** 3)).toBe('2,56\u00a0Go');
    expect(formatBytes(5 * 1024 ** 4)).toBe('5\u00a0To');
    expect(formatBytes(null)).toBe('-');
    expect(formatBytes(Number.NaN)).toBe('-');
  });

  it('writes transfer rates in the same units', () => {
    expect(formatRate(0)).toBe('0\u00a0octet/s');
    expect(formatRate(512)).toBe('512\u00a0octets/s');
    expect(formatRate(1536)).toBe('1,5\u00a0Ko/s');
    expect(formatRate(3 * 1024 * 1024)).toBe('3\u00a0Mo/s');
    expect(formatRate(undefined)).toBe('-');
  });

});
