import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase } from '../../test/helper';
import { createJobRunner, tickInterval, type JobRunner } from './job-runner';

describe('how often an instance looks for due jobs', () => {
  it('follows the most frequent job, a minute at most', () => {
    expect(tickInterval([{ intervalMs: 30_000 }, { intervalMs: 24 * 3_600_000 }])).toBe(30_000);
    expect(tickInterval([{ intervalMs: 5 * 60_000 }, { intervalMs: 15 * 60_000 }])).toBe(60_000);
    expect(tickInterval([])).toBe(60_000);
  });
});

describe('a started runner', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let runner: JobRunner;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    await migrateToLatest(database.db);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-06-15T09:00:00.000Z') });
    runner = createJobRunner(database.db, Fastify({ logger: false }).log);
  });
  afterEach(async () => {
    await runner.stop();
    vi.useRealTimers();
    await database.db.destroy();
    await database.drop();
  });

  /** Moves the clock on by `ms`, letting each tick's statements finish as it goes. */
  const passes = async (ms: number) => {
    for (let step = 0; step < ms; step += 1_000) {
      await vi.advanceTimersByTimeAsync(1_000);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it('runs a job meant for every 30 s every 30 s, not each minute', async () => {
    let runs = 0;
    runner.register({ name: 'toutes-les-30-secondes', intervalMs: 30_000, run: async () => void (runs += 1) });
    runner.start();
    await passes(1_000);
    expect(runs).toBe(1);
    await passes(30_000);
    expect(runs).toBe(2);
    await passes(60_000);
    expect(runs).toBe(4);
  });
});
