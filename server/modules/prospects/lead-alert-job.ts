import type { FastifyBaseLogger } from 'fastify';
import { leadAlertMail } from '../../../domain/notifications/response-alert';
import { DUE_SOON_MINUTES } from '../../../domain/response-promises';
import type { LeadBandId } from '../../../domain/super-assistant/lead-score';
import type { Database } from '../../db/database';
import type { Job } from '../jobs/job-runner';
import type { LeadNotifier } from '../notifications/service';
import { settingsService } from '../settings/service';
import { prospectsService } from './service';

export const LEAD_ALERT_JOB = 'lead-contact-alerts';
const ALERTS_PER_RUN = 20;
const BANDS: readonly string[] = ['HOT', 'WARM', 'STANDARD'];

interface LeadAlertJobOptions {
  db: Database;
  notifier: Pick<LeadNotifier, 'mailRecipients'>;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Every minute, one e-mail to the notification recipients for each super-assistant lead nobody reached whose
 * contact deadline is within half an hour or past (docs/decisions/0377-lead-response-promises.md), under the same
 * switch as the requests' alerts; each claimed before it is sent, given back when the mail server refuses it.
 */
export function leadAlertJob({ db, notifier, log, publicUrl }: LeadAlertJobOptions): Job {
  const settings = settingsService(db);
  const prospects = prospectsService(db);
  return {
    name: LEAD_ALERT_JOB,
    intervalMs: 60_000,
    async run(now) {
      if (!(await settings.current()).responseAlerts) return;
      for (const row of await prospects.leadsToAlert(new Date(now.getTime() + DUE_SOON_MINUTES * 60_000), ALERTS_PER_RUN)) {
        const id = Number(row.id);
        if (!row.responseDueAt || !BANDS.includes(row.leadBand ?? '') || !(await prospects.claimLeadAlert(id, now))) continue;
        const mail = leadAlertMail({ ...row, id, owner: row.owner ?? null, band: row.leadBand as LeadBandId, responseDueAt: row.responseDueAt }, now, publicUrl);
        if (await notifier.mailRecipients(mail)) continue;
        await prospects.releaseLeadAlert(id, now);
        log.error({ prospectId: id }, "Alerte de contact d'un lead non envoyée : le serveur d'e-mail l'a refusée, nouvel essai dans une minute");
        return;
      }
    },
  };
}
