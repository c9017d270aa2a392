import { sql, type Kysely } from 'kysely';
import { leadResponseDueAt } from '../../../domain/response-promises';
import type { MigrationFactory } from './helpers';

const BANDS = ['HOT', 'WARM', 'STANDARD'] as const;

/**
 * A super-assistant lead's contact deadline by its band, the instant it was first reached and the instant its
 * deadline alert went out (docs/decisions/0377-lead-response-promises.md). Leads stored before it get their
 * deadline from their arrival; one already contacted or moved on counts as reached at its last change; all count
 * as alerted, so that the first run of the alert job does not announce the past.
 */
export const leadResponsePromises: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    for (const column of ['response_due_at', 'first_answered_at', 'response_alert_at']) {
      await db.schema.alterTable('prospects').addColumn(column, 'text').execute();
    }
    // One-word aliases: the result's keys are the same with or without the camel-case plugin.
    const rows = await sql<{ id: number; band: string | null; arrived: string }>`
      select id, lead_band as band, date_ajout as arrived from prospects where source = 'super-assistant'`.execute(db);
    for (const row of rows.rows) {
      const band = BANDS.find((known) => known === row.band);
      if (!band || !Number.isFinite(Date.parse(row.arrived))) continue;
      await sql`update prospects set response_due_at = ${leadResponseDueAt(band, row.arrived)} where id = ${row.id}`.execute(db);
    }
    await sql`
      update prospects set first_answered_at = coalesce(updated_at, date_ajout)
      where response_due_at is not null and (is_contacted = 1 or statut in ('Qualifié', 'RDV planifié', 'Client'))`.execute(db);
    await sql`update prospects set response_alert_at = date_ajout`.execute(db);
    await db.schema.createIndex('prospects_response_due').on('prospects').column('response_due_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('prospects_response_due').execute();
    for (const column of ['response_alert_at', 'first_answered_at', 'response_due_at']) {
      await db.schema.alterTable('prospects').dropColumn(column).execute();
    }
  },
});
