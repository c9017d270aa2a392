import { describe, expect, it } from 'vitest';
import { calendarDayFormat, frenchDateFormat } from './french-dates';

describe('dates written the French way', () => {
  it('writes the first of a month as 1er wherever the month is a word', () => {
    const longDay = calendarDayFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    expect(longDay('2026-12-01')).toBe('mardi 1er décembre 2026');
    expect(longDay('2026-12-02')).toBe('mercredi 2 décembre 2026');
    expect(longDay('2026-12-11')).toBe('vendredi 11 décembre 2026');
    const slot = frenchDateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });
    expect(slot(new Date('2026-12-01T13:30:00Z'))).toBe('mardi 1er décembre 2026 à 14:30');
    const short = frenchDateFormat({ timeZone: 'Europe/Paris', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
    expect(short(new Date('2026-12-01T08:00:00Z'))).toMatch(/^mar\. 1er déc\./);
  });

  it('leaves a day written in figures as it is', () => {
    const figures = frenchDateFormat({ timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });
    expect(figures(new Date('2026-12-01T12:00:00Z'))).toBe('01/12/2026');
    const numeric = frenchDateFormat({ timeZone: 'UTC', day: 'numeric', month: 'numeric' });
    expect(numeric(new Date('2026-12-01T12:00:00Z'))).not.toContain('1er');
  });

  it('reads a calendar day in the same way on any machine', () => {
    const day = calendarDayFormat({ day: 'numeric', month: 'long' });
    expect(day('2027-01-01')).toBe('1er janvier');
    expect(day('2026-12-31')).toBe('31 décembre');
  });
});
