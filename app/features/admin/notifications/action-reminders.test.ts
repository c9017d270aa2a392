import { describe, expect, it } from 'vitest';
import type { MyDayItem } from '../../../../domain/api/my-day-answers';
import { reminderKey, remindersDue } from './action-reminders';

const TODAY = '2026-12-01';
const item = (id: number, time: string | null, kind: MyDayItem['kind'] = 'action', day = TODAY): MyDayItem => ({ kind, id, time, day, what: 'Appeler', person: 'Marie Curie', phone: '' });
const at = (hour: number, minute: number) => hour * 60 + minute;

describe('the reminders of the day', () => {
  const day = [item(1, null), item(2, '09:00'), item(3, '09:10', 'callback'), item(4, '09:11'), item(5, '08:59')];

  it('recalls what comes within ten minutes, not the whole day’s, not what has passed nor what comes later', () => {
    expect(remindersDue(day, TODAY, at(9, 0), []).map((due) => due.id)).toEqual([2, 3]);
    expect(remindersDue(day, TODAY, at(9, 1), []).map((due) => due.id)).toEqual([3, 4]);
    expect(remindersDue(day, TODAY, at(8, 40), []).map((due) => due.id)).toEqual([]);
  });

  it('recalls each once per hour it is given, again when moved to another', () => {
    expect(remindersDue(day, TODAY, at(9, 0), [reminderKey(item(2, '09:00'))]).map((due) => due.id)).toEqual([3]);
    expect(remindersDue([item(2, '09:05')], TODAY, at(9, 0), [reminderKey(item(2, '09:00'))]).map((due) => due.id)).toEqual([2]);
    expect(reminderKey(item(3, '09:10', 'callback'))).not.toBe(reminderKey(item(3, '09:10')));
  });

  it('does not recall a callback whose slot was missed on an earlier day at that day’s hour (0486)', () => {
    expect(remindersDue([item(6, '09:05', 'callback', '2026-11-30'), item(7, '09:05', 'callback')], TODAY, at(9, 0), []).map((due) => due.id)).toEqual([7]);
  });
});
