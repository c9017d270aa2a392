import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index';
import { addToHistory, parseHistory } from './history';
import { autocomplete, fuzzySuggestions, similarity } from './suggestions';

const index = buildSearchIndex(['/', '/contact', '/workflows-assistants'], new Date(0));

describe('fuzzySuggestions', () => {
  it('measures similarity on folded text', () => {
    expect(similarity('Équipe', 'equipe')).toBe(1);
    expect(similarity('abcd', 'abcx')).toBe(0.75);
  });

  it('suggests at most three close terms, never the same one', () => {
    const suggestions = fuzzySuggestions(index, 'comptabel');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions[0]?.toLowerCase()).toContain('comptab');
    expect(fuzzySuggestions(index, 'contact')).not.toContain('Contact');
    expect(fuzzySuggestions(index, 'zzzzzzzzzz')).toEqual([]);
    expect(fuzzySuggestions(index, 'c')).toEqual([]);
  });
});

describe('autocomplete', () => {
  it('offers six suggestions when empty and eight at most otherwise', () => {
    expect(autocomplete(index, '')).toHaveLength(6);
    expect(autocomplete(index, 'a')).toEqual([]);
    const completions = autocomplete(index, 'co');
    expect(completions.length).toBeLessThanOrEqual(8);
    expect(completions[0]?.toLowerCase().startsWith('co')).toBe(true);
  });
});

describe('search history', () => {
  it('keeps ten, newest first, one per query', () => {
    let history = parseHistory(null);
    for (let i = 0; i < 12; i += 1) history = addToHistory(history, { query: `q${i}`, results: i, timestamp: i });
    expect(history).toHaveLength(10);
    expect(history[0]?.query).toBe('q11');
    history = addToHistory(history, { query: 'Q5', results: 1, timestamp: 99 });
    expect(history.filter((h) => h.query.toLowerCase() === 'q5')).toHaveLength(1);
    expect(history[0]?.query).toBe('Q5');
    expect(parseHistory('{oops')).toEqual([]);
    expect(parseHistory('[{"query":1}]')).toEqual([]);
  });
});
