import { describe, expect, it } from 'vitest';
import { parisClockTime, parisDayHours, parisInstant, parisLocalInstantOrNull, parisLocalValue, parisMonthStart } from './paris-time';

describe('the hour an instant shows in Paris', () => {
  it('follows winter and summer time', () => {
    expect(parisClockTime('2026-01-15T09:05:00.000Z')).toBe('10:05');
    expect(parisClockTime('2026-07-15T09:05:00.000Z')).toBe('11:05');
  });

  it('says midnight 00:00 and the last minute of the day 23:59', () => {
    expect(parisClockTime('2026-11-29T23:00:00.000Z')).toBe('00:00');
    expect(parisClockTime('2026-11-30T22:59:00.000Z')).toBe('23:59');
  });

  it('gives back the hour an instant was made from, across the change to summer time', () => {
    expect(parisClockTime(new Date(parisInstant(2026, 3, 29, 1, 30)).toISOString())).toBe('01:30');
    expect(parisClockTime(new Date(parisInstant(2026, 3, 29, 3, 30)).toISOString())).toBe('03:30');
  });
});

describe('a datetime-local field in Paris time', () => {
  it('shows an instant as a Paris day and hour, winter and summer', () => {
    expect(parisLocalValue('2026-12-04T17:30:00.000Z')).toBe('2026-12-04T18:30');
    expect(parisLocalValue('2026-07-15T22:15:00.000Z')).toBe('2026-07-16T00:15');
    expect(parisLocalValue(null)).toBe('');
    expect(parisLocalValue('pas une date')).toBe('');
  });

  it('reads what was typed as Paris time, and nothing else', () => {
    expect(parisLocalInstantOrNull('2026-12-04T18:30')).toBe('2026-12-04T17:30:00.000Z');
    expect(parisLocalInstantOrNull('2026-07-16T00:15')).toBe('2026-07-15T22:15:00.000Z');
    expect(parisLocalInstantOrNull('')).toBeNull();
    expect(parisLocalInstantOrNull('demain')).toBeNull();
  });

  it('gives back the value it was made from', () => {
    for (const value of ['2026-03-29T03:30', '2026-10-25T12:00', '2027-01-01T00:00']) expect(parisLocalValue(parisLocalInstantOrNull(value))).toBe(value);
  });
});

describe('the instant a Paris month begins', () => {
  it('is midnight in Paris on the first, in winter and in summer', () => {
    expect(parisMonthStart('2026-12-04')).toBe('2026-11-30T23:00:00.000Z');
    expect(parisMonthStart('2026-07-31')).toBe('2026-06-30T22:00:00.000Z');
    expect(parisMonthStart('2027-01-01')).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe('the hours of a Paris day', () => {
  it('counts 24 hours from midnight in Paris on an ordinary day', () => {
    const hours = parisDayHours('2026-12-07');
    expect(hours).toHaveLength(24);
    expect(hours[0]).toEqual({ hour: '00:00', starts: '2026-12-06T23:00:00.000Z' });
    expect(hours[23]).toEqual({ hour: '23:00', starts: '2026-12-07T22:00:00.000Z' });
  });

  it('counts 23 hours the night summer time begins, 2 a.m. never shown', () => {
    const hours = parisDayHours('2026-03-29');
    expect(hours).toHaveLength(23);
    expect(hours.map((hour) => hour.hour).slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
  });

  it('counts 25 hours the night summer time ends, 2 a.m. shown twice an hour apart', () => {
    const hours = parisDayHours('2026-10-25');
    expect(hours).toHaveLength(25);
    expect(hours.slice(2, 5)).toEqual([
      { hour: '02:00', starts: '2026-10-25T00:00:00.000Z' },
      { hour: '02:00', starts: '2026-10-25T01:00:00.000Z' },
      { hour: '03:00', starts: '2026-10-25T02:00:00.000Z' },
    ]);
  });
});
