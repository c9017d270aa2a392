import { describe, expect, it } from 'vitest';
import { addDays, daysInPeriod, frenchDay, isCalendarDay } from './calendar-day';

describe('calendar days', () => {
  it('knows the days the calendar has', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
    expect(frenchDay('2026-12-15')).toBe('15/12/2026');
  });

  it('moves a day forward and back across months, years and a leap day', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
    expect(addDays('2026-01-01', -366)).toBe('2024-12-31');
  });

  it('counts the days of a period, both ends included', () => {
    expect(daysInPeriod('2026-03-29', '2026-03-29')).toBe(1);
    expect(daysInPeriod('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysInPeriod('2027-12-31', '2028-03-01')).toBe(62);
  });
});
