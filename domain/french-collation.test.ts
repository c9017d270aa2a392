import { describe, expect, it } from 'vitest';
import { compareFrenchNames, compareNumeric } from './french-collation';

describe('French collation', () => {
  it('orders names like localeCompare in French, ignoring case and accents', () => {
    const names = ['Zoé', 'élan', 'Elan', 'avocat', 'Émile'];
    expect([...names].sort(compareFrenchNames)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    expect(compareFrenchNames('élan', 'Elan')).toBe(0);
  });
  it('compares the numbers inside identifiers as numbers', () => {
    expect(['wf-10', 'wf-9', 'wf-100'].sort(compareNumeric)).toEqual(['wf-9', 'wf-10', 'wf-100']);
  });
});
