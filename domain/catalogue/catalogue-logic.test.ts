import { describe, expect, it } from 'vitest';
import { defaultCapacity } from './capacity';
import type { CatalogueItem } from './catalogue-item';
import { catalogueItems } from './catalogue-items';
import { emptyFilters, filterItems, hasActiveFilters, toggleValue } from './filters';
import { automationBarPercent, levelOf } from './level';
import { cardLimits, takeWithRest } from './limits';
import { catalogueSuggestions, moveHighlight } from './suggestions';
import { featuredWorkflows, itemsForView, showsSections, sortItems } from './view';

const item = (over: Partial<CatalogueItem>): CatalogueItem => ({
  id: 'x',
  kind: 'workflow',
  variant: 'other',
  name: 'X',
  role: 'Rôle',
  description: 'Description',
  category: 'Catégorie',
  skills: [],
  integrations: [],
  triggers: [],
  isPremium: false,
  isCustom: false,
  featured: false,
  isN8nWorkflow: false,
  capacity: ['automation'],
  industry: ['universal'],
  monthlyRate: 0,
  icon: 'workflow',
  ...over,
});

describe('filtering', () => {
  const items = [
    item({ id: 'a', name: 'Alpha', capacity: ['analysis'], industry: ['finance'], integrations: ['Slack'] }),
    item({ id: 'b', name: 'Bêta', capacity: ['communication'], industry: ['finance'], integrations: ['Gmail'] }),
    item({ id: 'c', name: 'Gamma', capacity: ['analysis'], industry: ['commerce'], integrations: ['Slack', 'Gmail'] }),
  ];
  const ids = (filters: Partial<typeof emptyFilters>) => filterItems(items, { ...emptyFilters, ...filters }).map((i) => i.id);

  it('keeps everything without filters', () => expect(ids({})).toEqual(['a', 'b', 'c']));
  it('searches without case or accents', () => expect(ids({ search: 'BETA' })).toEqual(['b']));
  it('searches skills and integrations too', () => expect(ids({ search: 'gmail' })).toEqual(['b', 'c']));
  it('matches any value inside one dimension', () => expect(ids({ capacity: ['analysis', 'communication'] })).toEqual(['a', 'b', 'c']));
  it('combines dimensions with AND', () => {
    expect(ids({ capacity: ['analysis'], industry: ['finance'] })).toEqual(['a']);
    expect(ids({ capacity: ['analysis'], integrations: ['Gmail'] })).toEqual(['c']);
    expect(ids({ search: 'alpha', industry: ['commerce'] })).toEqual([]);
  });
  it('toggles a chip in and out of its list', () => {
    expect(toggleValue(['finance'], 'commerce')).toEqual(['finance', 'commerce']);
    expect(toggleValue(['finance', 'commerce'], 'finance')).toEqual(['commerce']);
  });
  it('knows when a filter is active', () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, integrations: ['Slack'] })).toBe(true);
  });
});

