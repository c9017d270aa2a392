import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

/** A write the test finishes itself, to see what waits for it. */
function controlledWrites() {
  const groups: Array<{ items: number[]; finish(): void; fail(error: Error): void }> = [];
  const write = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      groups.push({ items, finish: () => resolve(items.map((item) => `écrit ${item}`)), fail: reject });
    });
  return { groups, write };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('groupCommit', () => {
  it('writes what arrives together at once, and gathers what comes during a write into the next one', async () => {
    const { groups, write } = controlledWrites();
    const commits = groupCommit(write, 100);
    const first = [1, 2, 3].map((item) => commits.add(item));
    await nextTurn();
    const second = [4, 5].map((item) => commits.add(item));
    await nextTurn();
    expect(groups.map((group) => group.items)).toEqual([[1, 2, 3]]);

    groups[0]?.finish();
    expect(await Promise.all(first)).toEqual(['écrit 1', 'écrit 2', 'écrit 3']);
    await nextTurn();
    expect(groups.map((group) => group.items)).toEqual([[1, 2, 3], [4, 5]]);
    groups[1]?.finish();
    expect(await Promise.all(second)).toEqual(['écrit 4', 'écrit 5']);
  });

  it('settles no caller before the write holding its item has ended', async () => {
    const { groups, write } = controlledWrites();
    const commits = groupCommit(write, 100);
    let settled = false;
    const pending = commits.add(1).then(() => (settled = true));
    for (let turn = 0; turn < 5; turn += 1) await nextTurn();
    expect(settled).toBe(false);
    groups[0]?.finish();
    await pending;
    expect(settled).toBe(true);
  });

  it('rejects every item of a failed write, and only those, then goes on', async () => {
    const { groups, write } = controlledWrites();
    const commits = groupCommit(write, 100);
    const failed = [1, 2].map((item) => commits.add(item).catch((error: Error) => error.message));
    await nextTurn();
    const later = commits.add(3);
    groups[0]?.fail(new Error('disque plein'));
    expect(await Promise.all(failed)).toEqual(['disque plein', 'disque plein']);
    await nextTurn();
    groups[1]?.finish();
    expect(await later).toBe('écrit 3');
  });

  it('splits a crowd into writes of at most the given size', async () => {
    const { groups, write } = controlledWrites();
    const commits = groupCommit(write, 2);
    const all = [1, 2, 3, 4, 5].map((item) => commits.add(item));
    for (let i = 0; i < 3; i += 1) {
      while (groups.length <= i) await nextTurn();
      groups[i]?.finish();
    }
    expect(await Promise.all(all)).toHaveLength(5);
    expect(groups.map((group) => group.items)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
