import { describe, expect, it } from 'vitest';
import { emailSuggestions, jobTitles, matchingSuggestions } from './field-suggestions';

describe('field suggestions (public-site §9)', () => {
  it('offers at most 5 entries containing what was typed, case and accents aside', () => {
    expect(matchingSuggestions(jobTitles, 'DIRECTRICE')).toEqual([
      'Directrice générale',
      'Directrice administrative et financière',
      'Directrice commerciale',
      'Directrice marketing',
      'Directrice des systèmes d’information',
    ]);
    expect(matchingSuggestions(jobTitles, 'gerant')).toEqual(['Gérant', 'Gérante']);
    expect(matchingSuggestions(jobTitles, 'projet')).toEqual(['Chef de projet', 'Cheffe de projet']);
  });

  it('offers nothing before anything is typed, when nothing matches, or once an entry is typed in full', () => {
    expect(matchingSuggestions(jobTitles, '  ')).toEqual([]);
    expect(matchingSuggestions(jobTitles, 'astronaute')).toEqual([]);
    expect(matchingSuggestions(jobTitles, 'comptable')).toEqual([]);
  });

  it('completes an address after its @ with the domains containing what follows', () => {
    expect(emailSuggestions('marie')).toEqual([]);
    expect(emailSuggestions('marie@')).toEqual(['marie@gmail.com', 'marie@orange.fr', 'marie@outlook.fr', 'marie@outlook.com', 'marie@hotmail.fr']);
    expect(emailSuggestions('marie@or')).toEqual(['marie@orange.fr']);
    expect(emailSuggestions('marie@atelier-lumen.fr')).toEqual([]);
    expect(emailSuggestions('@gmail')).toEqual([]);
    expect(emailSuggestions('a@b@c')).toEqual([]);
  });
});
