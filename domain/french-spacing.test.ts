import { describe, expect, it } from 'vitest';
import { withFrenchSpacing } from './french-spacing';

describe('a message made ready to show', () => {
  it('holds each of the four marks to its word, at the end of the text too', () => {
    expect(withFrenchSpacing('Lecture seule : votre rôle ne permet pas de modifier')).toBe('Lecture seule\u00a0: votre rôle ne permet pas de modifier');
    expect(withFrenchSpacing('Réponse enregistrée ; rien à renvoyer ? Merci !')).toBe('Réponse enregistrée\u00a0; rien à renvoyer\u00a0? Merci\u00a0!');
  });

  it('leaves alone what is not French punctuation: an address, a time, a mark already held, a mark inside a word', () => {
    for (const text of ['https://agence.exemple.fr:8443/admin', '14:30', 'Merci\u00a0!', 'a :b', 'Erreur inconnue']) expect(withFrenchSpacing(text)).toBe(text);
  });

  it('gives the same text when shown twice', () => {
    const once = withFrenchSpacing('Import terminé : 3 lignes');
    expect(withFrenchSpacing(once)).toBe(once);
  });
});
