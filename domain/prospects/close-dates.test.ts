import { describe, expect, it } from 'vitest';
import { closeDateMessages, closeDateSchema, forecastMonthLabel, forecastMonths, isCloseOverdue, parseCsvDay } from './close-dates';
import { monthStart } from '../calendar-day';

describe('expected close dates', () => {
  it('takes a calendar day, and an empty field or null as none', () => {
    expect(closeDateSchema.parse('2026-12-15')).toBe('2026-12-15');
    expect(closeDateSchema.parse('')).toBeNull();
    expect(closeDateSchema.parse(null)).toBeNull();
    for (const day of ['2026-02-30', '2026-13-01', '15/12/2026', 'demain', 20261215]) {
      expect(closeDateSchema.safeParse(day).error?.issues[0]?.message, String(day)).toBe(closeDateMessages.invalid);
    }
  });

  it('counts the forecast in months from the current one, across a new year', () => {
    expect(monthStart('2026-11-27')).toBe('2026-11-01');
    expect(monthStart('2026-11-27', 2)).toBe('2027-01-01');
    expect(forecastMonths('2026-11-27')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(forecastMonths('2026-11-27').map((month) => forecastMonthLabel(month, '2026-11-27'))).toEqual(['ce mois-ci', 'en décembre', 'en janvier 2027']);
  });

  it('calls a close overdue once its day has passed, on open deals only', () => {
    expect(isCloseOverdue({ statut: 'Qualifié', expected_close_at: '2026-11-26' }, '2026-11-27')).toBe(true);
    expect(isCloseOverdue({ statut: 'Qualifié', expected_close_at: '2026-11-27' }, '2026-11-27')).toBe(false);
    expect(isCloseOverdue({ statut: 'Client', expected_close_at: '2026-11-01' }, '2026-11-27')).toBe(false);
    expect(isCloseOverdue({ statut: 'Lead', expected_close_at: null }, '2026-11-27')).toBe(false);
  });
});

describe('expected close dates in a CSV cell', () => {
  it('reads the French way and the ISO way, a blank cell as none, and leaves anything else for the schema', () => {
    expect(parseCsvDay('15/12/2026')).toBe('2026-12-15');
    expect(parseCsvDay(' 1/2/2027 ')).toBe('2027-02-01');
    expect(parseCsvDay('2026-12-15')).toBe('2026-12-15');
    expect(parseCsvDay('')).toBeNull();
    expect(parseCsvDay('fin décembre')).toBe('fin décembre');
    expect(closeDateSchema.safeParse(parseCsvDay('31/02/2030')).success).toBe(false);
  });
});
