import type { Kysely } from 'kysely';
import { idColumn, type MigrationFactory } from './helpers';

/** Tracking links with their dated clicks (no address stored), and the saved QR codes (back-office §2.5, §2.8). */
export const trackingLinksAndQrCodes: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tracking_links')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('tracking_code', 'text', (c) => c.notNull().unique())
      .addColumn('client_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('campaign', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('medium', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('scan_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('tracking_link_clicks')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('link_id', 'integer', (c) => c.notNull().references('tracking_links.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tracking_link_clicks_link_day').on('tracking_link_clicks').columns(['link_id', 'day']).execute();

    await db.schema
      .createTable('qr_codes')
      .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('fg_color', 'text', (c) => c.notNull())
      .addColumn('bg_color', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('margin', 'integer', (c) => c.notNull())
      .addColumn('include_logo', 'integer', (c) => c.notNull())
      .addColumn('logo_size', 'integer', (c) => c.notNull())
      .addColumn('error_level', 'text', (c) => c.notNull())
      .addColumn('border_size', 'integer', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('qr_codes_created').on('qr_codes').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('qr_codes').execute();
    await db.schema.dropTable('tracking_link_clicks').execute();
    await db.schema.dropTable('tracking_links').execute();
  },
});
