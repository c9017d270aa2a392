import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** The one query the health check needs: does the database answer? */
export function healthRepository(db: Database) {
  return {
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
