/**
 * Compressed JavaScript, headers included, that a first visit may load before the page is interactive, in KB
 * (docs/decisions/0009-first-visit-weight.md): `/`, the catalogue with its assistants lists and profiles, and
 * `/contact`. `npm run bench` reports the other pages without a budget. The assistants' pages do not load the
 * catalogue's own data (decision 0364), hence their lower budget.
 */
export const SCRIPT_BUDGETS_KB: Readonly<Record<string, number>> = {
  '/': 125,
  '/workflows-assistants': 145,
  '/assistants-ia': 137,
  '/employees': 137,
  '/employe/1001': 137,
  // The contact form's outbox (decision 0395) keeps a brief through a lost connection: about 1.5 KB; the callback
  // modal's (decision 0419), shared by the page and its modal in a chunk of its own: about 1.6 KB.
  '/contact': 149,
};

/** The budget of a page; every assistant profile shares the first one's. */
export function scriptBudgetKb(path: string): number | undefined {
  return SCRIPT_BUDGETS_KB[path.startsWith('/employe/') ? '/employe/1001' : path];
}
