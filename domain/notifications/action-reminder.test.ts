import { describe, expect, it } from 'vitest';
import { actionReminderMail, personLabel, shownPhone, type ActionReminder } from './action-reminder';
import { NO_PHONE } from '../contact-notes';

// 2 December 2026, 14 h 30 in Paris (UTC+1).
const reminder: ActionReminder = { kind: 'callback', id: 7, username: 'camille', at: '2026-12-02T13:30:00.000Z', what: 'Rappel demandé', person: 'Irène Créneau', phone: '' };

const lastLine = (given: string) =>
  `Vous recevez ce rappel parce que cette ${given} et que votre adresse est enregistrée dans Utilisateurs. Réglage : Paramètres › Notifications.`;

describe('the e-mail that recalls an appointment', () => {
  it('says the minutes left, in the singular for one, and "Maintenant" once its minute has come', () => {
    const firstLine = (now: string) => actionReminderMail(reminder, 'https://agence.exemple.fr', new Date(now)).text.split('\n')[0];
    expect(firstLine('2026-12-02T13:20:00.000Z')).toBe('Dans 10 minutes, à 14 h 30 :');
    expect(firstLine('2026-12-02T13:29:00.000Z')).toBe('Dans 1 minute, à 14 h 30 :');
    expect(firstLine('2026-12-02T13:29:50.000Z')).toBe('Maintenant, à 14 h 30 :');
  });

  it('opens the request of a callback, leaves out a telephone it lacks, and ends with why it comes', () => {
    const mail = actionReminderMail(reminder, 'https://agence.exemple.fr', new Date('2026-12-02T13:22:00.000Z'));
    expect(mail.subject).toBe('[Rappel] 14 h 30 · Rappel demandé · Irène Créneau');
    expect(mail.text).toBe(['Dans 8 minutes, à 14 h 30 :', 'Rappel demandé', 'Irène Créneau', '', 'Ouvrir : https://agence.exemple.fr/admin#demande-7', '', lastLine('demande de rappel vous est attribuée')].join('\n'));
  });

  it('says in its last line what was given to the user: an action, a callback, a request coming back', () => {
    const lastLineOf = (kind: ActionReminder['kind']) => actionReminderMail({ ...reminder, kind }, 'https://agence.exemple.fr', new Date()).text.split('\n').at(-1);
    expect(lastLineOf('action')).toBe(lastLine('action vous est confiée'));
    expect(lastLineOf('callback')).toBe(lastLine('demande de rappel vous est attribuée'));
    expect(lastLineOf('returning')).toBe(lastLine('demande vous est attribuée'));
  });

  it('names a person with their company, and shows no number for a message sent without one', () => {
    expect(personLabel('Hélène Éluard', 'Poésie')).toBe('Hélène Éluard (Poésie)');
    expect(personLabel('Hélène Éluard', '')).toBe('Hélène Éluard');
    expect(shownPhone(NO_PHONE)).toBe('');
    expect(shownPhone('06 11 22 33 44')).toBe('06 11 22 33 44');
  });
});
