import { ALTERNATING_VISITS_FOR_LOOP, IDENTICAL_VISITS_FOR_LOOP, REDIRECT_LOOP_WINDOW_MS, type Visit } from './redirect-loop-history';

export { recordVisit, type Visit } from './redirect-loop-history';

/** Public-site §8: a redirect loop is 7 identical URLs within 10 s, or an alternating path pattern. */
type RedirectLoop =
  | { kind: 'identical'; url: string; count: number }
  | { kind: 'alternating'; paths: [string, string]; count: number };

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? url;

/** Looks at the visits within the window ending at the newest one; null when they look like a person browsing. */
export function detectRedirectLoop(history: readonly Visit[]): RedirectLoop | null {
  const newest = history.at(-1);
  if (!newest) return null;
  const recent = history.filter((visit) => newest.at - visit.at <= REDIRECT_LOOP_WINDOW_MS && visit.at <= newest.at);

  const identical = recent.filter((visit) => visit.url === newest.url).length;
  if (identical >= IDENTICAL_VISITS_FOR_LOOP) return { kind: 'identical', url: newest.url, count: identical };

  const tail = recent.slice(-ALTERNATING_VISITS_FOR_LOOP).map((visit) => pathOf(visit.url));
  const [a, b] = tail;
  if (tail.length === ALTERNATING_VISITS_FOR_LOOP && a !== undefined && b !== undefined && a !== b) {
    const alternates = tail.every((path, index) => path === (index % 2 === 0 ? a : b));
    if (alternates) return { kind: 'alternating', paths: [a, b], count: tail.length };
  }
  return null;
}

/** The French line logged and reported for a loop. */
export function describeRedirectLoop(loop: RedirectLoop): string {
  return loop.kind === 'identical'
    ? `Boucle de redirection détectée : ${loop.url} chargée ${loop.count} fois en 10 s`
    : `Boucle de redirection détectée : aller-retour entre ${loop.paths[0]} et ${loop.paths[1]} (${loop.count} chargements en 10 s)`;
}
