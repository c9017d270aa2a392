import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRate } from './format';

describe('French formats of the back-office', () => {
  it('writes the first of a month as 1er', () => {
    expect(formatLongDate('2026-11-01T12:00:00')).toBe('1er novembre 2026');
    expect(formatLongDate('2026-11-02T12:00:00')).toBe('2 novembre 2026');
    expect(formatLongDate('2026-11-11T12:00:00')).toBe('11 novembre 2026');
  });

  it('writes transfer rates in French units', () => {
    expect(formatRate(0)).toBe('0 octet/s');
    expect(formatRate(512)).toBe('512 octets/s');
    expect(formatRate(1536)).toBe('1,50 Ko/s');
    expect(formatRate(3 * 1024 * 1024)).toBe('3,00 Mo/s');
    expect(formatRate(undefined)).toBe('-');
  });
});
