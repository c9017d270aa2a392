import { describe, expect, it } from 'vitest';
import { callbackSlotDays, callbackSlotGroups, CALLBACK_SLOT_DAYS, CHOSEN_SLOT_HEADING } from './callback-slots';
import { isOpenAt } from './response-promises';
import { callbackSchema } from './validation/callback-schema';

const labels = (day: { slots: { label: string }[] }) => day.slots.map((slot) => slot.label);

describe('callbackSlotDays', () => {
  it('offers every half hour from 9 h to 17 h 30, Paris time, on the next ten open days', () => {
    // Monday 7 December 2026, 8 h in Paris.
    const days = callbackSlotDays(new Date('2026-12-07T07:00:00Z'));
    expect(days).toHaveLength(CALLBACK_SLOT_DAYS);
    expect(days.map((day) => day.day)).toEqual([
      '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11',
      '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18',
    ]);
    expect(days[0]!.label).toBe('aujourd’hui, lundi 7 décembre');
    expect(days[1]!.label).toBe('demain, mardi 8 décembre');
    expect(days[2]!.label).toBe('mercredi 9 décembre');
    expect(labels(days[0]!)).toHaveLength(18);
    expect(labels(days[0]!).slice(0, 3)).toEqual(['9\u00a0h', '9\u00a0h\u00a030', '10\u00a0h']);
    expect(labels(days[0]!).at(-1)).toBe('17\u00a0h\u00a030');
    // Winter: Paris is an hour ahead of UTC.
    expect(days[0]!.slots[0]!.value).toBe('2026-12-07T08:00:00.000Z');
  });

  it('reads the hours in Paris in summer too', () => {
    // Monday 6 July 2026, 7 h in Paris.
    const [today] = callbackSlotDays(new Date('2026-07-06T05:00:00Z'));
    expect(today!.slots[0]).toEqual({ value: '2026-07-06T07:00:00.000Z', label: '9\u00a0h' });
  });

  it('leaves an hour to read the request: a day whose last slot is too near starts the list the next day', () => {
    // Monday 7 December 2026, 14 h 10 in Paris: the first slot is 15 h 30.
    const [today] = callbackSlotDays(new Date('2026-12-07T13:10:00Z'));
    expect(labels(today!)[0]).toBe('15\u00a0h\u00a030');
    // 16 h 45: 17 h 30 is less than an hour away.
    const [first] = callbackSlotDays(new Date('2026-12-07T15:45:00Z'));
    expect(first!.label).toBe('demain, mardi 8 décembre');
    expect(first!.slots).toHaveLength(18);
  });

  it('leaves out weekends, public holidays and the agency’s closures', () => {
    // Thursday 24 December 2026: Christmas is closed, then the weekend.
    const around = callbackSlotDays(new Date('2026-12-24T07:00:00Z'), [], 3).map((day) => day.day);
    expect(around).toEqual(['2026-12-24', '2026-12-28', '2026-12-29']);
    const closed = callbackSlotDays(new Date('2026-12-07T07:00:00Z'), [{ from: '2026-12-08', to: '2026-12-10', label: '' }], 3).map((day) => day.day);
    expect(closed).toEqual(['2026-12-07', '2026-12-11', '2026-12-14']);
  });

  it('offers only slots the callback schema accepts', () => {
    const now = new Date();
    const slots = callbackSlotDays(now).flatMap((day) => day.slots);
    expect(slots.length).toBeGreaterThan(100);
    for (const slot of slots) {
      expect(isOpenAt(new Date(slot.value))).toBe(true);
      const parsed = callbackSchema.shape.preferredTime.safeParse(slot.value);
      expect(parsed.success && parsed.data).toBe(slot.value);
    }
  });
});

describe('callbackSlotGroups', () => {
  // Monday 7 December 2026, 8 h in Paris.
  const days = callbackSlotDays(new Date('2026-12-07T07:00:00Z'), [], 2);

  it('gives each day its slots, and nothing more for no choice or a listed one', () => {
    const groups = callbackSlotGroups(days, '');
    expect(groups.map((group) => group.label)).toEqual(['aujourd’hui, lundi 7 décembre', 'demain, mardi 8 décembre']);
    expect(groups[0]!.options).toBe(days[0]!.slots);
    expect(callbackSlotGroups(days, days[1]!.slots[3]!.value)).toEqual(groups);
    expect(callbackSlotGroups(days, 'pas une date')).toEqual(groups);
  });

  it('shows first a chosen slot the list no longer holds, in Paris time, as French writes it', () => {
    // Friday 4 December, 9 h 30 in Paris: chosen on an earlier visit, or passed while the form was open.
    const groups = callbackSlotGroups(days, '2026-12-04T08:30:00.000Z');
    expect(groups[0]).toEqual({ label: CHOSEN_SLOT_HEADING, options: [{ value: '2026-12-04T08:30:00.000Z', label: 'vendredi 4 décembre, 9\u00a0h\u00a030' }] });
    expect(groups.slice(1).map((group) => group.label)).toEqual(['aujourd’hui, lundi 7 décembre', 'demain, mardi 8 décembre']);
    expect(callbackSlotGroups(days, '2026-12-01T09:00:00.000Z')[0]!.options[0]!.label).toBe('mardi 1er décembre, 10\u00a0h');
  });
});
