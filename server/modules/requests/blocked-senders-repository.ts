import { domainEntryOf } from '../../../domain/blocked-senders';
import type { Database, Executor } from '../../db/database';

const COLUMNS = ['id', 'email', 'blockedBy', 'createdAt'] as const;

/** The SQL of blocked_senders: addresses stored lower case, once (docs/decisions/0579-blocked-senders.md). */
export function blockedSendersRepository(db: Database) {
  return {
    list: (limit: number) => db.selectFrom('blockedSenders').select(COLUMNS).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    async count(): Promise<number> {
      return Number((await db.selectFrom('blockedSenders').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    },
    /** The entry that blocks the address: its own, or its domain's ('@exemple.com'); null when none does. */
    async blockingEntry(key: string): Promise<string | null> {
      const row = await db.selectFrom('blockedSenders').select('email').where('email', 'in', [key, domainEntryOf(key)]).orderBy('email', 'desc').executeTakeFirst();
      return row?.email ?? null;
    },
    async isStored(key: string): Promise<boolean> {
      return (await db.selectFrom('blockedSenders').select('id').where('email', '=', key).executeTakeFirst()) !== undefined;
    },
    /** Stores the address unless it is there already; answers whether this call stored it. */
    async insertOnce(key: string, by: string | null, at: string, executor: Executor = db): Promise<boolean> {
      const row = await executor
        .insertInto('blockedSenders')
        .values({ email: key, blockedBy: by, createdAt: at })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    findByEmail: (key: string) => db.selectFrom('blockedSenders').select(COLUMNS).where('email', '=', key).execute(),
    async removeByEmail(key: string): Promise<number> {
      return Number((await db.deleteFrom('blockedSenders').where('email', '=', key).executeTakeFirst()).numDeletedRows);
    },
    /** Removes one address; answers it, or null when there was none of that id. */
    async remove(id: number): Promise<string | null> {
      const row = await db.deleteFrom('blockedSenders').where('id', '=', id).returning('email').executeTakeFirst();
      return row?.email ?? null;
    },
  };
}
