import type { Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * A tracking link's destination and expiry, what each counted visit says about its visitor (a daily key that
 * cannot be traced back, the referring host, the kind of device), and the tracking link a saved QR code encodes.
 */
export const trackingLinkDestinations: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tracking_links').addColumn('destination', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('tracking_links').addColumn('expires_at', 'text').execute();
    for (const column of ['visitor_key', 'referrer', 'device'])
      await db.schema.alterTable('tracking_link_clicks').addColumn(column, 'text').execute();
    await db.schema.createIndex('tracking_link_clicks_day').on('tracking_link_clicks').column('day').execute();
    await db.schema.alterTable('qr_codes').addColumn('tracking_link_id', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('qr_codes').dropColumn('tracking_link_id').execute();
    await db.schema.dropIndex('tracking_link_clicks_day').execute();
    for (const column of ['visitor_key', 'referrer', 'device'])
      await db.schema.alterTable('tracking_link_clicks').dropColumn(column).execute();
    await db.schema.alterTable('tracking_links').dropColumn('expires_at').execute();
    await db.schema.alterTable('tracking_links').dropColumn('destination').execute();
  },
});
