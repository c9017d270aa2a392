import { describe, expect, it } from 'vitest';
import { prospectUpdateSchema } from './prospect-schema';
import { actionTitle, actionWhen, frenchTime, isClockTime, nextActionTimeAfter, nextActionTypeAfter, nextActionTypeLabel } from './next-action';

describe('a next action’s hour', () => {
  it('accepts an hour on a 24-hour clock and nothing else', () => {
    for (const time of ['00:00', '09:05', '14:30', '23:59']) expect(isClockTime(time)).toBe(true);
    for (const time of ['24:00', '9:05', '14h30', '14:60', '14:30:00', ' 14:30', '']) expect(isClockTime(time)).toBe(false);
  });

  it('is written the French way, with the day', () => {
    expect(frenchTime('09:00')).toBe('9 h');
    expect(frenchTime('14:30')).toBe('14 h 30');
    expect(frenchTime('00:05')).toBe('0 h 05');
    expect(actionWhen('2026-12-01', '14:30')).toBe('01/12/2026 à 14 h 30');
    expect(actionWhen('2026-12-01', null)).toBe('01/12/2026');
  });

  it('is kept by an edit while the day stays, and dropped with a new day or none', () => {
    const stored = { day: '2026-12-01', time: '14:30' };
    expect(nextActionTimeAfter(stored, {})).toBe('14:30');
    expect(nextActionTimeAfter(stored, { day: '2026-12-01' })).toBe('14:30');
    expect(nextActionTimeAfter(stored, { day: '2026-12-02' })).toBeNull();
    expect(nextActionTimeAfter(stored, { day: '2026-12-02', time: '10:00' })).toBe('10:00');
    expect(nextActionTimeAfter(stored, { time: null })).toBeNull();
    expect(nextActionTimeAfter(stored, { day: null, time: '10:00' })).toBeNull();
    expect(nextActionTimeAfter({ day: null, time: null }, { time: '10:00' })).toBeNull();
  });

  it('is optional on an edit, cleared by an empty value and refused in French otherwise', () => {
    const base = { email: 'a@exemple.fr', statut: 'Lead' };
    expect(prospectUpdateSchema.parse(base).next_action_time).toBeUndefined();
    expect(prospectUpdateSchema.parse({ ...base, next_action_time: '' }).next_action_time).toBeNull();
    expect(prospectUpdateSchema.parse({ ...base, next_action_time: '08:15' }).next_action_time).toBe('08:15');
    for (const wrong of ['25:00', '8h15', 815, true]) {
      const parsed = prospectUpdateSchema.safeParse({ ...base, next_action_time: wrong });
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['L’heure de la prochaine action doit être une heure valide (HH:MM)']);
    }
  });
});

describe('a next action’s kind', () => {
  it('is named before the label, either alone, and nothing for an unknown kind', () => {
    expect(actionTitle('appel', 'Rappeler pour le devis')).toBe('Appel · Rappeler pour le devis');
    expect(actionTitle('reunion', '')).toBe('Réunion');
    expect(actionTitle(null, 'Envoyer le devis')).toBe('Envoyer le devis');
    expect(actionTitle('visio', '  ')).toBe('');
    expect(nextActionTypeLabel('echeance')).toBe('Échéance');
  });

  it('is kept by an edit while an action remains, whatever its day, and dropped with the action', () => {
    const stored = { day: '2026-12-01', type: 'appel' };
    expect(nextActionTypeAfter(stored, {})).toBe('appel');
    expect(nextActionTypeAfter(stored, { day: '2026-12-02' })).toBe('appel');
    expect(nextActionTypeAfter(stored, { type: 'reunion' })).toBe('reunion');
    expect(nextActionTypeAfter(stored, { type: null })).toBeNull();
    expect(nextActionTypeAfter(stored, { day: null, type: 'tache' })).toBeNull();
    expect(nextActionTypeAfter({ day: null, type: null }, { type: 'tache' })).toBeNull();
  });
});
