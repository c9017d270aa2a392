import type { FastifyBaseLogger } from 'fastify';
import { responseAlertMail } from '../../../domain/notifications/response-alert';
import type { Database } from '../../db/database';
import type { Job } from '../jobs/job-runner';
import { deadlineAlertJob } from '../notifications/deadline-alert-job';
import type { LeadNotifier } from '../notifications/service';
import { requestsService } from './service';

export const RESPONSE_ALERT_JOB = 'response-alerts';

interface ResponseAlertJobOptions {
  db: Database;
  notifier: Pick<LeadNotifier, 'mailRecipients'>;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** The alert of contact messages and callback requests nearing or past their answer deadline, nobody answering. */
export function responseAlertJob({ db, notifier, log, publicUrl }: ResponseAlertJobOptions): Job {
  const requests = requestsService(db);
  return deadlineAlertJob({
    name: RESPONSE_ALERT_JOB,
    db,
    notifier,
    log,
    alerts: {
      due: requests.toAlert,
      claim: (row, at) => requests.claimAlert(row.id, at),
      release: (row, at) => requests.releaseAlert(row.id, at),
      mail: (row, now) => responseAlertMail(row, now, publicUrl),
      refused: (row) => [{ requestId: row.id }, "Alerte de réponse promise non envoyée : le serveur d'e-mail l'a refusée, nouvel essai dans une minute"],
    },
  });
}
