import { describe, expect, it } from 'vitest';
import { splitQuotedHistory } from './email-quote';

const mail = (...lines: string[]) => lines.join('\n');

describe('splitQuotedHistory', () => {
  it('folds what Gmail, Apple Mail and Thunderbird quote under « Le … a écrit : »', () => {
    const text = mail('Bonjour,', '', 'Le devis me convient, parlons-en jeudi.', '', 'Hélène', '', 'Le lun. 7 déc. 2026 à 10:00, Synapse IA <contact@synapse-ia.fr> a écrit :', '> Bonjour Hélène,', '> Voici notre devis.');
    expect(splitQuotedHistory(text)).toEqual({
      fresh: mail('Bonjour,', '', 'Le devis me convient, parlons-en jeudi.', '', 'Hélène'),
      quoted: mail('Le lun. 7 déc. 2026 à 10:00, Synapse IA <contact@synapse-ia.fr> a écrit :', '> Bonjour Hélène,', '> Voici notre devis.'),
    });
    // Thunderbird, a no-break space before the colon, Windows line ends.
    const thunderbird = 'Oui.\r\n\r\nLe 07/12/2026 à 10:00, Synapse IA a\u00a0écrit\u00a0:\r\n> Bonjour';
    expect(splitQuotedHistory(thunderbird)).toEqual({ fresh: 'Oui.', quoted: 'Le 07/12/2026 à 10:00, Synapse IA a\u00a0écrit\u00a0:\n> Bonjour' });
  });

  it('finds an attribution Gmail wrapped over two lines, and its English form', () => {
    const wrapped = mail('Oui, parfait.', '', 'Le lun. 7 déc. 2026 à 10:00, Synapse IA <', 'contact@synapse-ia.fr> a écrit :', '', '> Bonjour');
    expect(splitQuotedHistory(wrapped)).toEqual({ fresh: 'Oui, parfait.', quoted: mail('Le lun. 7 déc. 2026 à 10:00, Synapse IA <', 'contact@synapse-ia.fr> a écrit :', '', '> Bonjour') });
    const english = mail('Sounds good.', 'On Mon, Dec 7, 2026 at 10:00 AM Synapse IA <contact@synapse-ia.fr> wrote:', '> Hello');
    expect(splitQuotedHistory(english).fresh).toBe('Sounds good.');
  });

  it("folds Outlook's header block, with the rule above it, and its « Message d'origine » line", () => {
    const outlook = mail('D’accord pour jeudi.', '', '________________________________', 'De : Synapse IA <contact@synapse-ia.fr>', 'Envoyé : lundi 7 décembre 2026 10:00', 'À : Hélène <helene@exemple.fr>', 'Objet : Votre devis', '', 'Bonjour Hélène,');
    expect(splitQuotedHistory(outlook)).toEqual({
      fresh: 'D’accord pour jeudi.',
      quoted: mail('________________________________', 'De : Synapse IA <contact@synapse-ia.fr>', 'Envoyé : lundi 7 décembre 2026 10:00', 'À : Hélène <helene@exemple.fr>', 'Objet : Votre devis', '', 'Bonjour Hélène,'),
    });
    const english = mail('Thanks.', 'From: Synapse IA <contact@synapse-ia.fr>', 'Sent: Monday, December 7, 2026 10:00 AM', 'To: Helen', 'Subject: Quote', 'Hello');
    expect(splitQuotedHistory(english).fresh).toBe('Thanks.');
    const original = mail('Bien reçu.', '', "-----Message d'origine-----", 'Bonjour');
    expect(splitQuotedHistory(original)).toEqual({ fresh: 'Bien reçu.', quoted: mail("-----Message d'origine-----", 'Bonjour') });
  });

  it.each([
    ['German', 'Am Mo., 7. Dez. 2026 um 10:00 Uhr schrieb Synapse IA <contact@synapse-ia.fr>:'],
    ['Dutch', 'Op ma 7 dec. 2026 om 10:00 schreef Synapse IA <contact@synapse-ia.fr>:'],
    ['Spanish', 'El lun, 7 dic 2026 a las 10:00, Synapse IA (<contact@synapse-ia.fr>) escribió:'],
    ['Italian', 'Il giorno lun 7 dic 2026 alle ore 10:00 Synapse IA <contact@synapse-ia.fr> ha scritto:'],
    ['Portuguese', 'Em seg., 7 de dez. de 2026 às 10:00, Synapse IA <contact@synapse-ia.fr> escreveu:'],
  ])("folds a %s mail program's attribution, on one line and wrapped over two", (_, attribution) => {
    expect(splitQuotedHistory(mail('Einverstanden.', '', attribution, '> Bonjour'))).toEqual({ fresh: 'Einverstanden.', quoted: mail(attribution, '> Bonjour') });
    const cut = attribution.indexOf('<') + 1;
    const wrapped = mail('Ok.', attribution.slice(0, cut), attribution.slice(cut), '> Bonjour');
    expect(splitQuotedHistory(wrapped).fresh).toBe('Ok.');
  });

  it.each([
    ['German', ['Von: Synapse IA <contact@synapse-ia.fr>', 'Gesendet: Montag, 7. Dezember 2026 10:00', 'An: Heike', 'Betreff: Angebot']],
    ['Spanish', ['De: Synapse IA <contact@synapse-ia.fr>', 'Enviado: lunes, 7 de diciembre de 2026 10:00', 'Para: Elena', 'Asunto: Presupuesto']],
    ['Italian', ['Da: Synapse IA <contact@synapse-ia.fr>', 'Inviato: lunedì 7 dicembre 2026 10:00', 'A: Giulia', 'Oggetto: Preventivo']],
    ['Dutch', ['Van: Synapse IA <contact@synapse-ia.fr>', 'Verzonden: maandag 7 december 2026 10:00', 'Aan: Eva', 'Onderwerp: Offerte']],
    ['Portuguese', ['De: Synapse IA <contact@synapse-ia.fr>', 'Enviado: segunda-feira, 7 de dezembro de 2026 10:00', 'Para: Ana', 'Assunto: Orçamento']],
  ])("folds a %s Outlook's header block", (_, block) => {
    expect(splitQuotedHistory(mail('Danke.', '', ...block, '', 'Bonjour'))).toEqual({ fresh: 'Danke.', quoted: mail(...block, '', 'Bonjour') });
  });

  it.each(['-----Ursprüngliche Nachricht-----', '-----Mensaje original-----', '-----Messaggio originale-----', '-----Oorspronkelijk bericht-----', '-----Mensagem original-----'])(
    'folds under %s',
    (separator) => {
      expect(splitQuotedHistory(mail('Gut.', separator, 'Bonjour'))).toEqual({ fresh: 'Gut.', quoted: mail(separator, 'Bonjour') });
    },
  );

  it('opens no history on a sentence of those languages that names no day, nor on their verb without a sender', () => {
    const sentences = mail('Hallo,', 'Am Ende schrieb er mir:', 'wir nehmen das Angebot.', 'Il cliente ha scritto:', 'va bene.');
    expect(splitQuotedHistory(sentences)).toEqual({ fresh: sentences, quoted: '' });
  });

  it('folds a closing block of quoted lines that no attribution opens', () => {
    expect(splitQuotedHistory(mail('Merci !', '', '> Bonjour Hélène,', '>', '> Voici notre devis.', ''))).toEqual({ fresh: 'Merci !', quoted: mail('> Bonjour Hélène,', '>', '> Voici notre devis.') });
  });

  it('leaves the text whole when nothing is quoted, nothing stands above the history, or the answers stand between quoted lines', () => {
    const plain = mail('Bonjour,', 'Le directeur m’a écrit :', 'nous validons le devis.', 'De : notre service achats');
    expect(splitQuotedHistory(plain)).toEqual({ fresh: plain, quoted: '' });
    const onlyQuote = mail('Le lun. 7 déc. 2026 à 10:00, Synapse IA a écrit :', '> Bonjour');
    expect(splitQuotedHistory(onlyQuote)).toEqual({ fresh: onlyQuote, quoted: '' });
    const inline = mail('Mes réponses ci-dessous.', '', 'Le lun. 7 déc. 2026 à 10:00, Synapse IA a écrit :', '> Quel budget ?', '5 000 €', '> Quel délai ?', 'Trois semaines.');
    expect(splitQuotedHistory(inline)).toEqual({ fresh: inline, quoted: '' });
    expect(splitQuotedHistory('')).toEqual({ fresh: '', quoted: '' });
  });

  it('reads a long single line as any other', () => {
    const long = `Le ${'1 a '.repeat(3000)}`;
    expect(splitQuotedHistory(long)).toEqual({ fresh: long, quoted: '' });
    const attribution = `Le ${'1 a '.repeat(3000)}a écrit :`;
    expect(splitQuotedHistory(`Oui.\n${attribution}\n> x`)).toEqual({ fresh: 'Oui.', quoted: `${attribution}\n> x` });
  });
});
