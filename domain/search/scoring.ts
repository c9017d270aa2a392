import type { SearchAssistant, SearchIndex } from './index-types';
import { MIN_QUERY_LENGTH, MIN_SCORE, PANEL_ASSISTANT_CAP, PANEL_LIMIT, searchWeights as w } from './limits';
import { fold, tokensOf } from './text';

export type ResultKind = 'page' | 'component' | 'assistant';

export interface SearchResult {
  kind: ResultKind;
  title: string;
  description: string;
  path: string;
  /** Raw weighted points divided by the name weight: 1 is a full name match. */
  score: number;
  priority: number;
}

interface Fields {
  name?: string;
  keywords?: string[];
  title?: string;
  description?: string;
  content?: string;
}

interface PreparedQuery {
  tokens: string[];
  /** Words the aliases point to, for the alias bonus. */
  aliasTargets: string[];
}

/** Folds the query, corrects known misspellings and resolves aliases. */
export function prepareQuery(index: Pick<SearchIndex, 'aliases' | 'phonetics'>, query: string): PreparedQuery {
  const phonetics = Object.fromEntries(Object.entries(index.phonetics).map(([k, v]) => [fold(k), fold(v)]));
  const aliases = Object.fromEntries(Object.entries(index.aliases).map(([k, v]) => [fold(k), fold(v)]));
  const tokens = tokensOf(query).map((t) => phonetics[t] ?? t);
  const aliasTargets = tokens.flatMap((t) => (aliases[t] ? [aliases[t]] : []));
  return { tokens, aliasTargets };
}

const coverage = (field: string | undefined, tokens: string[]) => {
  if (!field || !tokens.length) return 0;
  const text = fold(field);
  return tokens.filter((t) => text.includes(t)).length / tokens.length;
};

/** The §9 weights, each scaled by the share of query words found in that field. */
export function scoreFields(fields: Fields, query: PreparedQuery): number {
  const keywords = fields.keywords?.join(' ');
  const named = [fields.name, keywords, fields.title].filter(Boolean).map((f) => fold(f as string));
  const aliasHit = query.aliasTargets.some((target) => named.some((f) => f.includes(target)));
  const raw =
    w.name * coverage(fields.name, query.tokens) +
    (aliasHit ? w.alias : 0) +
    w.keyword * coverage(keywords, query.tokens) +
    w.pageTitle * coverage(fields.title, query.tokens) +
    w.description * coverage(fields.description, query.tokens) +
    w.content * coverage(fields.content, query.tokens);
  return raw / w.name;
}

const assistantResult = (a: SearchAssistant, score: number): SearchResult => ({
  kind: 'assistant',
  title: `${a.name} — ${a.role}`,
  description: a.description,
  path: a.path,
  score,
  priority: a.priority,
});

/** Every result above the minimum score, best first; nothing under two characters. */
export function searchIndex(index: SearchIndex, query: string): SearchResult[] {
  if (query.trim().length < MIN_QUERY_LENGTH) return [];
  const q = prepareQuery(index, query);
  if (!q.tokens.length) return [];
  const results: SearchResult[] = [];
  for (const page of index.pages) {
    const score = scoreFields({ title: page.title, description: page.description, content: page.content }, q);
    results.push({ kind: 'page', title: page.title, description: page.description, path: page.path, score, priority: 0 });
  }
  for (const [name, component] of Object.entries(index.components)) {
    const score = scoreFields({ name, description: component.description }, q);
    results.push({ kind: 'component', title: name, description: component.description, path: component.path, score, priority: 0 });
  }
  for (const assistant of index.assistants) {
    const score = scoreFields({ name: assistant.name, keywords: assistant.keywords, title: assistant.role, description: assistant.description }, q);
    results.push(assistantResult(assistant, score));
  }
  return results
    .filter((r) => r.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || b.priority - a.priority || a.title.localeCompare(b.title, 'fr'));
}

const kindOrder: Record<ResultKind, number> = { page: 0, component: 1, assistant: 2 };

/** The panel's six: the best results with at most five assistants, shown pages, then components, then assistants. */
export function panelResults(results: readonly SearchResult[]): SearchResult[] {
  const picked: SearchResult[] = [];
  let assistants = 0;
  for (const result of results) {
    if (picked.length === PANEL_LIMIT) break;
    if (result.kind === 'assistant') {
      if (assistants === PANEL_ASSISTANT_CAP) continue;
      assistants += 1;
    }
    picked.push(result);
  }
  return picked
    .map((result, rank) => ({ result, rank }))
    .sort((a, b) => kindOrder[a.result.kind] - kindOrder[b.result.kind] || a.rank - b.rank)
    .map(({ result }) => result);
}
