import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupMessages } from '../../../domain/backups/backup-messages';
import { createDatabase, type Database } from '../../db/database';
import { contactMessage } from '../../reliability/support/contact-posts';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { restoreBackup } from './restore';
import { backupsService } from './service';

const SENDERS = 8;

/**
 * Drops the suite's schema. The app's work after its last answers (notifications, acknowledgements) may still hold
 * row locks that the drop's table locks meet in the other order: PostgreSQL then picks one as a deadlock victim and
 * rolls it back, and the drop is simply tried again.
 */
async function dropSchema(db: Database, schema: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      return;
    } catch (error) {
      if (attempt >= 5 || (error as { code?: string }).code !== '40P01') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe.each(databaseKinds)('database backups on %s', (kind) => {
  let ctx: TestContext;
  let scratch: string;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    scratch = mkdtempSync(join(tmpdir(), 'restore-test-'));
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const service = () => backupsService(ctx.db, { directory: ctx.config.backupDir });

  it('refuses to restore over a database that holds tables, and changes nothing in it', async () => {
    const backup = await service().backUp(new Date(Date.now() + 1000));
    const before = await ctx.db.selectFrom('callbackRequests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage(99_999) });
    const target = kind === 'sqlite' ? { databaseUrl: `file:${ctx.db.sqliteFile}` } : { databaseUrl: process.env.TEST_DATABASE_URL as string, schema: ctx.db.pgSchema };
    await expect(restoreBackup(target, service().pathOf(backup.name) as string, false)).rejects.toThrow(backupMessages.restoreRefused);
    const after = await ctx.db.selectFrom('callbackRequests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('refuses a file that is not a backup, in French', async () => {
    const target = kind === 'sqlite' ? { databaseUrl: `file:${join(scratch, 'other.sqlite')}` } : { databaseUrl: process.env.TEST_DATABASE_URL as string, schema: `${ctx.db.pgSchema}_x` };
    await expect(restoreBackup(target, join(import.meta.dirname, 'service.ts'), false)).rejects.toThrow(backupMessages.notABackup);
  });
  // Last: on PostgreSQL it replaces the suite's schema by its restored copy.
  it('copies, while 8 senders post, every message acknowledged before the backup began, and restores the copy', { timeout: 60_000 }, async () => {
    const acknowledged = new Map<number, string>();
    let sent = 0;
    let stop = false;
    const sender = async () => {
      while (!stop) {
        const n = sent++;
        const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage(n) });
        expect(response.statusCode).toBe(201);
        acknowledged.set(response.json().id, contactMessage(n).email);
      }
    };
    const senders = Array.from({ length: SENDERS }, sender);
    while (acknowledged.size < 100) await new Promise((resolve) => setImmediate(resolve));
    const beforeBackup = new Map(acknowledged);
    const backup = await service().backUp(new Date());
    const afterBackup = acknowledged.size;
    stop = true;
    await Promise.all(senders);
    // The senders kept posting while the copy was made.
    expect(afterBackup).toBeGreaterThan(beforeBackup.size);
    expect(backup.rows.callbackRequests).toBeGreaterThanOrEqual(beforeBackup.size);

    const file = service().pathOf(backup.name) as string;
    // A new file; on PostgreSQL the dump of the test's schema recreates it, so the schema is dropped first.
    const target = kind === 'sqlite' ? { databaseUrl: `file:${join(scratch, 'restored.sqlite')}` } : { databaseUrl: process.env.TEST_DATABASE_URL as string, schema: ctx.db.pgSchema };
    if (kind === 'postgres') await dropSchema(ctx.db, ctx.db.pgSchema as string);
    expect(await restoreBackup(target, file, false)).toBe(kind);
    const restored = createDatabase({ url: target.databaseUrl, schema: kind === 'postgres' ? ctx.db.pgSchema : undefined });
    try {
      const rows = await restored.selectFrom('callbackRequests').select(['id', 'email']).execute();
      const stored = new Map(rows.map((row) => [Number(row.id), row.email]));
      const lost = [...beforeBackup].filter(([id, email]) => stored.get(id) !== email);
      expect(lost).toEqual([]);
      expect(rows.length).toBe(backup.rows.callbackRequests);
    } finally {
      await restored.destroy();
    }
  });
});
