import { describe, expect, it, vi } from 'vitest';
import { catalogueItems } from './catalogue/catalogue-items';
import { skillOptions } from './catalogue/employee-list';
import { compareFrenchNames, compareNumeric } from './french-collation';

const icuOrder = (a: string, b: string) => Math.sign(a.localeCompare(b, 'fr', { sensitivity: 'base' }));

describe('French collation', () => {
  it('orders names like localeCompare in French, ignoring case and accents', () => {
    const names = ['Zoé', 'élan', 'Elan', 'avocat', 'Émile'];
    expect([...names].sort(compareFrenchNames)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    expect(compareFrenchNames('élan', 'Elan')).toBe(0);
  });

  it('gives the collator’s answer for every pair of names it folds and of names it cannot', () => {
    const names = [
      ...catalogueItems.map((item) => item.name),
      ...skillOptions().map((option) => option.label),
      'L’Assistant RH', "L'assistant rh", 'Lassistant', 'L assistant', 'Agent 2', 'Agent 10', 'agent',
      'Cœur', 'Coeur', 'Søren', 'Soren', 'Straße', 'Bob-Marley', 'Bob Marley', 'Ñandú', 'Nandu', 'Œuvre', 'Élan', 'elan',
      'e-mailing', 'emailing', 'e mailing', "e'mailing", 'e-', 'e--a', 'e-1', 'E-Mailing', 'é-mailing', 'a-b-c', 'a b-c', "a-b'c",
    ];
    for (const a of names) for (const b of names) expect([a, b, Math.sign(compareFrenchNames(a, b))]).toEqual([a, b, icuOrder(a, b)]);
  });

  it("sorts the catalogue's names and the assistants' skills without building ICU's collator, slow to build on a phone", async () => {
    vi.resetModules();
    const collator = vi.spyOn(Intl, 'Collator');
    try {
      const fresh = await import('./french-collation');
      const names = [...catalogueItems.map((item) => item.name), ...skillOptions().map((option) => option.label)];
      expect([...names].sort(fresh.compareFrenchNames).length).toBe(names.length);
      expect(collator).not.toHaveBeenCalled();
    } finally {
      collator.mockRestore();
    }
  });

  it('compares the numbers inside identifiers as numbers', () => {
    expect(['wf-10', 'wf-9', 'wf-100'].sort(compareNumeric)).toEqual(['wf-9', 'wf-10', 'wf-100']);
  });
});
