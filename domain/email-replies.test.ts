import { describe, expect, it } from 'vitest';
import { answerSubject, emailReplyMessages, firstNamed, isAutomaticReply, keptReply, outgoingMessageId, referencedMessageIds, replyTimelineEntry, senderOf, threadHeaders, threadSubject } from './email-replies';

describe('replies to the e-mails written from a record', () => {
  it('names the e-mail answered first, then the references from the newest, each once and 50 at most', () => {
    expect(referencedMessageIds('<b@x.fr>', '<a@x.fr> <b@x.fr>\r\n <c@x.fr>')).toEqual(['<b@x.fr>', '<c@x.fr>', '<a@x.fr>']);
    expect(referencedMessageIds(undefined, undefined)).toEqual([]);
    expect(referencedMessageIds('pas un identifiant', '')).toEqual([]);
    const many = Array.from({ length: 80 }, (_, i) => `<m${i}@x.fr>`).join(' ');
    expect(referencedMessageIds(undefined, many)).toHaveLength(50);
    expect(referencedMessageIds(undefined, many)[0]).toBe('<m79@x.fr>');
  });

  it('picks, of the stored e-mails, the one the reply names first', () => {
    const rows = [{ id: 1, messageId: '<a@x.fr>' }, { id: 2, messageId: '<b@x.fr>' }];
    expect(firstNamed(['<c@x.fr>', '<b@x.fr>', '<a@x.fr>'], rows)?.id).toBe(2);
    expect(firstNamed(['<c@x.fr>'], rows)).toBeUndefined();
  });

  it('shows a reply in the history with its subject, sender and text', () => {
    expect(replyTimelineEntry({ at: '2026-11-29T08:00:00.000Z', sender: 'Léa <lea@x.fr>', subject: 'Re: Devis', body: 'Merci.' })).toEqual({
      kind: 'email-reply',
      at: '2026-11-29T08:00:00.000Z',
      title: 'Réponse reçue : Re: Devis',
      detail: 'De Léa <lea@x.fr>\n\nMerci.',
      author: null,
    });
    // An absence message says so, and is marked for the history to show it apart (0557).
    expect(replyTimelineEntry({ at: '2026-11-29T08:00:00.000Z', sender: 'lea@x.fr', subject: 'Absence du bureau', body: 'Absente.', automatic: true })).toMatchObject({
      title: 'Réponse automatique reçue : Absence du bureau',
      automatic: true,
    });
  });

  it('writes a Message-ID at the sending domain', () => {
    expect(outgoingMessageId('1234', 'contact@synapse-ia.fr')).toBe('<1234@synapse-ia.fr>');
  });

  it('names the sender with its name when it has one', () => {
    expect(senderOf({ name: 'Hélène Martin', address: 'helene@exemple.fr' })).toBe('Hélène Martin <helene@exemple.fr>');
    expect(senderOf({ name: '', address: 'helene@exemple.fr' })).toBe('helene@exemple.fr');
  });

  it('keeps a bounded subject and text, says when the text was cut, and names a reply without subject', () => {
    expect(keptReply('  Re: Devis  ', '\r\nMerci.\r\n')).toEqual({ subject: 'Re: Devis', body: 'Merci.' });
    expect(keptReply(undefined, undefined)).toEqual({ subject: emailReplyMessages.noSubject, body: '' });
    expect(keptReply('x'.repeat(300), 'y').subject).toHaveLength(200);
    expect(keptReply('Re', 'z'.repeat(10_001)).body).toBe(`${'z'.repeat(10_000)}${emailReplyMessages.truncated}`);
    expect(keptReply('Re', 'z'.repeat(10_000)).body).toBe('z'.repeat(10_000));
    expect(keptReply('Re\u0000: Devis', 'Mer\u0000ci')).toEqual({ subject: 'Re: Devis', body: 'Merci' });
    expect(senderOf({ name: 'Hél\u0000ène', address: 'h@x.fr' })).toBe('Hélène <h@x.fr>');
  });
});

