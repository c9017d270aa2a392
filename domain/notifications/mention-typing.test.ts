import { describe, expect, it } from 'vitest';
import { mentionsIn } from './mention-notice';
import { MENTION_CHOICES_MAX, mentionChoices, mentionTypedAt, withMention } from './mention-typing';

const users = ['admin', 'camille', 'jean-marc', 'marc', 'Lucie.B'].map((username) => ({ username }));

describe('mentions being typed', () => {
  it('finds the name the caret is in, at the start, after a space or a bracket, never inside an address', () => {
    expect(mentionTypedAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionTypedAt('Rappel @cam', 11)).toEqual({ start: 7, query: 'cam' });
    expect(mentionTypedAt('Rappel (@cam', 12)).toEqual({ start: 8, query: 'cam' });
    expect(mentionTypedAt('Rappel @camille demain', 11)).toEqual({ start: 7, query: 'cam' });
    expect(mentionTypedAt('écrire à jean@exem', 18)).toBeNull();
    expect(mentionTypedAt('@camille demain', 15)).toBeNull();
    expect(mentionTypedAt('@camille ', 9)).toBeNull();
    expect(mentionTypedAt(`@${'a'.repeat(51)}`, 52)).toBeNull();
  });

  it('proposes the names starting with what is typed, then those containing it, any case, without the author', () => {
    expect(mentionChoices('', users, 'admin').map((user) => user.username)).toEqual(['camille', 'jean-marc', 'marc', 'Lucie.B']);
    expect(mentionChoices('MARC', users).map((user) => user.username)).toEqual(['marc', 'jean-marc']);
    expect(mentionChoices('luc', users).map((user) => user.username)).toEqual(['Lucie.B']);
    expect(mentionChoices('zoé', users)).toEqual([]);
    const many = Array.from({ length: MENTION_CHOICES_MAX + 2 }, (_, index) => ({ username: `user${index}` }));
    expect(mentionChoices('user', many)).toHaveLength(MENTION_CHOICES_MAX);
  });

  it('replaces the whole name the caret is in by the one chosen, with one space, and puts the caret after that space', () => {
    expect(withMention('Rappel @cam', { start: 7, query: 'cam' }, 'camille')).toEqual({ text: 'Rappel @camille ', caret: 16 });
    expect(withMention('Rappel @camxx demain', { start: 7, query: 'cam' }, 'camille')).toEqual({ text: 'Rappel @camille demain', caret: 16 });
    expect(withMention('@\nsuite', { start: 0, query: '' }, 'marc')).toEqual({ text: '@marc \nsuite', caret: 6 });
  });

  it('writes every name it inserts so that the server tells that user', () => {
    const usernames = users.map((user) => user.username);
    for (const username of usernames) {
      const { text, caret } = withMention('Merci @', { start: 6, query: '' }, username);
      expect(mentionsIn(`${text}de rappeler.`, usernames)).toEqual([username]);
      // The caret left out of the mention: the list does not open again on the name just chosen.
      expect(mentionTypedAt(text, caret)).toBeNull();
    }
  });
});
