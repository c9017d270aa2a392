/**
 * Of `usernames`, the one with the least work in `load` (a name absent from it has none), ties to the first in the
 * given order: Chatwoot's auto-assignment by capacity (docs/decisions/0406-inbox-auto-assignment.md). Null when
 * nobody is given.
 */
export function leastLoadedOf(usernames: readonly string[], load: ReadonlyMap<string | null, number>): string | null {
  if (usernames.length === 0) return null;
  return usernames.reduce((best, name) => ((load.get(name) ?? 0) < (load.get(best) ?? 0) ? name : best));
}
