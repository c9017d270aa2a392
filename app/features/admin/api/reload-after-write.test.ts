import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reloadAfterWrite } from './reload-after-write';

/** A view on screen whose reads the test answers when it chooses. */
function view(client: QueryClient, queryKey: QueryKey) {
  const view = { reads: 0, pending: [] as Array<() => void> };
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => {
      view.reads += 1;
      // The first read answers at once: the view is on screen before the write.
      return view.reads === 1 ? Promise.resolve(view.reads) : new Promise<number>((resolve) => view.pending.push(() => resolve(view.reads)));
    },
  });
  const stop = observer.subscribe(() => {});
  return Object.assign(view, { observer, stop, release: () => view.pending.splice(0).forEach((answer) => answer()) });
}

describe('the reads a write starts again', () => {
  it('awaits the view it was made from, starts the others without waiting for them, and reads a view named twice once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const timeline = view(client, ['admin', 'prospects', 'timeline', 7]);
    const board = view(client, ['admin', 'prospects', 'board', 'all']);
    await Promise.all([timeline, board].map((each) => expect.poll(() => each.observer.getCurrentResult().isSuccess).toBe(true)));

    let settled = false;
    const reload = reloadAfterWrite(client, { shown: [['admin', 'prospects', 'timeline', 7]], others: [['admin', 'prospects']] }).then(() => (settled = true));
    await expect.poll(() => timeline.pending.length + board.pending.length).toBe(2);
    expect(timeline.reads).toBe(2);
    expect(board.reads).toBe(2);

    board.release();
    await expect.poll(() => board.observer.getCurrentResult().isFetching).toBe(false);
    expect(settled).toBe(false);
    timeline.release();
    await reload;
    expect(timeline.observer.getCurrentResult().data).toBe(2);

    // The board's read held: the write is settled all the same.
    const other = reloadAfterWrite(client, { shown: [['admin', 'prospects', 'timeline', 7]], others: [['admin', 'prospects', 'board']] });
    await expect.poll(() => timeline.pending.length).toBe(1);
    timeline.release();
    await other;
    expect(board.observer.getCurrentResult().isFetching).toBe(true);
    board.release();
    [timeline, board].forEach((each) => each.stop());
    client.clear();
  });
});
