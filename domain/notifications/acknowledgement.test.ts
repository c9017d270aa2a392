import { describe, expect, it } from 'vitest';
import { isOpenAt, responseDueAt } from '../response-promises';
import { acknowledgementMail, leadAcknowledgementMail, type AcknowledgedRequest } from './acknowledgement';

const request = (changes: Partial<AcknowledgedRequest>): AcknowledgedRequest => {
  const base = { source: 'contact' as const, name: 'Hélène Lefèvre', phone: '06 12 34 56 78', createdAt: '2026-11-26T13:00:00.000Z', preferredTime: null, ...changes };
  return { ...base, responseDueAt: responseDueAt(base), ...changes };
};
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('isOpenAt', () => {
  it('is open on weekdays from 9 h to 18 h in Paris', () => {
    expect(isOpenAt(new Date('2026-11-26T08:00:00Z'))).toBe(true); // Thursday 9:00
    expect(isOpenAt(new Date('2026-11-26T17:00:00Z'))).toBe(false); // Thursday 18:00
    expect(isOpenAt(new Date('2026-11-28T10:00:00Z'))).toBe(false); // Saturday
    expect(isOpenAt(new Date('2026-12-25T10:00:00Z'))).toBe(false); // Friday, Noël
  });
});

describe('acknowledgementMail', () => {
  it('tells a visitor who wrote during opening hours when the answer comes', () => {
    const mail = acknowledgementMail(request({}), 'https://agence.exemple.fr');
    expect(mail.subject).toBe('Nous avons bien reçu votre message');
    expect(plain(mail.text)).toBe(
      [
        'Bonjour Hélène,',
        '',
        'Nous avons bien reçu votre message du jeudi 26 novembre à 14:00.',
        'Nous vous répondrons au plus tard jeudi 26 novembre à 16:00.',
        '',
        'Pour ajouter une précision, répondez simplement à cet e-mail.',
        '',
        'L’équipe Synapse IA',
        'https://agence.exemple.fr',
      ].join('\n'),
    );
  });

  it('gives the opening hours to a visitor who wrote while the agency is closed', () => {
    const mail = acknowledgementMail(request({ createdAt: '2026-11-27T19:00:00.000Z' }), 'https://agence.exemple.fr');
    expect(plain(mail.text)).toContain(
      'Nos bureaux sont ouverts du lundi au vendredi, de 9 h à 18 h : nous vous répondrons au plus tard lundi 30 novembre à 11:00.',
    );
  });

  it('says the agency is closed on a public holiday, and answers the next day it opens (0491)', () => {
    const mail = acknowledgementMail(request({ createdAt: '2026-12-25T10:00:00.000Z' }), 'https://agence.exemple.fr');
    expect(plain(mail.text)).toContain('Nos bureaux sont fermés ce jour férié (Noël) : nous vous répondrons au plus tard lundi 28 décembre à 11:00.');
  });

  it('names the closure the answer waits for, received before it or during it (0501)', () => {
    const closures = [{ from: '2026-12-24', to: '2027-01-01', label: 'Congés de fin d’année' }];
    const before = { source: 'contact' as const, name: 'Hélène Lefèvre', phone: '', createdAt: '2026-12-23T16:30:00.000Z', preferredTime: null };
    const mail = acknowledgementMail({ ...before, responseDueAt: responseDueAt(before, closures) }, 'https://agence.exemple.fr', closures);
    expect(plain(mail.text)).toContain(
      'Nos bureaux sont fermés du jeudi 24 décembre au vendredi 1er janvier (Congés de fin d’année) : nous vous répondrons au plus tard lundi 4 janvier à 10:30.',
    );
    const during = { ...before, createdAt: '2026-12-29T10:00:00.000Z' };
    expect(plain(acknowledgementMail({ ...during, responseDueAt: responseDueAt(during, closures) }, 'https://agence.exemple.fr', closures).text)).toContain(
      'Nos bureaux sont fermés du jeudi 24 décembre au vendredi 1er janvier (Congés de fin d’année) : nous vous répondrons au plus tard lundi 4 janvier à 11:00.',
    );
    // A closure after the promise is not mentioned.
    const later = [{ from: '2027-02-01', to: '2027-02-05', label: '' }];
    expect(plain(acknowledgementMail(request({}), 'https://agence.exemple.fr', later).text)).toContain('Nous vous répondrons au plus tard jeudi 26 novembre à 16:00.');
  });

  it('tells a super-assistant lead by when an expert calls, and why later over a closure (0503)', () => {
    const lead = { firstName: ' Marie ', createdAt: '2026-11-26T13:00:00.000Z', responseDueAt: '2026-11-26T15:00:00.000Z' };
    const mail = leadAcknowledgementMail(lead, 'https://agence.exemple.fr');
    expect(mail.subject).toBe('Votre demande d’analyse est bien enregistrée');
    // It ends as a message's does.
    expect(plain(mail.text).split('\n')).toEqual([
      'Bonjour Marie,',
      '',
      'Nous avons bien reçu votre demande d’analyse du jeudi 26 novembre à 14:00 : votre assistant est prêt à être présenté.',
      'Un expert vous contactera au plus tard jeudi 26 novembre à 16:00.',
      ...plain(acknowledgementMail(request({}), 'https://agence.exemple.fr').text).split('\n').slice(4),
    ]);
    const closures = [{ from: '2026-12-24', to: '2027-01-01', label: 'Congés de fin d’année' }];
    const before = { firstName: 'Marie', createdAt: '2026-12-23T16:30:00.000Z', responseDueAt: '2027-01-04T09:30:00.000Z' };
    expect(plain(leadAcknowledgementMail(before, 'https://agence.exemple.fr', closures).text)).toContain(
      'Nos bureaux sont fermés du jeudi 24 décembre au vendredi 1er janvier (Congés de fin d’année) : un expert vous contactera au plus tard lundi 4 janvier à 10:30.',
    );
  });

  it('confirms a callback at its slot, or by the next working day', () => {
    const slot = acknowledgementMail(request({ source: 'callback', preferredTime: '2026-11-30T15:00:00.000Z' }), 'https://agence.exemple.fr');
    expect(slot.subject).toBe('Votre demande de rappel est bien enregistrée');
    expect(plain(slot.text)).toContain('Nous vous appellerons au 06 12 34 56 78 au créneau que vous avez choisi, lundi 30 novembre à 16:00.');
    const asap = acknowledgementMail(request({ source: 'callback' }), 'https://agence.exemple.fr');
    expect(plain(asap.text)).toContain('Nous vous appellerons au 06 12 34 56 78 au plus tard vendredi 27 novembre à 14:00.');
  });
});