describe('view modes and sort', () => {
  const items = [
    item({ id: 'w1', name: 'Zèbre' }),
    item({ id: 'a1', kind: 'assistant', name: 'Ours' }),
    item({ id: 'p1', kind: 'assistant', name: 'Yack', isPremium: true }),
    item({ id: 's1', kind: 'solution', name: 'Âne', isCustom: true }),
    item({ id: 'w2', name: 'Éléphant' }),
  ];
  it('filters by view', () => {
    expect(itemsForView(items, 'mixed', new Set()).length).toBe(5);
    expect(itemsForView(items, 'assistants', new Set()).map((i) => i.id)).toEqual(['a1', 'p1']);
    expect(itemsForView(items, 'workflows', new Set()).map((i) => i.id)).toEqual(['w1', 'w2']);
    expect(itemsForView(items, 'favorites', new Set(['w2', 's1'])).map((i) => i.id)).toEqual(['s1', 'w2']);
  });
  it('puts premium first, then custom, then French name order', () => {
    expect(sortItems(items, 'name').map((i) => i.id)).toEqual(['p1', 's1', 'w2', 'a1', 'w1']);
  });
  it('sorts by id descending for the date order', () => {
    expect(sortItems(items, 'date').map((i) => i.id)).toEqual(['p1', 's1', 'w2', 'w1', 'a1']);
  });
  it('shows sections only on the mixed view with an empty search', () => {
    expect(showsSections('', 'mixed')).toBe(true);
    expect(showsSections('  ', 'mixed')).toBe(true);
    expect(showsSections('crm', 'mixed')).toBe(false);
    expect(showsSections('', 'workflows')).toBe(false);
  });
  it('keeps at most six featured workflows', () => {
    const many = Array.from({ length: 9 }, (_, i) => item({ id: `f${i}`, featured: true }));
    expect(featuredWorkflows([...many, item({ id: 'n' })]).map((i) => i.id)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5']);
    expect(featuredWorkflows(catalogueItems).length).toBe(6);
  });
});

describe('level and automation bar', () => {
  it('is high for an automated workflow or an advanced one', () => {
    expect(levelOf({ isN8nWorkflow: true, complexity: 'intermediate' })).toBe('high');
    expect(levelOf({ isN8nWorkflow: false, complexity: 'advanced' })).toBe('high');
    expect(levelOf({ isN8nWorkflow: false, complexity: 'intermediate' })).toBe('medium');
    expect(levelOf({ isN8nWorkflow: false })).toBe('medium');
  });
  it('maps the automation bar to 90, 60 and 30 percent', () => {
    expect(automationBarPercent('high')).toBe(90);
    expect(automationBarPercent('medium')).toBe(60);
    expect(automationBarPercent('low')).toBe(30);
    expect(automationBarPercent(undefined)).toBe(30);
  });
});

describe('default capacity', () => {
  it('reads skill keywords in the order automation, analysis, communication', () => {
    expect(defaultCapacity(['Relances automatiques', 'Analyse'])).toBe('automation');
    expect(defaultCapacity(['Prévisions de ventes'])).toBe('analysis');
    expect(defaultCapacity(['Réponses aux clients'])).toBe('communication');
    expect(defaultCapacity(['Jardinage'])).toBe('automation');
  });
});

describe('suggestions', () => {
  it('needs two characters', () => {
    expect(catalogueSuggestions(catalogueItems, 'r')).toEqual([]);
    expect(catalogueSuggestions(catalogueItems, 're').length).toBeGreaterThan(0);
  });
  it('returns at most five, labelled Assistant IA or Workflow', () => {
    const found = catalogueSuggestions(catalogueItems, 'ia');
    expect(found.length).toBe(cardLimits.suggestions);
    for (const s of catalogueSuggestions(catalogueItems, 'relance')) expect(['Assistant IA', 'Workflow']).toContain(s.category);
    expect(catalogueSuggestions(catalogueItems, 'antoine')[0]).toMatchObject({ value: 'Antoine Mercier', category: 'Assistant IA', type: 'assistant' });
    expect(catalogueSuggestions(catalogueItems, 'devis')[0]).toMatchObject({ value: 'Relance automatique des devis', category: 'Workflow' });
  });
  it('moves the highlight with wraparound', () => {
    expect(moveHighlight(-1, 3, 1)).toBe(0);
    expect(moveHighlight(-1, 3, -1)).toBe(2);
    expect(moveHighlight(2, 3, 1)).toBe(0);
    expect(moveHighlight(0, 3, -1)).toBe(2);
    expect(moveHighlight(0, 0, 1)).toBe(-1);
  });
});

describe('display limits', () => {
  it('counts the rest for « +N autres »', () => {
    expect(takeWithRest([1, 2, 3, 4, 5, 6, 7, 8], cardLimits.premiumTools)).toEqual({ shown: [1, 2, 3, 4, 5, 6], rest: 2 });
    expect(takeWithRest([1, 2], cardLimits.premiumSkills)).toEqual({ shown: [1, 2], rest: 0 });
    expect(cardLimits).toMatchObject({ premiumTools: 6, premiumSkills: 4, otherSkills: 3, otherTriggers: 3, chips: 6 });
  });
});
