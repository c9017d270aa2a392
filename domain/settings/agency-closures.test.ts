import { describe, expect, it } from 'vitest';
import { announcedClosure, closureNoticeText, closureSpan } from './agency-closures';
import { agencyClosuresSchema, decodeAgencyClosures, encodeAgencyClosures } from './agency-closures-schema';
import { followUpDay } from '../prospects/prospect-emails';

describe('agency closures', () => {
  it('names a closure as a sentence says it, one day or several, with its reason', () => {
    expect(closureSpan({ from: '2026-12-24', to: '2027-01-01', label: 'Congés' })).toBe('du jeudi 24 décembre au vendredi 1er janvier (Congés)');
    expect(closureSpan({ from: '2026-12-24', to: '2027-01-01', label: '' }, true)).toBe('du jeudi 24 décembre 2026 au vendredi 1er janvier 2027');
    expect(closureSpan({ from: '2027-05-07', to: '2027-05-07', label: 'Pont' })).toBe('le vendredi 7 mai (Pont)');
    expect(closureNoticeText({ from: '2027-05-07', to: '2027-05-07', label: '' })).toBe('Agence fermée le vendredi 7 mai\u00a0: nous vous répondrons dès notre retour.');
  });

  it('announces the closure under way, else the next one within two weeks', () => {
    const closures = [
      { from: '2026-12-24', to: '2027-01-01', label: '' },
      { from: '2027-08-02', to: '2027-08-20', label: '' },
    ];
    expect(announcedClosure(closures, '2026-12-01')).toBeUndefined();
    expect(announcedClosure(closures, '2026-12-10')).toEqual(closures[0]);
    expect(announcedClosure(closures, '2027-01-01')).toEqual(closures[0]);
    expect(announcedClosure(closures, '2027-01-02')).toBeUndefined();
    expect(announcedClosure(closures, '2027-07-25')).toEqual(closures[1]);
  });

  it('reads back what it stored, and nothing from a damaged value', () => {
    const parsed = agencyClosuresSchema.parse({ closures: [{ from: '2027-08-02', to: '2027-08-20' }] }).closures;
    expect(decodeAgencyClosures(encodeAgencyClosures(parsed))).toEqual([{ from: '2027-08-02', to: '2027-08-20', label: '' }]);
    expect(decodeAgencyClosures('{pas du json')).toEqual([]);
    expect(decodeAgencyClosures(JSON.stringify([{ from: '2027-08-20', to: '2027-08-02' }]))).toEqual([]);
    expect(decodeAgencyClosures(undefined)).toEqual([]);
  });

  it('moves a follow-up planned in a closure to the day the agency reopens', () => {
    // Monday 21 December 2026 at noon in Paris, a follow-up in 3 days: Thursday 24, closed until Friday 1 January.
    const now = Date.parse('2026-12-21T11:00:00Z');
    expect(followUpDay(3, now)).toBe('2026-12-24');
    expect(followUpDay(3, now, [{ from: '2026-12-24', to: '2027-01-01', label: '' }])).toBe('2027-01-04');
  });
});
