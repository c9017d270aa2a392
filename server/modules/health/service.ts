import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { healthRepository } from './repository';

export function healthService(db: Database, log: FastifyBaseLogger) {
  const health = healthRepository(db);
  return {
    /** True when the database answers; a failure is logged, never thrown. */
    async databaseConnected(): Promise<boolean> {
      try {
        await health.ping();
        return true;
      } catch (error) {
        log.error({ err: error }, 'Health check: database unreachable');
        return false;
      }
    },
  };
}
