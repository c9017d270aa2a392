import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Job } from '../jobs/job-runner';
import type { LeadNotifier } from '../notifications/service';
import type { Acknowledgements } from './acknowledgement';
import { arrivalNotice } from './arrival-notice';
import { requestsService } from './service';

export const ARRIVAL_MAILS_JOB = 'arrival-mails';
const BATCH = 200;

interface ArrivalMailsOptions {
  db: Database;
  notifier: Pick<LeadNotifier, 'leadArrived'>;
  acknowledgements: Pick<Acknowledgements, 'acknowledge'>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Every 30 s, once across the instances, the contact messages and callback requests whose arrival e-mails a server
 * stopped before recording them done, ten minutes after they arrived (docs/decisions/0546-arrival-mails-survive-a-stop.md):
 * the agency's notice is made again from the stored request, and the visitor's acknowledgement within a day of it.
 * Either may so leave twice (the server stopped after sending it): at least once rather than perhaps never.
 */
export function arrivalMailsJob({ db, notifier, acknowledgements, publicUrl, log }: ArrivalMailsOptions): Job {
  const requests = requestsService(db);
  return {
    name: ARRIVAL_MAILS_JOB,
    intervalMs: 30_000,
    async run(now) {
      // A batch at a time, its notices sent before the next is taken: a stop in the middle of a burst leaves many.
      for (;;) {
        const interrupted = await requests.claimInterruptedArrivals(now, BATCH);
        if (!interrupted.length) return;
        log.warn({ requests: interrupted.map((request) => request.id) }, 'Arrivée de demandes interrompue (serveur arrêté) : notification et accusé de réception refaits');
        const notices = interrupted.map((request) => {
          const notified = notifier.leadArrived(arrivalNotice(request, publicUrl));
          acknowledgements.acknowledge(request.id, notified);
          return notified;
        });
        await Promise.all(notices);
        if (interrupted.length < BATCH) return;
      }
    },
  };
}
