import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicHolidayOn } from './public-holidays';

describe('French public holidays', () => {
  it('names the fixed days and the days that follow Easter', () => {
    expect(publicHolidayOn(2026, 12, 25)).toBe('Noël');
    expect(publicHolidayOn(2026, 11, 11)).toBe('Armistice');
    expect(publicHolidayOn(2027, 1, 1)).toBe('Jour de l\'an');
    // Easter 2027 is on 28 March: its Monday, Ascension 39 days after it, Pentecost's Monday 50 days after it.
    expect(publicHolidayOn(2027, 3, 29)).toBe('Lundi de Pâques');
    expect(publicHolidayOn(2027, 5, 6)).toBe('Ascension');
    expect(publicHolidayOn(2027, 5, 17)).toBe('Lundi de Pentecôte');
  });

  it('says nothing of a working day, nor of the two days of Alsace-Moselle', () => {
    expect(publicHolidayOn(2026, 12, 24)).toBeNull();
    expect(publicHolidayOn(2026, 12, 26)).toBeNull();
    expect(publicHolidayOn(2027, 3, 26)).toBeNull();
  });

  describe('in a time zone whose summer time ends on Easter Sunday 2026 (Sydney)', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
      vi.resetModules();
    });

    it('still finds Easter Monday on the Monday', async () => {
      process.env.TZ = 'Australia/Sydney';
      vi.resetModules();
      const { publicHolidayOn: inSydney } = await import('./public-holidays');
      expect(inSydney(2026, 4, 6)).toBe('Lundi de Pâques');
      expect(inSydney(2026, 4, 5)).toBeNull();
    });
  });
});
