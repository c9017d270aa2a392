import { sql, type Kysely } from 'kysely';
import { phoneKey } from '../../../domain/prospects/phone-key';
import type { MigrationFactory } from './helpers';

/**
 * Each prospect's phone number in the form it is compared in (domain/prospects/phone-key.ts,
 * docs/decisions/0430-phone-duplicates.md), indexed, so the record's possible duplicates are found by their
 * number; filled in for the prospects already stored.
 */
export const prospectPhoneKey: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('prospects').addColumn('phone_key', 'text', (column) => column.notNull().defaultTo('')).execute();
    await db.schema.createIndex('prospects_phone_key').on('prospects').column('phone_key').execute();
    const { rows } = await sql<{ id: number; telephone: string }>`select id, telephone from prospects where telephone <> ''`.execute(db);
    const idsByKey = new Map<string, number[]>();
    for (const row of rows) {
      const key = phoneKey(row.telephone);
      if (key) idsByKey.set(key, [...(idsByKey.get(key) ?? []), Number(row.id)]);
    }
    for (const [key, ids] of idsByKey) {
      for (let start = 0; start < ids.length; start += 500) {
        await sql`update prospects set phone_key = ${key} where id in (${sql.join(ids.slice(start, start + 500))})`.execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('prospects_phone_key').execute();
    await db.schema.alterTable('prospects').dropColumn('phone_key').execute();
  },
});
