import type { FastifyBaseLogger } from 'fastify';
import { leadAlertMail } from '../../../domain/notifications/response-alert';
import type { Database } from '../../db/database';
import type { Job } from '../jobs/job-runner';
import { deadlineAlertJob } from '../notifications/deadline-alert-job';
import type { LeadNotifier } from '../notifications/service';
import { prospectsService } from './service';

export const LEAD_ALERT_JOB = 'lead-contact-alerts';

interface LeadAlertJobOptions {
  db: Database;
  notifier: Pick<LeadNotifier, 'mailRecipients'>;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * The alert of super-assistant leads nobody reached whose contact deadline is near or past
 * (docs/decisions/0377-lead-response-promises.md), under the same switch as the requests' alerts.
 */
export function leadAlertJob({ db, notifier, log, publicUrl }: LeadAlertJobOptions): Job {
  const prospects = prospectsService(db);
  return deadlineAlertJob({
    name: LEAD_ALERT_JOB,
    db,
    notifier,
    log,
    alerts: {
      due: prospects.leadsToAlert,
      claim: (row, at) => prospects.claimLeadAlert(row.id, at),
      release: (row, at) => prospects.releaseLeadAlert(row.id, at),
      mail: (row, now) => leadAlertMail({ ...row, owner: row.owner ?? null, band: row.leadBand }, now, publicUrl),
      refused: (row) => [{ prospectId: row.id }, "Alerte de contact d'un lead non envoyée : le serveur d'e-mail l'a refusée, nouvel essai dans une minute"],
    },
  });
}
