import type { Job } from './job-runner';

const BATCH = 200;

/** What a module gives to have the arrival e-mails a stopped server left undone made again (0546). */
export interface InterruptedArrivals<Row> {
  name: string;
  /** At most `limit` rows whose arrival e-mails are interrupted by `now`, each taken by this instance. */
  claim(now: Date, limit: number): Promise<Row[]>;
  /** Makes the row's notice again and queues its acknowledgement; settles once the notice is sent or kept. */
  remake(row: Row): Promise<unknown>;
  /** Logs, in French, the rows taken up. */
  warn(rows: Row[]): void;
}

/**
 * Every 30 s, once across the instances, the rows whose arrival e-mails (the agency's notice, the visitor's
 * acknowledgement) a server stopped before recording them done (docs/decisions/0546-arrival-mails-survive-a-stop.md),
 * a batch at a time, its notices sent before the next is taken: a stop in the middle of a burst leaves many.
 */
export function arrivalMailsJob<Row>({ name, claim, remake, warn }: InterruptedArrivals<Row>): Job {
  return {
    name,
    intervalMs: 30_000,
    async run(now) {
      for (;;) {
        const rows = await claim(now, BATCH);
        if (!rows.length) return;
        warn(rows);
        await Promise.all(rows.map(remake));
        if (rows.length < BATCH) return;
      }
    },
  };
}
