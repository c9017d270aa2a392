import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database';
import { migrateToLatest } from './migrate';

describe('SQLite checkpoints off the event loop', () => {
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
    const script = join(dir, 'close.mts');
    // Nothing else keeps this process's loop alive while the database closes, as in a command-line tool.
    writeFileSync(
      script,
      `import { createDatabase } from ${JSON.stringify(resolve('server/db/database.ts'))};
import { migrateToLatest } from ${JSON.stringify(resolve('server/db/migrate.ts'))};
const db = createDatabase({ url: ${JSON.stringify(`file:${join(dir, 'app.sqlite')}`)} });
await migrateToLatest(db);
await db.destroy();
console.log('fermée');
`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stdout.trim(), run.stderr).toBe('fermée');
    expect(run.status).toBe(0);
    expect(existsSync(join(dir, 'app.sqlite-wal'))).toBe(false);
  });
});
