import { describe, expect, it } from 'vitest';
import { isSnoozeReturn, snoozeChoices, snoozeDateText, snoozeSchema } from './inbox-snooze';

describe('inbox snooze', () => {
  it('offers tomorrow, next Monday and a week later at 9 h in Paris', () => {
    // Thursday 26 November 2026, 15:00 in Paris (UTC+1).
    const choices = snoozeChoices(Date.parse('2026-11-26T14:00:00Z'));
    expect(choices.map((choice) => [choice.label, choice.until])).toEqual([
      ['Demain, 9 h', '2026-11-27T08:00:00.000Z'],
      ['Lundi prochain, 9 h', '2026-11-30T08:00:00.000Z'],
      ['Dans une semaine, 9 h', '2026-12-03T08:00:00.000Z'],
    ]);
  });

  it('takes a Monday to the next one and keeps 9 h across the change to summer time', () => {
    // Monday 23 March 2026, 10:00 in Paris; summer time starts on Sunday 29 March.
    const [, monday, week] = snoozeChoices(Date.parse('2026-03-23T09:00:00Z'));
    expect(monday?.until).toBe('2026-03-30T07:00:00.000Z');
    expect(week?.until).toBe('2026-03-30T07:00:00.000Z');
  });

  it('accepts a return to come within the year, in any offset, and stores it in UTC', () => {
    const now = Date.now();
    const tomorrow = new Date(now + 86_400_000).toISOString();
    expect(snoozeSchema.parse({ until: tomorrow })).toEqual({ until: tomorrow });
    expect(snoozeSchema.parse({ until: null })).toEqual({ until: null });
    const inOffset = new Date(now + 2 * 86_400_000);
    const withOffset = `${inOffset.toISOString().slice(0, 19)}+00:00`;
    expect(snoozeSchema.parse({ until: withOffset }).until).toBe(`${inOffset.toISOString().slice(0, 19)}.000Z`);
  });

  it.each([['past', new Date(Date.now() - 60_000).toISOString()], ['beyond a year', new Date(Date.now() + 400 * 86_400_000).toISOString()], ['not a date', 'demain'], ['a number', 12]])(
    'refuses a return %s in French',
    (_, until) => {
      const result = snoozeSchema.safeParse({ until });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Choisissez un retour à venir, dans les 365 jours');
    },
  );

  it('reads a return as a French date in Paris time', () => {
    expect(snoozeDateText('2026-11-30T08:00:00.000Z')).toBe('lundi 30 novembre à 09:00');
    expect(isSnoozeReturn('2026-11-30T08:00:00.000Z', Date.parse('2026-11-26T14:00:00Z'))).toBe(true);
  });
});
