import type { FastifyBaseLogger } from 'fastify';
import { responseAlertMail } from '../../../domain/notifications/response-alert';
import { DUE_SOON_MINUTES } from '../../../domain/response-promises';
import type { Database } from '../../db/database';
import type { Job } from '../jobs/job-runner';
import type { LeadNotifier } from '../notifications/service';
import { settingsService } from '../settings/service';
import { requestsService } from './service';

export const RESPONSE_ALERT_JOB = 'response-alerts';
/** Alerts sent in one run at most; the rest wait for the next minute. */
const ALERTS_PER_RUN = 20;

interface ResponseAlertJobOptions {
  db: Database;
  notifier: Pick<LeadNotifier, 'mailRecipients'>;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Every minute, one e-mail to the notification recipients for each request that nobody answered and whose
 * deadline is within half an hour or past (docs/decisions/0374-response-promises.md). Each alert is claimed in
 * the database before it is sent, so two instances send it once, and given back when the mail server refuses it.
 */
export function responseAlertJob({ db, notifier, log, publicUrl }: ResponseAlertJobOptions): Job {
  const settings = settingsService(db);
  const requests = requestsService(db);
  return {
    name: RESPONSE_ALERT_JOB,
    intervalMs: 60_000,
    async run(now) {
      if (!(await settings.current()).responseAlerts) return;
      const due = await requests.toAlert(new Date(now.getTime() + DUE_SOON_MINUTES * 60_000), ALERTS_PER_RUN);
      for (const row of due) {
        const id = Number(row.id);
        if (!row.responseDueAt || !(await requests.claimAlert(id, now))) continue;
        const sent = await notifier.mailRecipients(responseAlertMail({ ...row, id, responseDueAt: row.responseDueAt }, now, publicUrl));
        if (sent) continue;
        await requests.releaseAlert(id, now);
        log.error({ requestId: id }, "Alerte de réponse promise non envoyée : le serveur d'e-mail l'a refusée, nouvel essai dans une minute");
        return;
      }
    },
  };
}
