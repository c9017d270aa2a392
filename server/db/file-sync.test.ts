import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileSync } from './file-sync';

type Done = (error: NodeJS.ErrnoException | null) => void;
/** The syncs of the watched file wait for the test to release them; every finished sync is recorded by path. */
const disk = vi.hoisted(() => ({ watched: '', paths: new Map<number, string>(), synced: [] as string[], held: [] as Array<() => void> }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return {
    ...fs,
    open: (path: string, flags: string, done: (error: NodeJS.ErrnoException | null, fd: number) => void) =>
      fs.open(path, flags, (error, fd) => {
        if (!error) disk.paths.set(fd, path);
        done(error, fd);
      }),
    fsync: (fd: number, done: Done) => {
      const path = disk.paths.get(fd) as string;
      const finish = () => fs.fsync(fd, (error) => (disk.synced.push(path), done(error)));
      if (path === disk.watched) disk.held.push(finish);
      else finish();
    },
  };
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('fileSync', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'file-sync-'));
    disk.watched = join(dir, 'base.sqlite-wal');
    writeFileSync(disk.watched, 'trames');
    disk.synced.length = 0;
    disk.held.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('resolves once the disk has synced the file, and syncs its directory the first time only', async () => {
    const file = fileSync(disk.watched);
    let done = false;
    const first = file.sync().then(() => (done = true));
    while (disk.held.length === 0) await nextTurn();
    for (let turn = 0; turn < 10; turn += 1) await nextTurn();
    expect(done).toBe(false);
    disk.held.shift()?.();
    await first;
    expect(disk.synced).toEqual([dir, disk.watched]);

    const second = file.sync();
    while (disk.held.length === 0) await nextTurn();
    disk.held.shift()?.();
    await second;
    expect(disk.synced).toEqual([dir, disk.watched, disk.watched]);
    await file.close();
  });

  it('rejects when the file cannot be synced, and opens it again for the next sync', async () => {
    const absent = join(dir, 'absent-wal');
    const file = fileSync(absent);
    await expect(file.sync()).rejects.toThrow();
    writeFileSync(absent, 'trames');
    await file.sync();
    expect(disk.synced.filter((path) => path === absent)).toHaveLength(1);
    await file.close();
  });
});
