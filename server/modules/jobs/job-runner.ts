import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { leaseRepository } from './lease-repository';

export interface Job {
  /** Unique across the product: the name of its row in job_leases. */
  name: string;
  /** Time between two runs, counted from the start of the previous one. */
  intervalMs: number;
  /** How long a run may take before another instance may take over; defaults to 10 minutes. */
  leaseMs?: number;
  run(now: Date): Promise<void>;
}

interface JobRunnerOptions {
  clock?: () => Date;
  /** How often each instance looks for due jobs; by default as often as the most frequent job asks, at most a minute. */
  tickMs?: number;
  /** Delay before a failed run is tried again (capped by the job's interval). */
  retryMs?: number;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
const LONGEST_TICK_MS = 60_000;

/**
 * How long an instance waits between two looks for due jobs: the shortest interval among them, so a job meant to run
 * every 30 s is not left waiting for a minute's tick, and never more than a minute.
 */
export const tickInterval = (jobs: Iterable<Pick<Job, 'intervalMs'>>): number => Math.min(LONGEST_TICK_MS, ...[...jobs].map((job) => job.intervalMs));

/**
 * Runs periodic work once across every instance: each instance ticks, and a job runs only on the instance that
 * wins its lease in the database (docs/decisions/0272-job-leases.md).
 */
export function createJobRunner(db: Database, log: FastifyBaseLogger, options: JobRunnerOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const retryMs = options.retryMs ?? 5 * 60_000;
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leases = leaseRepository(db);
  const jobs = new Map<string, Job>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function runIfDue(job: Job, now: Date): Promise<boolean> {
    await leases.ensure(job.name, now);
    const taken = await leases.acquire(job.name, holder, now, job.leaseMs ?? DEFAULT_LEASE_MS, new Date(now.getTime() + job.intervalMs));
    if (!taken) return false;
    // Times stay on the tick's clock, so a test that moves `now` sees the same schedule as production.
    const started = performance.now();
    const finishedAt = () => new Date(now.getTime() + Math.round(performance.now() - started));
    try {
      await job.run(now);
      await leases.release(job.name, holder, finishedAt(), null);
    } catch (error) {
      log.error({ err: error, job: job.name }, 'Échec d’une tâche périodique');
      const finished = finishedAt();
      // Counted from the tick that started the run, like the next regular run, so the schedule does not drift
      // by however long the failed run took.
      const retryAt = new Date(now.getTime() + Math.min(retryMs, job.intervalMs));
      await leases.release(job.name, holder, finished, error instanceof Error ? error.message : String(error), retryAt);
    }
    return true;
  }

  const runner = {
    holder,
    register(job: Job): void {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} registered twice`);
      jobs.set(job.name, job);
    },
    names: () => [...jobs.keys()],
    /** Tries every due job once; returns the names this instance ran. */
    async tick(now: Date = clock()): Promise<string[]> {
      const ran: string[] = [];
      for (const job of jobs.values()) {
        try {
          if (await runIfDue(job, now)) ran.push(job.name);
        } catch (error) {
          // The database may be briefly unreachable: the next tick tries again.
          log.warn({ err: error, job: job.name }, 'Tâche périodique non lancée');
        }
      }
      return ran;
    },
    status: (name: string) => leases.find(name),
    start(): void {
      if (timer) return;
      const loop = () => {
        running = runner.tick().finally(() => {
          if (timer) timer = setTimeout(loop, options.tickMs ?? tickInterval(jobs.values())).unref();
        });
      };
      timer = setTimeout(loop, 0).unref();
    },
    async stop(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
  return runner;
}

export type JobRunner = ReturnType<typeof createJobRunner>;
