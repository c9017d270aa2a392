import { describe, expect, it } from 'vitest';
import { calendarFeedParams, calendarFeedPath, webcalAddress, withoutCalendarSecret } from './calendar-feed';

const SECRET = 'a'.repeat(40) + '_-Z';

describe('a calendar address', () => {
  it('takes a secret of 32 bytes in base64url and nothing else', () => {
    expect(calendarFeedParams.safeParse({ token: SECRET }).success).toBe(true);
    for (const token of ['court', `${SECRET}a`, `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`]) expect(calendarFeedParams.safeParse({ token }).success).toBe(false);
  });

  it('never shows its secret in a logged address', () => {
    expect(withoutCalendarSecret(calendarFeedPath(SECRET))).toBe('/api/calendar/…/actions.ics');
    expect(withoutCalendarSecret(`/api/calendar/${SECRET}?x=1`)).toBe('/api/calendar/…?x=1');
    expect(withoutCalendarSecret('/api/contact')).toBe('/api/contact');
  });

  it('is offered to calendar applications as webcal:', () => {
    expect(webcalAddress(`https://agence.fr${calendarFeedPath(SECRET)}`)).toBe(`webcal://agence.fr/api/calendar/${SECRET}/actions.ics`);
    expect(webcalAddress('http://localhost:3000/x')).toBe('webcal://localhost:3000/x');
  });
});
