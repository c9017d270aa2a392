import { describe, expect, it } from 'vitest';
import { cannedAnswer, estimateTokens, noPageFoundMessage } from './canned-replies';

describe('cannedAnswer', () => {
  it('quotes the assistant and web development prices', () => {
    const { answer, source } = cannedAnswer('Quels sont vos tarifs ?');
    expect(source).toBe('predefined');
    expect(answer).toContain('550 à 580 € par mois');
    expect(answer).toContain('600 € par jour');
  });

  it.each([
    ['Combien de temps pour un devis ?', 'devis détaillé sous 24 h'],
    ['Quel est votre délai de réponse ?', 'en moyenne sous 2 h'],
    ['Puis-je faire un essai ?', 'gratuitement pendant 14 jours'],
    ['Je voudrais un rendez-vous', 'consultation gratuite de 30 minutes'],
    ['Créer un SITE web', 'à 600 € par jour'],
    ['Vos assistants comptabilité', 'de 550 à 580 € par mois'],
  ])('answers %s', (question, expected) => {
    expect(cannedAnswer(question).answer).toContain(expected);
  });

  it('falls back with a suggestion to contact the team', () => {
    const reply = cannedAnswer('xyzzy');
    expect(reply.source).toBe('fallback');
    expect(reply.topic).toBeNull();
    expect(reply.answer).toContain('sous 2 h');
  });

  it('says no page was found and estimates tokens', () => {
    expect(noPageFoundMessage(' licorne ')).toBe("Je n'ai trouvé aucune page pour « licorne ». Posez-moi votre question, je vais essayer d'y répondre.");
    expect(estimateTokens('abcd', 'abcde')).toBe(3);
  });
});