describe('threading the e-mails the agency writes', () => {
  it('answers the latest e-mail of the conversation and names them all, oldest first, the first and latest 19 of a long one', () => {
    expect(threadHeaders([])).toEqual({});
    expect(threadHeaders(['<a@x.fr>', '<b@y.fr>'])).toEqual({ inReplyTo: '<b@y.fr>', references: ['<a@x.fr>', '<b@y.fr>'] });
    // A reply known only by its bytes' hash has no Message-ID a mail program knows.
    expect(threadHeaders(['<a@x.fr>', '<sha256.0f@sans-message-id>'])).toEqual({ inReplyTo: '<a@x.fr>', references: ['<a@x.fr>'] });
    const long = Array.from({ length: 30 }, (_, i) => `<m${i}@x.fr>`);
    const { references, inReplyTo } = threadHeaders(long);
    expect(inReplyTo).toBe('<m29@x.fr>');
    expect(references).toEqual(['<m0@x.fr>', ...long.slice(11)]);
    expect(references).toHaveLength(20);
  });

  it('reads a subject as mail programs group a thread by it', () => {
    expect(threadSubject('Re : Votre devis')).toBe('votre devis');
    expect(threadSubject('RE: TR:  Votre   devis ')).toBe('votre devis');
    expect(threadSubject('Fwd: Re[2]: Votre devis')).toBe('votre devis');
    expect(threadSubject('Réunion : Votre devis')).toBe('réunion : votre devis');
    expect(threadSubject('Re:')).toBe('');
  });

  it("offers an answer the subject of the conversation's latest e-mail", () => {
    expect(answerSubject('RE: Re : Votre  devis', 'Re : votre demande')).toBe('Re : Votre devis');
    expect(answerSubject('Nous avons bien reçu votre message', 'Re : votre demande')).toBe('Re : Nous avons bien reçu votre message');
    expect(answerSubject(undefined, 'Re : votre demande')).toBe('Re : votre demande');
    expect(answerSubject('Re :', 'Re : votre demande')).toBe('Re : votre demande');
  });
});

describe('replies written by a program', () => {
  const header = (key: string, value: string) => [{ key, value }];
  it('knows them by RFC 3834, by the headers older responders add, and by an absence subject', () => {
    expect(isAutomaticReply(header('auto-submitted', 'auto-replied'), 'Re: Votre devis')).toBe(true);
    expect(isAutomaticReply(header('Auto-Submitted', 'auto-generated; owner-email="a@b.fr"'), 'Re: Votre devis')).toBe(true);
    expect(isAutomaticReply(header('x-autoreply', 'yes'), 'Re: Votre devis')).toBe(true);
    expect(isAutomaticReply(header('precedence', 'Auto_Reply'), 'Re: Votre devis')).toBe(true);
    expect(isAutomaticReply(header('x-precedence', 'bulk'), 'Re: Votre devis')).toBe(true);
    expect(isAutomaticReply([], 'Réponse automatique : Votre devis')).toBe(true);
    expect(isAutomaticReply([], 'Automatic reply: Votre devis')).toBe(true);
    expect(isAutomaticReply([], ' Absence du bureau  jusqu’au 5 janvier')).toBe(true);
    for (const subject of ['Automatische Antwort: Ihr Angebot', 'Abwesenheitsnotiz: Angebot', 'Respuesta automática: Presupuesto', 'Risposta automatica: Preventivo', 'Automatisch antwoord: Offerte', 'Resposta automática: Orçamento']) {
      expect(isAutomaticReply([], subject)).toBe(true);
    }
  });

  it('leaves the replies a person wrote', () => {
    expect(isAutomaticReply(header('auto-submitted', 'no'), 'Re: Votre devis')).toBe(false);
    expect(isAutomaticReply(header('precedence', 'first-class'), 'Re: Votre devis')).toBe(false);
    expect(isAutomaticReply([], 'Re: Réponse automatique de votre site ?')).toBe(false);
    expect(isAutomaticReply([], '')).toBe(false);
  });
});
