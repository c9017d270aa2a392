import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import type { Database, Executor } from '../../db/database';
import { containsPattern } from '../../db/like';
import type { DB, OutgoingEmailTable } from '../../db/types';

export type KeptEmail = Omit<Insertable<OutgoingEmailTable>, 'id'>;

/** A kept e-mail whose recipient, subject or text contains one of `terms`, whatever the case. */
const mentioningAny = (terms: string[]) => (eb: ExpressionBuilder<DB, 'outgoingEmails'>): Expression<SqlBool> =>
  eb.or(
    terms.flatMap((term) => {
      const pattern = containsPattern(term.toLowerCase());
      return [eb(sql`lower(recipient)`, 'like', pattern), eb(sql`lower(subject)`, 'like', pattern), eb(sql`lower(body)`, 'like', pattern)];
    }),
  );

/** The outgoing_emails table: the one place that knows its SQL. */
export function outgoingEmailsRepository(db: Database) {
  return {
    async insert(executor: Executor, email: KeptEmail): Promise<void> {
      await executor.insertInto('outgoingEmails').values(email).execute();
    },

    /**
     * Takes one due e-mail for an attempt: a single conditional UPDATE, so of two instances exactly one gets it. The
     * attempt is counted here, before anything is sent.
     */
    async claim(id: number, now: Date, holdMs: number): Promise<boolean> {
      const at = now.toISOString();
      const result = await db
        .updateTable('outgoingEmails')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), lockedUntil: new Date(now.getTime() + holdMs).toISOString() }))
        .where('id', '=', id)
        .where('nextAttemptAt', '<=', at)
        .where('lockedUntil', '<=', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async dueIds(now: Date, limit: number): Promise<number[]> {
      const at = now.toISOString();
      const rows = await db
        .selectFrom('outgoingEmails')
        .select('id')
        .where('nextAttemptAt', '<=', at)
        .where('lockedUntil', '<=', at)
        .orderBy('nextAttemptAt')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => Number(row.id));
    },

    findById: (id: number) => db.selectFrom('outgoingEmails').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Sent, or given up: nothing of it is kept. */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('outgoingEmails').where('id', '=', id).execute();
    },

    /** Every kept e-mail not being sent becomes due at `now` ('Réessayer maintenant'); how many. */
    async makeAllDue(now: Date): Promise<number> {
      const at = now.toISOString();
      const result = await db.updateTable('outgoingEmails').set({ nextAttemptAt: at }).where('lockedUntil', '<=', at).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async retryAt(id: number, at: Date, next: Date): Promise<void> {
      await db.updateTable('outgoingEmails').set({ nextAttemptAt: next.toISOString(), lockedUntil: at.toISOString() }).where('id', '=', id).execute();
    },

    async mentioning(terms: string[]) {
      if (terms.length === 0) return [];
      return db
        .selectFrom('outgoingEmails')
        .select(['id', 'recipient', 'subject', 'body', 'attempts', 'nextAttemptAt', 'createdAt'])
        .where(mentioningAny(terms))
        .orderBy('id')
        .execute();
    },

    async removeMentioning(terms: string[]): Promise<number> {
      if (terms.length === 0) return 0;
      const result = await db.deleteFrom('outgoingEmails').where(mentioningAny(terms)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** How many wait, and when the soonest is tried again. */
    async waiting(): Promise<{ count: number; nextAttemptAt: string | null }> {
      const row = await db
        .selectFrom('outgoingEmails')
        .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('nextAttemptAt').as('nextAttemptAt')])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), nextAttemptAt: row.nextAttemptAt ?? null };
    },
  };
}
