import { describe, expect, it } from 'vitest';
import { followUpDay, followUpLabel, prospectEmailMessages, prospectEmailSchema } from './prospect-emails';

describe('the follow-up an e-mail to a prospect plans', () => {
  it('falls that many days later in Paris, a weekend moved to the Monday after', () => {
    // Friday 27 November 2026, 10 h in Paris.
    const friday = Date.parse('2026-11-27T09:00:00Z');
    expect(followUpDay(3, friday)).toBe('2026-11-30');
    expect(followUpDay(1, friday)).toBe('2026-11-30'); // Saturday → Monday
    expect(followUpDay(2, friday)).toBe('2026-11-30'); // Sunday → Monday
    expect(followUpDay(7, friday)).toBe('2026-12-04');
    // 23 h 30 in UTC is already Saturday in Paris: three days after is Tuesday.
    expect(followUpDay(3, Date.parse('2026-11-27T23:30:00Z'))).toBe('2026-12-01');
  });

  it('moves a follow-up that falls on a public holiday to the next day the agency opens (0491)', () => {
    const monday = Date.parse('2026-12-21T09:00:00Z');
    expect(followUpDay(3, monday)).toBe('2026-12-24');
    // Friday 25 December is Noël, then the weekend: Monday 28.
    expect(followUpDay(4, monday)).toBe('2026-12-28');
    // Wednesday 11 November is the Armistice: Thursday 12.
    expect(followUpDay(2, Date.parse('2026-11-09T09:00:00Z'))).toBe('2026-11-12');
  });

  it('names the e-mail in the next action, within the label’s 120 characters', () => {
    expect(followUpLabel('Votre devis')).toBe('Relancer après l’e-mail « Votre devis »');
    expect(followUpLabel('x'.repeat(200)).length).toBeLessThanOrEqual(120);
  });

  it.each([0, 91, 2.5, '3', null])('refuses a follow-up in %s days in French', (days) => {
    const parsed = prospectEmailSchema.safeParse({ subject: 'Objet', message: 'Bonjour', follow_up_days: days });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(prospectEmailMessages.followUpDays);
  });
});
