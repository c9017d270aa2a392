import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/database';
import { createTestDatabase, TEST_ADMIN_PASSWORD } from '../../test/helper';
import { RETENTION_JOB } from '../retention/service';

const HOUR = 60 * 60_000;
const NOW = new Date('2026-06-15T03:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** Two instances of the product on one database, as behind a load balancer. */
async function twoInstances(kind: 'sqlite' | 'postgres') {
  const database = await createTestDatabase(kind);
  const second: Database = createDatabase({ url: database.url, schema: database.schema });
  const config = loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, SITE_DIR: join(tmpdir(), 'no-site'), LOG_LEVEL: 'silent', RATE_LIMITS: 'off' });
  const apps: FastifyInstance[] = [];
  for (const db of [database.db, second]) apps.push(await buildApp(config, { db, logger: false }));
  return {
    apps,
    async close() {
      for (const app of apps) await app.close();
      await second.destroy();
      await database.db.destroy();
      await database.drop();
    },
  };
}

// Several instances share a database only on PostgreSQL (SQLite is one machine, one process).
describe.runIf(process.env.TEST_DATABASE_URL)('periodic jobs across two instances on one PostgreSQL', () => {
  const kind = 'postgres';
  let instances: Awaited<ReturnType<typeof twoInstances>>;
  let runs: string[];
  beforeEach(async () => {
    instances = await twoInstances(kind);
    runs = [];
  });
  afterEach(() => instances.close());

  const register = (run: (instance: number) => Promise<void> = async () => {}, leaseMs = 10 * 60_000) =>
    instances.apps.forEach((app, instance) =>
      app.jobs.register({
        name: 'essai',
        intervalMs: HOUR,
        leaseMs,
        run: async () => {
          runs.push(`instance-${instance}`);
          await run(instance);
        },
      }),
    );
  const tickBoth = (now: Date, times = 1) => Promise.all(instances.apps.flatMap((app) => Array.from({ length: times }, () => app.jobs.tick(now))));

  it('runs a due job once however many ticks race for it', async () => {
    register();
    await tickBoth(NOW, 10);
    expect(runs).toHaveLength(1);
    await tickBoth(later(HOUR - 1), 5);
    expect(runs).toHaveLength(1);
    await tickBoth(later(HOUR), 5);
    expect(runs).toHaveLength(2);
  });

  it('leaves a job alone while another instance holds its lease, and takes over once the lease runs out', async () => {
    let finish: () => void = () => {};
    // A run may last longer than the interval: the lease (2 h) outlasts it.
    register((instance) => (instance === 0 && runs.length === 1 ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve()), 2 * HOUR);
    const stuck = instances.apps[0]!.jobs.tick(NOW);
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // Only this job is looked at: the app's own jobs (webhook deliveries, backups) run on the same ticks.
    const ranEssai = async (now: Date) => (await instances.apps[1]!.jobs.tick(now)).filter((name) => name === 'essai');
    // Due again, but the first instance still holds the lease.
    expect(await ranEssai(later(HOUR))).toEqual([]);
    // The holder died without releasing: once its lease ends, the other instance runs the job.
    expect(await ranEssai(later(2 * HOUR))).toEqual(['essai']);
    expect(runs).toEqual(['instance-0', 'instance-1']);
    finish();
    await stuck;
  });

  it('tries a failed run again after the retry delay, not a whole interval later', async () => {
    register(async () => {
      if (runs.length === 1) throw new Error('panne simulée');
    });
    await tickBoth(NOW);
    const status = await instances.apps[0]!.jobs.status('essai');
    expect(status?.lastError).toBe('panne simulée');
    await tickBoth(later(5 * 60_000));
    expect(runs).toHaveLength(2);
    expect((await instances.apps[1]!.jobs.status('essai'))?.lastError).toBeNull();
  });

  it('purges retention once a day across both instances', async () => {
    await tickBoth(NOW, 3);
    await tickBoth(later(2 * HOUR), 3);
    const purges = await instances.apps[0]!.db.selectFrom('retentionPurges').selectAll().execute();
    expect(purges).toHaveLength(1);
    expect(instances.apps[0]!.jobs.names()).toContain(RETENTION_JOB);
  });
});
