import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessage } from '../reliability/support/contact-posts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/database-errors';
import { buildTestApp, databaseKinds, type TestContext } from '../test/helper';
import { createDatabase, type Executor } from './database';
import { durableWrite } from './durable-writes';
import { openSlotAfter } from '../test/open-slot';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** One public write of each kind, the n-th of its burst; `table` is where its row lands. */
const publicWrites = [
  { table: 'callback_requests', url: '/api/contact', body: (n: number) => contactMessage(n) },
  { table: 'callback_requests', url: '/api/callback-requests', body: (n: number) => ({ name: 'Jean Dupont', phone: '06 12 34 56 78', email: `rappel-${n}@exemple.fr`, company: '', preferredTime: openSlotAfter(1), website: '' }) },
  { table: 'analytics_events', url: '/api/events', body: (n: number) => ({ event: 'page_view', page: '/contact', properties: { n } }) },
  { table: 'chatbot_requests', url: '/api/chatbot/ask', body: (n: number) => ({ query: `Quels sont vos tarifs ? ${n}`, page: '/' }) },
  { table: 'error_reports', url: '/api/client-errors', body: (n: number) => ({ kind: 'script-error', message: `Erreur ${n}`, detail: '', page: '/' }) },
] as const;
const TABLES = [...new Set(publicWrites.map((write) => write.table))];

describe.each(databaseKinds)('the durable write path of public writes on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  const send = (url: string, body: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'user-agent': BROWSER }, payload: JSON.stringify(body) });

  /** Row counts as another connection sees them at once (synchronously on SQLite, before the app runs anything else). */
  const separateReader = () => {
    const countsQuery = `select ${TABLES.map((table, i) => `(select count(*) from ${table}) as n${i}`).join(', ')}`;
    const byTable = (row: Record<string, unknown>) => Object.fromEntries(TABLES.map((table, i) => [table, Number(row[`n${i}`])]));
    if (kind === 'sqlite') {
      const reader = new SqliteDatabase(ctx.db.sqliteFile as string, { readonly: true });
      const statement = reader.prepare(countsQuery);
      return { counts: async () => byTable(statement.get() as Record<string, unknown>), close: async () => void reader.close() };
    }
    const reader = createDatabase({ url: process.env.TEST_DATABASE_URL as string, schema: ctx.db.pgSchema });
    return {
      counts: async () => {
        return byTable((await sql.raw<Record<string, unknown>>(countsQuery).execute(reader)).rows[0] ?? {});
      },
      close: () => reader.destroy(),
    };
  };

  it('answers each write of a mixed burst only once its row is stored, in fewer transactions than writes', async () => {
    const reader = separateReader();
    const before = await reader.counts();
    // A group is one transaction: a held connection on SQLite (its sync runs off the event loop), a plain one on PostgreSQL.
    const transactions = vi.spyOn(ctx.db, kind === 'sqlite' ? 'connection' : 'transaction');
    const answeredPerTable = new Map<string, number>();
    const seen: Array<{ table: string; answered: number; stored: number }> = [];
    let writes = 0;
    let groups = 0;
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          publicWrites.map(async (write) => {
            writes += 1;
            const response = await send(write.url, write.body(n));
            expect(response.statusCode, response.body).toBeLessThan(300);
            const answered = (answeredPerTable.get(write.table) ?? 0) + 1;
            answeredPerTable.set(write.table, answered);
            const counts = await reader.counts();
            seen.push({ table: write.table, answered, stored: (counts[write.table] ?? 0) - (before[write.table] ?? 0) });
          }),
        ).flat(),
      );
    } finally {
      groups = transactions.mock.calls.length;
      transactions.mockRestore();
      await reader.close();
    }
    for (const { answered, stored } of seen) expect(stored).toBeGreaterThanOrEqual(answered);
    expect(answeredPerTable.get('callback_requests')).toBe(80);
    expect(groups).toBeGreaterThan(0);
    expect(groups).toBeLessThan(writes / 4);
  });

  it('fails only the write whose own work failed, and commits the others of its group', async () => {
    const failing = durableWrite(ctx.db, async (executor) => {
      await executor.insertInto('analyticsEvents').values({ name: 'page_view', page: '/repris', funnelStage: 'AWARENESS', visitorKey: 'k', properties: '{}', createdAt: new Date().toISOString() }).execute();
      await sql`select * from table_qui_n_existe_pas`.execute(executor);
    });
    const kept = Array.from({ length: 5 }, (_, n) => send('/api/contact', contactMessage(1000 + n)));
    await expect(failing).rejects.toThrow();
    expect((await Promise.all(kept)).map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const taken = await ctx.db.selectFrom('analyticsEvents').select('id').where('page', '=', '/repris').execute();
    expect(taken).toEqual([]);
  });

  it('writes each other work of a group exactly once when one of them fails', async () => {
    const event = (page: string) => (executor: Executor) =>
      executor.insertInto('analyticsEvents').values({ name: 'page_view', page, funnelStage: 'AWARENESS', visitorKey: 'k', properties: '{}', createdAt: new Date().toISOString() }).execute();
    // Called in one turn, so the three go in one group: the group is written again, each work in its savepoint.
    const before = durableWrite(ctx.db, event('/avant-l-echec'));
    const failing = durableWrite(ctx.db, async (executor) => {
      await event('/echec')(executor);
      await sql`select * from table_qui_n_existe_pas`.execute(executor);
    });
    const after = durableWrite(ctx.db, event('/apres-l-echec'));
    await expect(failing).rejects.toThrow();
    await Promise.all([before, after]);
    const pages = await ctx.db.selectFrom('analyticsEvents').select('page').where('page', 'in', ['/avant-l-echec', '/echec', '/apres-l-echec']).orderBy('page').execute();
    expect(pages.map((row) => row.page)).toEqual(['/apres-l-echec', '/avant-l-echec']);
  });

  it.runIf(kind === 'sqlite')('answers the French 503 to every write of a group whose disk sync failed, and nothing else', async () => {
    const wal = ctx.db.walSync as NonNullable<typeof ctx.db.walSync>;
    const sync = vi.spyOn(wal, 'sync').mockRejectedValueOnce(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' }));
    try {
      const group = await Promise.all(Array.from({ length: 4 }, (_, n) => send('/api/contact', contactMessage(2000 + n))));
      for (const response of group) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('60');
        expect(response.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      const next = await send('/api/contact', contactMessage(2100));
      expect(next.statusCode).toBe(201);
    } finally {
      sync.mockRestore();
    }
  });
});
