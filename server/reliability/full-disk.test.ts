import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/database-errors';
import { buildTestApp, databaseKinds, type TestContext } from '../test/helper';
import { contactMessage } from './support/contact-posts';

// SQLite lets a connection cap its file size (max_page_count): a full disk for this test's database alone.
describe('a full SQLite database', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await buildTestApp('sqlite', { RATE_LIMITS: 'off' });
  });
  afterEach(() => ctx.close());

  it('acknowledges only what it stored, then answers a French 503', async () => {
    const { rows } = await sql<{ pageCount: number }>`pragma page_count`.execute(ctx.db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.pageCount + 2}`).execute(ctx.db);
    const acknowledged: number[] = [];
    let refused: { statusCode: number; json(): unknown; headers: Record<string, unknown> } | undefined;
    for (let n = 0; n < 200 && !refused; n += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contactMessage(n), message: `${n} ${'Un long message. '.repeat(110)}` } });
      if (response.statusCode === 201) acknowledged.push(response.json().id);
      else refused = response;
    }
    expect(refused?.statusCode).toBe(503);
    expect(refused?.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    const stored = await ctx.db.selectFrom('callbackRequests').select('id').orderBy('id').execute();
    expect(stored.map((row) => Number(row.id))).toEqual(acknowledged);
  });
});

// PostgreSQL has no per-database size cap; a trigger answers as a full disk does (SQLSTATE 53100, disk_full)
// once the table holds five rows, so the server meets exactly the error a full disk gives it.
describe.runIf(databaseKinds.includes('postgres'))('a full PostgreSQL disk', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await buildTestApp('postgres', { RATE_LIMITS: 'off' });
    await sql`
      create function disk_fills_up() returns trigger language plpgsql as $$
      begin
        if (select count(*) from callback_requests) >= 5 then
          raise exception 'could not extend file: No space left on device' using errcode = 'disk_full';
        end if;
        return new;
      end $$`.execute(ctx.db);
    await sql`create trigger disk_fills_up before insert on callback_requests for each row execute function disk_fills_up()`.execute(ctx.db);
  });
  afterEach(() => ctx.close());

  it('acknowledges only what it stored, then answers a French 503', async () => {
    const answers = [];
    for (let n = 0; n < 7; n += 1) answers.push(await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contactMessage(n) }));
    const acknowledged = answers.filter((response) => response.statusCode === 201).map((response) => Number(response.json().id));
    expect(acknowledged).toHaveLength(5);
    for (const refused of answers.slice(5)) {
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const stored = await ctx.db.selectFrom('callbackRequests').select('id').orderBy('id').execute();
    expect(stored.map((row) => Number(row.id))).toEqual(acknowledged);
  });
});
