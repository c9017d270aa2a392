import { sql, type Kysely } from 'kysely';
import { responseDueAt } from '../../../domain/response-promises';
import type { MigrationFactory } from './helpers';

/**
 * Each request's answer deadline, set on arrival, the instant of its first answer (a reply e-mailed or the
 * request processed) and the instant its deadline alert went out (docs/decisions/0374-response-promises.md).
 * Requests already stored get their deadline and first answer from what they hold, and count as alerted, so
 * that the first run of the alert job does not announce the past.
 */
export const responsePromises: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('callback_requests').addColumn('response_due_at', 'text').execute();
    await db.schema.alterTable('callback_requests').addColumn('first_answered_at', 'text').execute();
    await db.schema.alterTable('callback_requests').addColumn('response_alert_at', 'text').execute();
    // One-word aliases: the result's keys are the same with or without the camel-case plugin.
    const rows = await sql<{ id: number; source: 'contact' | 'callback'; arrived: string; slot: string | null }>`
      select id, source, created_at as arrived, preferred_time as slot from callback_requests`.execute(db);
    for (const row of rows.rows) {
      if (!Number.isFinite(Date.parse(row.arrived))) continue;
      const due = responseDueAt({ source: row.source, createdAt: row.arrived, preferredTime: row.slot });
      await sql`update callback_requests set response_due_at = ${due}, response_alert_at = created_at where id = ${row.id}`.execute(db);
    }
    await sql`
      update callback_requests set first_answered_at = (
        select min(answer) from (
          select m.created_at as answer from request_messages m
            where m.request_id = callback_requests.id and m.kind = 'reply' and m.delivery in ('sent', 'logged')
          union all
          select callback_requests.processed_at where callback_requests.status = 'completed'
        ) answers
      )`.execute(db);
    await db.schema.createIndex('callback_requests_response_due').on('callback_requests').columns(['status', 'response_due_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('callback_requests_response_due').execute();
    for (const column of ['response_alert_at', 'first_answered_at', 'response_due_at']) {
      await db.schema.alterTable('callback_requests').dropColumn(column).execute();
    }
  },
});
