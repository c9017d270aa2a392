import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callbackMessages, callbackSchema } from './callback-schema';
import { messages } from './messages';
import { fieldErrorsOf } from './schema-helpers';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const valid = { name: 'Jean Dupont', phone: '06 12 34 56 78' };
const errorsOf = (input: unknown) => {
  const result = callbackSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('callbackSchema', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('accepts a name and a phone alone, with optional fields empty', () => {
    expect(callbackSchema.parse(valid)).toEqual({ ...valid, email: '', company: '', preferredTime: null });
  });

  it('turns a future slot into an ISO instant', () => {
    expect(callbackSchema.parse({ ...valid, preferredTime: '2026-03-11T14:30:00+01:00' }).preferredTime).toBe('2026-03-11T13:30:00.000Z');
  });

  it('refuses a missing name or phone with the required message', () => {
    expect(errorsOf({ phone: valid.phone })).toEqual({ name: messages.required });
    expect(errorsOf({ ...valid, phone: '  ' })).toEqual({ phone: messages.required });
  });

  it.each([
    ['name', { name: 'J' }, messages.nameMin],
    ['name', { name: 'Jean 2' }, messages.nameChars],
    ['phone', { phone: '12 34' }, messages.frenchPhone],
    ['email', { email: 'jean@' }, messages.email],
    ['email', { email: 'jean@yopmail.com' }, messages.throwawayEmail],
    ['company', { company: 'A' }, messages.companyMin],
    ['preferredTime', { preferredTime: 'demain' }, callbackMessages.preferredTimeInvalid],
    ['preferredTime', { preferredTime: '2026-03-10T08:59:00.000Z' }, callbackMessages.preferredTimePast],
    ['preferredTime', { preferredTime: '2026-03-10T09:00:00.000Z' }, callbackMessages.preferredTimePast],
    ['preferredTime', { preferredTime: '2026-05-10T09:00:00.000Z' }, callbackMessages.preferredTimeTooFar],
    ['preferredTime', { preferredTime: 12 }, callbackMessages.preferredTimeInvalid],
    // Outside the opening hours: a Saturday, 18 h and 8 h 59 in Paris, Easter Monday.
    ['preferredTime', { preferredTime: '2026-03-14T10:00:00.000Z' }, callbackMessages.preferredTimeClosed],
    ['preferredTime', { preferredTime: '2026-03-10T17:00:00.000Z' }, callbackMessages.preferredTimeClosed],
    ['preferredTime', { preferredTime: '2026-03-11T07:59:00.000Z' }, callbackMessages.preferredTimeClosed],
    ['preferredTime', { preferredTime: '2026-04-06T10:00:00.000Z' }, callbackMessages.preferredTimeClosed],
  ])('refuses a bad %s', (field, change, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message);
  });

  it('accepts a slot one minute ahead, from 9 h to 17 h 59 in Paris, and on the last open day of the horizon', () => {
    expect(callbackSchema.safeParse({ ...valid, preferredTime: '2026-03-10T09:01:00.000Z' }).success).toBe(true);
    expect(callbackSchema.safeParse({ ...valid, preferredTime: '2026-03-11T08:00:00.000Z' }).success).toBe(true);
    expect(callbackSchema.safeParse({ ...valid, preferredTime: '2026-03-11T16:59:00.000Z' }).success).toBe(true);
    // 8 May 2026 is a public holiday (Victoire 1945), 9 May a Saturday: Thursday 7 May at 17 h is the last one.
    expect(callbackSchema.safeParse({ ...valid, preferredTime: '2026-05-07T15:00:00.000Z' }).success).toBe(true);
  });
});
