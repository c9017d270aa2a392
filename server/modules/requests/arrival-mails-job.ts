import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { arrivalMailsJob } from '../jobs/arrival-mails';
import { madeAgain, type LeadNotifier } from '../notifications/service';
import type { Acknowledgements } from './acknowledgement';
import { arrivalNotice } from './arrival-notice';
import { requestsService } from './service';

export const ARRIVAL_MAILS_JOB = 'arrival-mails';

/**
 * The contact messages and callback requests whose notice and acknowledgement a stopped server left undone, ten
 * minutes after they arrived (docs/decisions/0546-arrival-mails-survive-a-stop.md): the notice made again from the
 * stored request, the acknowledgement within a day of it. Either may so leave twice: at least once rather than
 * perhaps never.
 */
export function requestArrivalMailsJob(db: Database, notifier: Pick<LeadNotifier, 'leadArrived'>, acknowledgements: Pick<Acknowledgements, 'acknowledge'>, publicUrl: string, log: FastifyBaseLogger) {
  const requests = requestsService(db);
  return arrivalMailsJob({
    name: ARRIVAL_MAILS_JOB,
    claim: (now, limit) => requests.claimInterruptedArrivals(now, limit),
    remake(request) {
      const notified = notifier.leadArrived(madeAgain(arrivalNotice(request, publicUrl)));
      acknowledgements.acknowledge(request.id, notified);
      return notified;
    },
    warn: (rows) => log.warn({ requests: rows.map((request) => request.id) }, 'Arrivée de demandes interrompue (serveur arrêté) : notification et accusé de réception refaits'),
  });
}
