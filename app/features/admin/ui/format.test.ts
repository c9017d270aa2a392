import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatLongDate, formatRate, relativeDay } from './format';

describe('French formats of the back-office', () => {
  it('writes the first of a month as 1er', () => {
    expect(formatLongDate('2026-11-01T12:00:00')).toBe('1er novembre 2026');
    expect(formatLongDate('2026-11-02T12:00:00')).toBe('2 novembre 2026');
    expect(formatLongDate('2026-11-11T12:00:00')).toBe('11 novembre 2026');
  });

  it('shows every moment in Paris time, whatever the zone of the browser', () => {
    expect(formatDateTime('2026-12-04T17:30:00.000Z')).toBe('04/12/2026 18:30');
    expect(formatDateTime('2026-07-15T22:15:00.000Z')).toBe('16/07/2026 00:15');
    expect(formatLongDate('2026-10-31T23:30:00.000Z')).toBe('1er novembre 2026');
    expect(formatDateTime(null)).toBe('-');
  });

  it('counts days on the Paris calendar', () => {
    const now = new Date('2026-12-04T23:30:00.000Z'); // 00:30 on 5 December in Paris
    expect(relativeDay('2026-12-04T23:10:00.000Z', now)).toBe("Aujourd'hui");
    expect(relativeDay('2026-12-04T22:50:00.000Z', now)).toBe('Hier');
    expect(relativeDay('2026-12-01T12:00:00.000Z', now)).toBe('Il y a 4 jours');
    expect(relativeDay('2026-11-20T12:00:00.000Z', now)).toBe('20 novembre 2026');
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
