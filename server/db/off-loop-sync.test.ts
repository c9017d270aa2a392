import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/helper';
import type { Database } from './database';
import { transactionsSyncedOffLoop } from './off-loop-sync';

const FULL = 2;

describe('transactionsSyncedOffLoop on SQLite', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    db = database.db;
    await sql`create table notes (body text not null)`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
    await database.drop();
  });

  const synchronousLevel = async () => (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous;
  const notes = async () => (await sql<{ body: string }>`select body from notes`.execute(db)).rows.map((row) => row.body);

  it('resolves only once the WAL is synced, and leaves the connection on FULL', async () => {
    let releaseSync = () => {};
    const sync = vi.spyOn(db.walSync as NonNullable<Database['walSync']>, 'sync').mockImplementation(
      () => new Promise<void>((resolve) => (releaseSync = resolve)),
    );
    let answer: string | undefined;
    const durable = transactionsSyncedOffLoop(db)(async (trx) => {
      await sql`insert into notes (body) values ('clic')`.execute(trx);
      return 'fait';
    }).then((value) => (answer = value));
    while (sync.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    // Committed and visible, but not yet answered: the disk has not confirmed it.
    expect(await notes()).toEqual(['clic']);
    expect(answer).toBeUndefined();
    expect(await synchronousLevel()).toBe(FULL);
    releaseSync();
    await durable;
    expect(answer).toBe('fait');
  });

  it('rolls a failed transaction back, syncs nothing and leaves the connection on FULL', async () => {
    const sync = vi.spyOn(db.walSync as NonNullable<Database['walSync']>, 'sync');
    const durably = transactionsSyncedOffLoop(db);
    const failing = durably(async (trx) => {
      await sql`insert into notes (body) values ('perdu')`.execute(trx);
      await sql`insert into notes (body) values (null)`.execute(trx);
    });
    await expect(failing).rejects.toThrow();
    expect(await notes()).toEqual([]);
    expect(sync).not.toHaveBeenCalled();
    expect(await synchronousLevel()).toBe(FULL);
  });
});
