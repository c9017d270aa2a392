import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database';
import { migrateToLatest } from './migrate';

/**
 * Runs `body` in a process of its own, after opening and migrating a database `db` in `dir`: its loop holds nothing
 * else, as a command-line tool's. Answers what it printed and its exit status.
 */
function runWithDatabase(dir: string, body: string) {
  const script = join(dir, 'script.mts');
  writeFileSync(
    script,
    `import { createDatabase } from ${JSON.stringify(resolve('server/db/database.ts'))};
import { migrateToLatest } from ${JSON.stringify(resolve('server/db/migrate.ts'))};
const db = createDatabase({ url: ${JSON.stringify(`file:${join(dir, 'app.sqlite')}`)} });
await migrateToLatest(db);
${body}
`,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 30_000 });
  return { printed: run.stdout.trim(), errors: run.stderr, status: run.status };
}

describe('SQLite checkpoints and long reads off the event loop', () => {
  let dir = '';
  let db: Database | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it("leaves the server's connection without checkpoints and copies the WAL into the file from the worker", async () => {
    dir = mkdtempSync(join(tmpdir(), 'wal-checkpoints-'));
    const file = join(dir, 'app.sqlite');
    db = createDatabase({ url: `file:${file}` });
    await migrateToLatest(db);
    const pragma = await sql<{ walAutocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(pragma.rows[0]?.walAutocheckpoint).toBe(0);

    const before = statSync(file).size;
    const text = 'x'.repeat(1000);
    for (let batch = 0; batch < 10; batch += 1) {
      await db
        .insertInto('analyticsEvents')
        .values(Array.from({ length: 100 }, (_, n) => ({ name: 'page_view', page: `/p${batch}-${n}`, funnelStage: 'AWARENESS', visitorKey: 'k', properties: JSON.stringify({ text }), createdAt: new Date().toISOString() })))
        .execute();
    }
    // Only a checkpoint moves pages from the WAL into the database file, and this connection makes none (its
    // autocheckpoint is 0, above): the file grows once the worker's tick has come. The size is not compared right
    // after the writes, since on a slow machine a tick may already have fallen between them, having copied part of
    // them: the test waits for the tick that copies the rest.
    const copied = () => statSync(file).size > before + 900_000;
    for (let wait = 0; wait < 80 && !copied(); wait += 1) await sleep(100);
    expect(statSync(file).size).toBeGreaterThan(before + 900_000);
  });

  it('stops its worker when the database closes, so the last connection folds the WAL back and removes it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'wal-checkpoints-'));
    const file = join(dir, 'app.sqlite');
    const closing = createDatabase({ url: `file:${file}` });
    await migrateToLatest(closing);
    expect(existsSync(`${file}-wal`)).toBe(true);
    await closing.destroy();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('lets a process that closes its database end normally once the last checkpoint is made', () => {
    dir = mkdtempSync(join(tmpdir(), 'wal-checkpoints-'));
    const run = runWithDatabase(dir, "await db.destroy();\nconsole.log('fermée');");
    expect(run.printed, run.errors).toBe('fermée');
    expect(run.status).toBe(0);
    expect(existsSync(join(dir, 'app.sqlite-wal'))).toBe(false);
  });

  it("answers a read on the worker's own connection: what is committed, not the server's open transaction", async () => {
    dir = mkdtempSync(join(tmpdir(), 'wal-checkpoints-'));
    const opened = createDatabase({ url: `file:${join(dir, 'app.sqlite')}` });
    db = opened;
    await migrateToLatest(opened);
    const read = opened.readOffLoop!;
    const countViews = () => read<{ n: number }>('select count(*) as n from analytics_events where page = ?', ['/combien']);
    const view = { name: 'page_view', page: '/combien', funnelStage: 'AWARENESS', visitorKey: 'k', properties: '{}', createdAt: new Date().toISOString() };
    await opened.insertInto('analyticsEvents').values(view).execute();
    expect(await countViews()).toEqual({ n: 1 });
    await opened.transaction().execute(async (trx) => {
      await trx.insertInto('analyticsEvents').values(view).execute();
      // Another connection: the row the transaction holds is not yet there for it.
      expect(await countViews()).toEqual({ n: 1 });
    });
    expect(await countViews()).toEqual({ n: 2 });
    await expect(read('select * from nowhere', [])).rejects.toThrow('no such table: nowhere');
    await opened.destroy();
    db = undefined;
    await expect(countViews()).rejects.toThrow('le fil de lecture SQLite est arrêté');
  });

  it("answers every row of a grouped read on the worker's connection", async () => {
    dir = mkdtempSync(join(tmpdir(), 'wal-checkpoints-'));
    const opened = createDatabase({ url: `file:${join(dir, 'app.sqlite')}` });
    db = opened;
    await migrateToLatest(opened);
    const view = (page: string) => ({ name: 'page_view', page, funnelStage: 'AWARENESS', visitorKey: 'k', properties: '{}', createdAt: new Date().toISOString() });
    await opened.insertInto('analyticsEvents').values([view('/a'), view('/b'), view('/b')]).execute();
    const perPage = await opened.readAllOffLoop!<{ page: string; n: number }>('select page, count(*) as n from analytics_events group by page order by page', []);
    expect(perPage).toEqual([
      { page: '/a', n: 1 },
      { page: '/b', n: 2 },
    ]);
    expect(await opened.readAllOffLoop!('select page from analytics_events where page = ?', ['/z'])).toEqual([]);
  });

  it('keeps a process that awaits only a read alive until its answer', () => {
    dir = mkdtempSync(join(tmpdir(), 'wal-checkpoints-'));
    // A read of about half a second: long enough for a loop with nothing referenced to end first. The worker,
    // unreferenced otherwise, must hold the process for it.
    const slowRead = 'with recursive c(i) as (select 1 union all select i + 1 from c where i < 3000000) select count(*) / 3000000 + 41 as n from c';
    const run = runWithDatabase(dir, `const row = await db.readOffLoop('${slowRead}', []);\nconsole.log(row.n);\nawait db.destroy();`);
    expect(run.printed, run.errors).toBe('42');
    expect(run.status).toBe(0);
  });

  it('never keeps an idle process alive, even with its database left open', () => {
    dir = mkdtempSync(join(tmpdir(), 'wal-checkpoints-'));
    const run = runWithDatabase(dir, "console.log(await db.readOffLoop('select 1 as n', []));");
    expect(run.printed, run.errors).toBe('{ n: 1 }');
    expect(run.status).toBe(0);
  });
});
