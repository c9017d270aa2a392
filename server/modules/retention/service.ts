import type { Database } from '../../db/database';
import type { Job } from '../jobs/job-runner';
import { retentionCutoffs } from './policy';
import { retentionRepository } from './repository';

export const RETENTION_JOB = 'retention-purge';
const DAY_MS = 24 * 60 * 60_000;
const HISTORY_LIMIT = 20;

/** Public-site §9: what the daily purge would remove now, the purge itself, and the record of past purges. */
export function retentionService(db: Database) {
  const retention = retentionRepository(db);
  return {
    async dryRun(now: Date) {
      const cutoffs = retentionCutoffs(now);
      return { contactCutoff: cutoffs.contact.toISOString(), navigationCutoff: cutoffs.navigation.toISOString(), counts: await retention.count(cutoffs) };
    },
    purge: (now: Date, triggeredBy: string) => retention.purge(retentionCutoffs(now), now, triggeredBy),
    history: () => retention.history(HISTORY_LIMIT),
    /** The daily job, run once across instances by the job runner. */
    job(): Job {
      return { name: RETENTION_JOB, intervalMs: DAY_MS, run: async (now) => void (await retention.purge(retentionCutoffs(now), now, 'schedule')) };
    },
  };
}
