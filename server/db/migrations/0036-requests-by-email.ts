import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from './helpers';

/**
 * The requests of one person, found by e-mail whatever its case: a request's other requests (decision 0382)
 * and the GDPR access and erasure read `lower(email)`.
 */
export const requestsByEmail: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('callback_requests_email_lower').on('callback_requests').expression(sql`lower(email)`).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('callback_requests_email_lower').execute();
  },
});
