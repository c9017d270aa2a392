import { describe, expect, it } from 'vitest';
import {
  addWorkingMinutes,
  formatElapsed,
  formatWorkingDuration,
  isOpenDay,
  isOpenDayKey,
  closedDaysBefore,
  leadPromise,
  leadResponseDueAt,
  nextOpeningAfter,
  responseDueAt,
  responseLabel,
  responseState,
  responseTimes,
  responseTimesByPerson,
  workingMinutesBetween,
  type PromisedRequest,
} from './response-promises';

// 2026-11-26 is a Thursday; Paris is at UTC+1 in winter, UTC+2 in summer.
const at = (iso: string) => new Date(iso);

describe('opening hours', () => {
  it('adds working minutes inside a day', () => {
    expect(addWorkingMinutes(at('2026-11-26T09:00:00Z'), 120).toISOString()).toBe('2026-11-26T11:00:00.000Z');
  });

  it('carries what is left over to the next morning, and over the weekend', () => {
    // Thursday 16:30 Paris + 2 h → Friday 9:30 Paris.
    expect(addWorkingMinutes(at('2026-11-26T15:30:00Z'), 120).toISOString()).toBe('2026-11-27T08:30:00.000Z');
    // Friday 17:00 Paris + 2 h → Monday 10:00 Paris.
    expect(addWorkingMinutes(at('2026-11-27T16:00:00Z'), 120).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    // Saturday night → Monday 11:00 Paris.
    expect(addWorkingMinutes(at('2026-11-28T22:00:00Z'), 120).toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });

  it('starts a request received before opening at 9 h', () => {
    expect(addWorkingMinutes(at('2026-11-26T05:00:00Z'), 30).toISOString()).toBe('2026-11-26T08:30:00.000Z');
  });

  it('follows the change to summer time', () => {
    // Friday 27 March 2026 17:00 Paris (UTC+1) + 2 h → Monday 30 March 10:00 Paris (UTC+2).
    expect(addWorkingMinutes(at('2026-03-27T16:00:00Z'), 120).toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('keeps French public holidays closed (0491)', () => {
    // Thursday 24 December 2026, 17:00 Paris + 2 h → 1 h that day, Friday 25 (Noël) closed, Monday 28 at 10:00.
    expect(addWorkingMinutes(at('2026-12-24T16:00:00Z'), 120).toISOString()).toBe('2026-12-28T09:00:00.000Z');
    // Tuesday 10 November 2026, 17:30 Paris + 2 h → 30 min that day, Wednesday 11 (Armistice) closed, Thursday at 10:30.
    expect(addWorkingMinutes(at('2026-11-10T16:30:00Z'), 120).toISOString()).toBe('2026-11-12T09:30:00.000Z');
    // A request received on Easter Monday 2027 starts on Tuesday at 9 h.
    expect(addWorkingMinutes(at('2027-03-29T08:00:00Z'), 60).toISOString()).toBe('2027-03-30T08:00:00.000Z');
    expect(workingMinutesBetween(at('2026-11-10T16:00:00Z'), at('2026-11-12T09:00:00Z'))).toBe(120);
  });

  it('finds the next opening after an instant, past weekends and public holidays', () => {
    // Thursday 26 November 2026 at 8 h in Paris → 9 h that day; at 9 h → Friday 9 h; Friday evening → Monday.
    expect(nextOpeningAfter(at('2026-11-26T07:00:00Z')).toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(nextOpeningAfter(at('2026-11-26T08:00:00Z')).toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(nextOpeningAfter(at('2026-11-27T18:00:00Z')).toISOString()).toBe('2026-11-30T08:00:00.000Z');
    // Thursday 24 December 2026 in the evening → Monday 28, past Noël and the weekend.
    expect(nextOpeningAfter(at('2026-12-24T19:00:00Z')).toISOString()).toBe('2026-12-28T08:00:00.000Z');
  });

  it('counts only open minutes between two instants', () => {
    expect(workingMinutesBetween(at('2026-11-27T16:00:00Z'), at('2026-11-30T09:00:00Z'))).toBe(120);
    expect(workingMinutesBetween(at('2026-11-26T10:00:00Z'), at('2026-11-26T09:00:00Z'))).toBe(0);
    expect(workingMinutesBetween(at('2026-11-28T10:00:00Z'), at('2026-11-29T10:00:00Z'))).toBe(0);
  });
});

describe('the agency’s closures (0501)', () => {
  const yearEnd = [{ from: '2026-12-24', to: '2027-01-01', label: 'Congés de fin d’année' }];

  it('skips the closed days as it skips weekends and holidays', () => {
    // Wednesday 23 December 2026, 17:00 Paris + 2 h → 1 h that day, closed from the 24th to Friday 1 January, Monday 4 at 10:00.
    expect(addWorkingMinutes(at('2026-12-23T16:00:00Z'), 120, yearEnd).toISOString()).toBe('2027-01-04T09:00:00.000Z');
    // Received during the closure: the promise starts when it reopens.
    expect(addWorkingMinutes(at('2026-12-29T10:00:00Z'), 120, yearEnd).toISOString()).toBe('2027-01-04T10:00:00.000Z');
    expect(nextOpeningAfter(at('2026-12-23T19:00:00Z'), yearEnd).toISOString()).toBe('2027-01-04T08:00:00.000Z');
    expect(workingMinutesBetween(at('2026-12-23T16:00:00Z'), at('2027-01-04T09:00:00Z'), yearEnd)).toBe(120);
    // A WARM lead: one working day, 1 h on the 23rd and 8 h on Monday 4 January, due at 17:00.
    expect(leadResponseDueAt('WARM', '2026-12-23T16:00:00.000Z', yearEnd)).toBe('2027-01-04T16:00:00.000Z');
  });

  it('counts a closure’s first and last days closed, the days around open', () => {
    const seminar = [{ from: '2026-12-02', to: '2026-12-02', label: '' }];
    expect(isOpenDay({ year: 2026, month: 12, day: 1, weekday: 2 }, seminar)).toBe(true);
    expect(isOpenDay({ year: 2026, month: 12, day: 2, weekday: 3 }, seminar)).toBe(false);
    expect(isOpenDay({ year: 2026, month: 12, day: 3, weekday: 4 }, seminar)).toBe(true);
    // Closed but for that day: the promise of a message received on Tuesday at 17:30 ends on Thursday.
    expect(addWorkingMinutes(at('2026-12-01T16:30:00Z'), 60, seminar).toISOString()).toBe('2026-12-03T08:30:00.000Z');
  });

  it('tells an open day by its date, and the closed days just before one (0502)', () => {
    expect(isOpenDayKey('2026-12-23', yearEnd)).toBe(true);
    expect(isOpenDayKey('2026-12-28', yearEnd)).toBe(false);
    expect(isOpenDayKey('2026-12-28')).toBe(true);
    // Monday 4 January 2027 looks back over the closure and the weekend, to Thursday 24 December.
    expect(closedDaysBefore('2027-01-04', yearEnd)).toBe('2026-12-24');
    // A Monday after an ordinary weekend, and a Tuesday after an open Monday.
    expect(closedDaysBefore('2026-11-30')).toBe('2026-11-28');
    expect(closedDaysBefore('2026-12-01')).toBe('2026-12-01');
  });

  it('finds an open day after closures that follow one another for months', () => {
    const summer = [
      { from: '2027-06-01', to: '2027-08-31', label: '' },
      { from: '2027-09-01', to: '2027-11-30', label: '' },
    ];
    expect(nextOpeningAfter(at('2027-05-31T18:00:00Z'), summer).toISOString()).toBe('2027-12-01T08:00:00.000Z');
  });
});

describe('responseDueAt', () => {
  it('promises a contact message two working hours', () => {
    expect(responseDueAt({ source: 'contact', createdAt: '2026-11-26T13:00:00.000Z', preferredTime: null })).toBe('2026-11-26T15:00:00.000Z');
  });

  it('promises a callback the next working day at the same hour, or its slot when one is chosen', () => {
    expect(responseDueAt({ source: 'callback', createdAt: '2026-11-26T13:00:00.000Z', preferredTime: null })).toBe('2026-11-27T13:00:00.000Z');
    expect(responseDueAt({ source: 'callback', createdAt: '2026-11-26T13:00:00.000Z', preferredTime: '2026-11-29T18:00:00.000Z' })).toBe('2026-11-29T18:00:00.000Z');
    // A slot already gone when the request arrived is not a promise: the working day applies.
    expect(responseDueAt({ source: 'callback', createdAt: '2026-11-26T13:00:00.000Z', preferredTime: '2026-11-20T10:00:00.000Z' })).toBe('2026-11-27T13:00:00.000Z');
  });
});

describe('responseState and its words', () => {
  const request = (changes: Partial<PromisedRequest> = {}): PromisedRequest => ({
    status: 'pending',
    createdAt: '2026-11-26T09:00:00.000Z',
    responseDueAt: '2026-11-26T11:00:00.000Z',
    firstAnsweredAt: null,
    ...changes,
  });
  const now = at('2026-11-26T09:30:00Z');

  it('tells a request waiting, due soon, late and answered', () => {
    expect(responseLabel(responseState(request(), now), now)).toBe('Réponse avant 12:00');
    expect(responseLabel(responseState(request(), at('2026-11-26T10:40:00Z')), now)).toBe('Plus que 20 min pour répondre');
    expect(responseLabel(responseState(request(), at('2026-11-26T12:15:00Z')), now)).toBe('En retard depuis 12:00');
    expect(responseLabel(responseState(request({ firstAnsweredAt: '2026-11-26T10:05:00.000Z' }), now), now)).toBe('Répondu en 1 h 05');
    expect(responseLabel(responseState(request({ firstAnsweredAt: '2026-11-26T13:00:00.000Z' }), now), now)).toBe('Répondu en 4 h (hors délai)');
  });

  it('names the day of a deadline that is not today', () => {
    const state = responseState(request({ responseDueAt: '2026-11-30T09:00:00.000Z' }), now);
    expect(responseLabel(state, now)).toBe('Réponse avant lun. 30 nov., 10:00');
  });

  it('expects nothing of a cancelled request that was never answered', () => {
    expect(responseState(request({ status: 'cancelled' }), now)).toEqual({ kind: 'none' });
  });

  it('gives the time an answer took as a clock counts it, and in opening hours apart', () => {
    // Friday 17:00 Paris, answered Monday 9:30 Paris: within its deadline of Monday 10:00.
    const friday = request({ createdAt: '2026-11-27T16:00:00.000Z', responseDueAt: '2026-11-30T09:00:00.000Z', firstAnsweredAt: '2026-11-30T08:30:00.000Z' });
    expect(responseState(friday, now)).toEqual({ kind: 'answered', tookMinutes: 3870, workingMinutes: 90, onTime: true });
    expect(responseLabel(responseState(friday, now), now)).toBe('Répondu en 2 j 16 h');
  });

  it('counts a late weekend in working time only', () => {
    const friday = request({ createdAt: '2026-11-27T14:00:00.000Z', responseDueAt: '2026-11-27T16:00:00.000Z' });
    expect(responseState(friday, at('2026-11-29T20:00:00Z'))).toEqual({ kind: 'late', dueAt: '2026-11-27T16:00:00.000Z', lateMinutes: 60 });
  });
});

describe('formatWorkingDuration', () => {
  it('writes a span as a clock counts it', () => {
    expect(formatElapsed(40)).toBe('40 min');
    expect(formatElapsed(125)).toBe('2 h 05');
    expect(formatElapsed(180)).toBe('3 h');
    expect(formatElapsed(2 * 1440 + 16 * 60 + 30)).toBe('2 j 16 h');
    expect(formatElapsed(1440)).toBe('1 j');
  });

  it('writes minutes, hours and working days', () => {
    expect(formatWorkingDuration(0)).toBe('0 min');
    expect(formatWorkingDuration(59)).toBe('59 min');
    expect(formatWorkingDuration(60)).toBe('1 h');
    expect(formatWorkingDuration(605)).toBe('10 h 05');
    expect(formatWorkingDuration(4 * 540 + 10)).toBe('4 j ouvrés');
  });
});

describe('responseTimes', () => {
  const now = at('2026-11-26T16:00:00Z');
  const received = (createdAt: string, dueAt: string, answeredAt: string | null, status: PromisedRequest['status'] = 'completed'): PromisedRequest => ({
    status,
    createdAt,
    responseDueAt: dueAt,
    firstAnsweredAt: answeredAt,
  });

  it('gives the answered share within the promise and the median', () => {
    const requests = [
      received('2026-11-26T09:00:00.000Z', '2026-11-26T11:00:00.000Z', '2026-11-26T09:30:00.000Z'),
      received('2026-11-26T09:00:00.000Z', '2026-11-26T11:00:00.000Z', '2026-11-26T10:00:00.000Z'),
      received('2026-11-26T09:00:00.000Z', '2026-11-26T11:00:00.000Z', '2026-11-26T12:00:00.000Z'),
      received('2026-11-26T09:00:00.000Z', '2026-11-26T11:00:00.000Z', null, 'cancelled'),
    ];
    expect(responseTimes([...requests, received('2026-11-26T15:00:00.000Z', '2026-11-26T17:00:00.000Z', null, 'pending')], now)).toEqual({
      answered: 3,
      onTime: 2,
      medianMinutes: 60,
    });
  });

  it('has no median without an answer', () => {
    expect(responseTimes([], now)).toEqual({ answered: 0, onTime: 0, medianMinutes: null });
  });

  it('gives the same figures for each person, by name, the requests held by nobody last', () => {
    const held = (person: string | null, answeredAt: string | null) => ({ ...received('2026-11-26T09:00:00.000Z', '2026-11-26T11:00:00.000Z', answeredAt), person });
    expect(
      responseTimesByPerson(
        [held(null, null), held('Élodie', '2026-11-26T12:00:00.000Z'), held('camille', '2026-11-26T09:30:00.000Z'), held('camille', '2026-11-26T10:30:00.000Z'), held('zoé', null)],
        now,
      ),
    ).toEqual([
      { person: 'camille', received: 2, answered: 2, onTime: 2, medianMinutes: 60 },
      { person: 'Élodie', received: 1, answered: 1, onTime: 0, medianMinutes: 180 },
      { person: 'zoé', received: 1, answered: 0, onTime: 0, medianMinutes: null },
      { person: null, received: 1, answered: 0, onTime: 0, medianMinutes: null },
    ]);
  });
});

describe("a super-assistant lead's promise", () => {
  it('gives each band its working time: 2 hours, one working day, two working days', () => {
    const thursday = '2026-11-26T13:00:00.000Z';
    expect(leadResponseDueAt('HOT', thursday)).toBe('2026-11-26T15:00:00.000Z');
    expect(leadResponseDueAt('WARM', thursday)).toBe('2026-11-27T13:00:00.000Z');
    expect(leadResponseDueAt('STANDARD', thursday)).toBe('2026-11-30T13:00:00.000Z');
  });

  it('reads a given-up prospect as waiting for nothing', () => {
    const lead = { statut: 'Inactif', date_ajout: '2026-11-26T13:00:00.000Z', response_due_at: '2026-11-26T15:00:00.000Z', first_answered_at: null };
    expect(responseState(leadPromise(lead), at('2026-11-26T16:00:00Z'))).toEqual({ kind: 'none' });
    expect(responseState(leadPromise({ ...lead, statut: 'Lead' }), at('2026-11-26T16:00:00Z')).kind).toBe('late');
  });
});
