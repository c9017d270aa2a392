import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper';
import { migrateToLatest } from './migrate';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

// PostgreSQL only: SQLite has one schema per file.
describe.skipIf(!process.env.TEST_DATABASE_URL)('introspection kept to the current schema on postgres', () => {
  let mine: TestDatabase;
  let other: TestDatabase;

  beforeAll(async () => {
    [mine, other] = [await createTestDatabase('postgres'), await createTestDatabase('postgres')];
    await migrateToLatest(mine.db);
    await migrateToLatest(other.db);
  });
  afterAll(async () => {
    await mine.db.destroy();
    await mine.drop();
  });

  it("lists this schema's tables only, so that another schema dropped meanwhile cannot fail a migration", async () => {
    const tables = await mine.db.introspection.getTables();
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([mine.schema]));
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['callback_requests', 'prospects', 'kysely_migration']));
    expect((await mine.db.introspection.getSchemas()).map((schema) => schema.name)).toEqual([mine.schema]);

    // Another schema goes while this one migrates again (a test ending beside it, another site's removal).
    await other.db.destroy();
    await Promise.all([other.drop(), migrateToLatest(mine.db)]);
    expect((await mine.db.introspection.getTables()).length).toBe(tables.length);
  });
});
