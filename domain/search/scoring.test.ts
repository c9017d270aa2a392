import { describe, expect, it } from 'vitest';
import { buildSearchIndex, emptySearchIndex } from './build-index';
import type { SearchIndex } from './index-types';
import { panelResults, prepareQuery, scoreFields, searchIndex, type SearchResult } from './scoring';

const index: SearchIndex = {
  pages: [
    { path: '/contact', title: 'Contact', description: 'Demandez un devis.', content: 'Réponse sous 2 h.' },
    { path: '/tarifs', title: 'Tarifs', description: 'Nos prix.', content: 'Contact possible.' },
  ],
  components: { 'Demande de rappel': { description: 'Être rappelé sous 24h.', path: '/contact' } },
  assistants: [
    { id: '1', name: 'Clara', role: 'Assistante comptable', description: 'Factures', path: '/employe/1', priority: 50, keywords: ['comptabilité'], isPremium: true },
  ],
  aliases: { compta: 'comptabilité', devis: 'contact' },
  phonetics: { komptable: 'comptable' },
  suggestions: [],
  featuredAssistants: [],
  metadata: { generatedAt: '2026-01-01T00:00:00.000Z', version: 1 },
};

const q = (text: string) => prepareQuery(index, text);

describe('scoreFields weights', () => {
  it.each([
    ['name', { name: 'Clara' }, 25],
    ['keyword', { keywords: ['clara'] }, 12],
    ['page title', { title: 'Clara' }, 10],
    ['description', { description: 'avec Clara' }, 5],
    ['content', { content: 'Clara' }, 2],
  ])('gives %s its weight', (_label, fields, points) => {
    expect(scoreFields(fields, q('clara'))).toBeCloseTo(points / 25);
  });

  it('adds 20 for an alias that names the item', () => {
    expect(scoreFields({ title: 'Contact' }, q('devis'))).toBeCloseTo(20 / 25);
    expect(scoreFields({ keywords: ['comptabilité'] }, q('compta'))).toBeCloseTo((20 + 12) / 25);
  });

  it('scales a field by the share of query words it holds', () => {
    expect(scoreFields({ name: 'Clara' }, q('clara inconnue'))).toBeCloseTo(12.5 / 25);
  });

  it('corrects known misspellings first', () => {
    expect(scoreFields({ title: 'Assistante comptable' }, q('komptable'))).toBeCloseTo(10 / 25);
  });
});

describe('searchIndex', () => {
  it('gives nothing under two characters', () => {
    expect(searchIndex(index, 'c')).toEqual([]);
    expect(searchIndex(index, ' ')).toEqual([]);
  });

  it('drops results under the minimum score of 0.1 (content alone is 0.08)', () => {
    const results = searchIndex(index, 'possible');
    expect(results).toEqual([]);
  });

  it('ranks by score and follows aliases', () => {
    const results = searchIndex(index, 'devis');
    expect(results[0]?.path).toBe('/contact');
    expect(results.map((r) => r.title)).toContain('Contact');
  });
});

describe('panelResults', () => {
  const make = (kind: SearchResult['kind'], n: number, score: number): SearchResult => ({
    kind,
    title: `${kind}${n}`,
    description: '',
    path: `/${kind}/${n}`,
    score,
    priority: 50,
  });

  it('keeps six, at most five assistants, pages then components then assistants', () => {
    const ranked = [
      ...Array.from({ length: 7 }, (_, i) => make('assistant', i, 2 - i / 100)),
      make('component', 1, 1.5),
      make('page', 1, 0.5),
    ];
    const panel = panelResults(ranked);
    expect(panel).toHaveLength(6);
    expect(panel.map((r) => r.kind)).toEqual(['component', 'assistant', 'assistant', 'assistant', 'assistant', 'assistant']);
    expect(panel.map((r) => r.title).slice(1)).toEqual(['assistant0', 'assistant1', 'assistant2', 'assistant3', 'assistant4']);
  });

  it('caps assistants at five when nothing else competes', () => {
    const ranked = [...Array.from({ length: 7 }, (_, i) => make('assistant', i, 1)), make('page', 1, 0.2)];
    const panel = panelResults(ranked);
    expect(panel.map((r) => r.kind)).toEqual(['page', 'assistant', 'assistant', 'assistant', 'assistant', 'assistant']);
  });
});

describe('the built index', () => {
  it('lists only pre-rendered pages and the premium assistants as featured', () => {
    const built = buildSearchIndex(['/', '/contact', '/404', '/inconnue'], new Date('2026-02-03T04:05:06Z'));
    expect(built.pages.map((p) => p.path)).toEqual(['/', '/contact']);
    expect(built.metadata.generatedAt).toBe('2026-02-03T04:05:06.000Z');
    expect(built.featuredAssistants).toHaveLength(4);
    expect(built.assistants.every((a) => a.priority > 0)).toBe(true);
    expect(Object.values(built.components).every((c) => c.path.startsWith('/contact'))).toBe(true);
  });

  it('falls back to four premium suggestions', () => {
    const empty = emptySearchIndex();
    expect(empty.pages).toEqual([]);
    expect(empty.suggestions).toHaveLength(4);
  });
});
