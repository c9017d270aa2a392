/**
 * Compressed JavaScript, headers included, that a first visit may load before the page is interactive, in KB
 * (docs/decisions/0009-first-visit-weight.md): `/`, the catalogue with its assistants lists and profiles, and
 * `/contact`. `npm run bench` reports the other pages without a budget.
 */
export const SCRIPT_BUDGETS_KB: Readonly<Record<string, number>> = {
  '/': 70,
  '/workflows-assistants': 90,
  '/assistants-ia': 90,
  '/employees': 90,
  '/employe/1001': 90,
  '/contact': 90,
};

/** The budget of a page; every assistant profile shares the first one's. */
export function scriptBudgetKb(path: string): number | undefined {
  return SCRIPT_BUDGETS_KB[path.startsWith('/employe/') ? '/employe/1001' : path];
}
