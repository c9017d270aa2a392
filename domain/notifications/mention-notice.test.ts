import { describe, expect, it } from 'vitest';
import { mentionMail, mentionsIn } from './mention-notice';

const users = ['admin', 'camille', 'jean.paul', 'exemple.fr'];

describe('mentions in a note', () => {
  it('finds the users named with @, any case, each once, the author and unknown names left out', () => {
    expect(mentionsIn('@Camille peux-tu rappeler ? Merci @camille.', users, 'admin')).toEqual(['camille']);
    expect(mentionsIn('(@jean.paul) et @admin, voir avec @inconnu', users, 'admin')).toEqual(['jean.paul']);
    expect(mentionsIn('@admin', users, 'camille')).toEqual(['admin']);
    expect(mentionsIn('cc @camille-', users, null)).toEqual(['camille']);
  });

  it('names nobody in an e-mail address or without a name', () => {
    expect(mentionsIn('écrire à jean@exemple.fr', users, null)).toEqual([]);
    expect(mentionsIn('@ camille, @ca', users, null)).toEqual([]);
  });

  it('quotes the note, at most a thousand characters, with the link to its request', () => {
    const mail = mentionMail({ author: 'admin', item: { id: 7, name: 'Jean Durand', detail: 'Message de contact' }, note: 'Ligne 1\nLigne 2' }, 'https://agence.test');
    expect(mail.subject).toBe('[Mention] admin vous a mentionné — Jean Durand');
    expect(mail.text).toContain('admin vous a mentionné dans une note interne :\n\n> Ligne 1\n> Ligne 2\n\n- Jean Durand · Message de contact\n  Ouvrir : https://agence.test/admin#demande-7');
    const long = mentionMail({ author: 'admin', item: { id: 7, name: 'Jean Durand', detail: 'x' }, note: 'a'.repeat(1_500) }, 'https://agence.test');
    expect(long.text).toContain(`> ${'a'.repeat(1_000)}…\n`);
    const deal = mentionMail({ kind: 'deal', author: 'admin', item: { id: 9, name: 'Anne Lefort', detail: 'Affaire · Qualifié' }, note: '@camille' }, 'https://agence.test');
    expect(deal.text).toContain('- Anne Lefort · Affaire · Qualifié\n  Ouvrir : https://agence.test/admin#prospect-9');
  });
});
