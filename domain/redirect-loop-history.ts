/** The figures of public-site §8's redirect-loop rule and the visit history it reads, apart so the browser's watcher loads them without the rule. */
export const REDIRECT_LOOP_WINDOW_MS = 10_000;
export const IDENTICAL_VISITS_FOR_LOOP = 7;
/** A, B, A, B, A, B: three round trips between two paths. */
export const ALTERNATING_VISITS_FOR_LOOP = 6;
/** Fewer recent visits than this can match neither rule, so nothing needs checking. */
export const MIN_VISITS_TO_CHECK = Math.min(IDENTICAL_VISITS_FOR_LOOP, ALTERNATING_VISITS_FOR_LOOP);
const REDIRECT_LOOP_HISTORY_CAP = 20;

export interface Visit {
  url: string;
  at: number;
}

/** The visits still inside the window, with the new one last; older ones are forgotten. */
export function recordVisit(history: readonly Visit[], url: string, at: number): Visit[] {
  return [...history.filter((visit) => at - visit.at <= REDIRECT_LOOP_WINDOW_MS && visit.at <= at), { url, at }].slice(-REDIRECT_LOOP_HISTORY_CAP);
}
