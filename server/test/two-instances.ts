import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createDatabase } from '../db/database';
import { createTestDatabase, removeTestBackups, testConfig } from './helper';

export interface TwoInstances {
  first: FastifyInstance;
  second: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * Two app instances, each with its own connection, on one fresh database: what two servers behind a load
 * balancer share. With a LOG_LEVEL in `env` they get real loggers, whose level a test may watch.
 */
export async function buildTwoInstances(kind: 'sqlite' | 'postgres', env: Record<string, string> = {}): Promise<TwoInstances> {
  const shared = await createTestDatabase(kind);
  const secondDb = createDatabase({ url: shared.url, schema: shared.schema });
  const config = testConfig(env);
  const logger = env.LOG_LEVEL ? {} : { logger: false };
  const first = await buildApp(config, { db: shared.db, ...logger });
  const second = await buildApp(config, { db: secondDb, ...logger });
  return {
    first,
    second,
    config,
    async close() {
      await first.close();
      await second.close();
      await secondDb.destroy();
      await shared.db.destroy();
      await shared.drop();
      removeTestBackups(config);
    },
  };
}
