import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { createTestDatabase, databaseKinds } from '../test/helper';
import { postWithoutPause } from './support/contact-posts';
import { inSchema, startServerProcess } from './support/server-process';

const ACKNOWLEDGED_BEFORE_KILL = 150;
const SENDERS = 16;

/**
 * The contact messages go through the durable write path (server/db/durable-writes.ts): on SQLite, grouped in
 * shared transactions committed under NORMAL, each answered after the WAL sync made off the event loop.
 */
describe.each(databaseKinds)('a server killed with SIGKILL while writing on %s', (kind) => {
  it('keeps every contact message it acknowledged', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase(kind);
    await database.db.destroy();
    const url = kind === 'postgres' ? inSchema(database.url, database.schema as string) : database.url;
    const server = await startServerProcess({ DATABASE_URL: url });

    // Each sender posts without pause until its connection dies with the server, so the kill always falls while
    // messages are arriving and being written; whether the last ones were answered before it is left to timing.
    const { acknowledged, stopped } = postWithoutPause(server.url, SENDERS);
    while (acknowledged.size < ACKNOWLEDGED_BEFORE_KILL && server.child.exitCode === null) await sleep(2);
    server.child.kill('SIGKILL');
    await stopped;
    expect(await server.exited).toBeNull();

    // A fresh connection reads what reached the disk.
    const reopened = createDatabase({ url: database.url, schema: database.schema });
    try {
      const rows = await reopened.selectFrom('callbackRequests').select(['id', 'email']).execute();
      const stored = new Map(rows.map((row) => [Number(row.id), row.email]));
      expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      const lost = [...acknowledged].filter(([id, email]) => stored.get(id) !== email);
      expect(lost).toEqual([]);
    } finally {
      await reopened.destroy();
      await database.drop();
    }
  });
});
