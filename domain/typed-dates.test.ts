import { describe, expect, it } from 'vitest';
import { readTypedDay, readTypedTime, shownDay } from './typed-dates';

describe('days typed the French way', () => {
  it.each([
    ['15/12/2026', '2026-12-15'],
    ['6/1/2027', '2027-01-06'],
    ['06.01.2027', '2027-01-06'],
    ['06-01-2027', '2027-01-06'],
    [' 06 / 01 / 2027 ', '2027-01-06'],
    ['06012027', '2027-01-06'],
    ['2027-01-06', '2027-01-06'],
    ['29/02/2028', '2028-02-29'],
  ])('reads %s as %s', (typed, day) => {
    expect(readTypedDay(typed)).toBe(day);
  });

  it.each(['', '31/11/2026', '29/02/2026', '12/31/2026', '15/12', '15/12/202', 'demain', '2026-13-01', '1/1/20261'])('refuses %s', (typed) => {
    expect(readTypedDay(typed)).toBeNull();
  });

  it('reads a two-digit year once the field is left, not while the year is typed', () => {
    expect(readTypedDay('06/12/20')).toBeNull();
    expect(readTypedDay('06/12/26', { finished: true })).toBe('2026-12-06');
    expect(readTypedDay('061226', { finished: true })).toBe('2026-12-06');
  });

  it('shows a day as French writes it and anything else as typed', () => {
    expect(shownDay('2026-12-06')).toBe('06/12/2026');
    expect(shownDay('')).toBe('');
    expect(shownDay('32/12')).toBe('32/12');
  });
});

describe('hours typed the French way', () => {
  it.each([
    ['14:30', '14:30'],
    ['14h30', '14:30'],
    ['14 h 30', '14:30'],
    ['14H30', '14:30'],
    ['14.30', '14:30'],
    ['1430', '14:30'],
    ['930', '09:30'],
    ['9 h', '09:00'],
    ['9', '09:00'],
    ['0:05', '00:05'],
  ])('reads %s as %s', (typed, hour) => {
    expect(readTypedTime(typed)).toBe(hour);
  });

  it.each(['', '24:00', '12:60', '9h5', 'midi', '12:30:00'])('refuses %s', (typed) => {
    expect(readTypedTime(typed)).toBeNull();
  });
});
