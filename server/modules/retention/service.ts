import type { Database } from '../../db/database';
import { chatbotService } from '../chatbot/service';
import { eventsService } from '../events/service';
import type { Job } from '../jobs/job-runner';
import { prospectsService } from '../prospects/service';
import { requestsService } from '../requests/service';
import { retentionCutoffs, type RetentionCutoffs } from './policy';
import { retentionRepository, type RetentionCounts } from './repository';
import { DAY_MS } from '../../../domain/calendar-day';

export const RETENTION_JOB = 'retention-purge';
const HISTORY_LIMIT = 20;

/**
 * Public-site §9: what the daily purge would remove now, the purge itself, and the record of past purges.
 * The legal durations are read in one place (policy.ts); each owner module counts and deletes its own rows
 * (docs/decisions/0273-retention-purge.md).
 */
export function retentionService(db: Database) {
  const retention = retentionRepository(db);
  const requests = requestsService(db);
  const prospects = prospectsService(db);
  const events = eventsService(db);
  const chatbot = chatbotService(db);

  const count = async ({ contact, navigation }: RetentionCutoffs): Promise<RetentionCounts> => {
    const [contactRequests, prospectCount, analyticsEvents, chatbotRequests] = await Promise.all([
      requests.countLastTouchedBefore(contact),
      prospects.countLastTouchedBefore(contact),
      events.countBefore(navigation),
      chatbot.countBefore(navigation),
    ]);
    return { contactRequests, prospects: prospectCount, analyticsEvents, chatbotRequests };
  };

  /** Deletes every expired row and records the purge, all in one transaction. */
  const purge = (now: Date, triggeredBy: string) => {
    const { contact, navigation } = retentionCutoffs(now);
    return retention.transaction(async (trx) => {
      const counts: RetentionCounts = {
        contactRequests: await requests.removeLastTouchedBefore(contact, trx),
        prospects: await prospects.removeLastTouchedBefore(contact, trx),
        analyticsEvents: await events.removeBefore(navigation, trx),
        chatbotRequests: await chatbot.removeBefore(navigation, trx),
      };
      const record = { ranAt: now.toISOString(), contactCutoff: contact.toISOString(), navigationCutoff: navigation.toISOString(), ...counts, triggeredBy };
      return { id: await retention.record(record, trx), ...record };
    });
  };

  return {
    async dryRun(now: Date) {
      const cutoffs = retentionCutoffs(now);
      return { contactCutoff: cutoffs.contact.toISOString(), navigationCutoff: cutoffs.navigation.toISOString(), counts: await count(cutoffs) };
    },
    purge,
    history: () => retention.history(HISTORY_LIMIT),
    /** The daily job, run once across instances by the job runner. */
    job(): Job {
      return { name: RETENTION_JOB, intervalMs: DAY_MS, run: async (now) => void (await purge(now, 'schedule')) };
    },
  };
}
