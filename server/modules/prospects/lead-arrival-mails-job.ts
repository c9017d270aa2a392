import type { FastifyBaseLogger } from 'fastify';
import { sendingDeadline } from '../../../domain/email-retry';
import type { Database } from '../../db/database';
import { arrivalMailsJob } from '../jobs/arrival-mails';
import { madeAgain, type LeadNotifier } from '../notifications/service';
import type { LeadAcknowledgements } from './lead-acknowledgement';
import { arrivedLeadOf, leadArrivalNotice } from './lead-arrival';
import { prospectsRepository } from './repository';

export const LEAD_ARRIVAL_MAILS_JOB = 'lead-arrival-mails';

/**
 * The super-assistant leads whose notice and acknowledgement a stopped server left undone, ten minutes after they
 * arrived (docs/decisions/0546-arrival-mails-survive-a-stop.md): the notice made again from the stored lead (sent to
 * `recipient`'s mailbox as named in it), the acknowledgement within a day, unless already written.
 */
export function leadArrivalMailsJob(db: Database, notifier: Pick<LeadNotifier, 'leadArrived'>, acknowledgements: Pick<LeadAcknowledgements, 'acknowledge'>, recipient: string, publicUrl: string, log: FastifyBaseLogger) {
  const prospects = prospectsRepository(db);
  return arrivalMailsJob({
    name: LEAD_ARRIVAL_MAILS_JOB,
    claim: (now, limit) => prospects.claimInterruptedArrivals(now.toISOString(), sendingDeadline(now), limit),
    remake(row) {
      const notified = notifier.leadArrived(madeAgain(leadArrivalNotice(arrivedLeadOf(row), recipient, publicUrl)));
      acknowledgements.acknowledge(Number(row.id), notified);
      return notified;
    },
    warn: (rows) => log.warn({ prospects: rows.map((row) => Number(row.id)) }, 'Arrivée de leads interrompue (serveur arrêté) : notification et accusé de réception refaits'),
  });
}
