import type { QueryClient, QueryKey } from '@tanstack/react-query';

const within = (key: QueryKey, prefix: QueryKey) => prefix.every((part, index) => key[index] === part);

/**
 * The reads a write starts again (docs/decisions/0508-board-moves-settle-alone.md). The view it was made from
 * (`shown`) is awaited: returned from `onSuccess`, the write stays pending until that view shows it, so its
 * confirmation and the row arrive together. Every other view (`others`) is started and not awaited: a note's
 * confirmation never waits for every inbox list, nor an e-mail's for the board's sums. A view named in both is read
 * once, awaited.
 */
export function reloadAfterWrite(client: QueryClient, { shown = [], others = [] }: { shown?: QueryKey[]; others?: QueryKey[] }): Promise<unknown> {
  for (const key of others)
    void client.invalidateQueries({ queryKey: key, predicate: (query) => !shown.some((view) => within(query.queryKey, view)) });
  return Promise.all(shown.map((key) => client.invalidateQueries({ queryKey: key })));
}
