import type { FastifyBaseLogger } from 'fastify';
import { DIGEST_MAX_LINES, followUpDigestMail, parisClock } from '../../../domain/notifications/follow-up-digest';
import type { Database } from '../../db/database';
import type { Job } from '../jobs/job-runner';
import { prospectsService } from './service';
import { requestsService } from '../requests/service';
import { settingsService } from '../settings/service';
import type { LeadNotifier } from '../notifications/service';

export const FOLLOW_UP_DIGEST_JOB = 'follow-up-digest';
/** The day whose digest went out, kept beside the settings. */
export const DIGEST_DAY_KEY = 'follow-up-digest-day';

interface DigestJobOptions {
  db: Database;
  notifier: Pick<LeadNotifier, 'mailRecipients'>;
  log: FastifyBaseLogger;
  /** The site's public address, for the link to the back-office. */
  publicUrl: string;
}

/**
 * Each morning from the hour of the settings (Paris time), one e-mail to the notification recipients listing the
 * follow-ups due that day and those overdue, the inbox's requests set aside until that day (decision 0398), and the
 * requests and prospects whose person wrote back and waits for an answer (0438, 0439); none when there are none
 * (docs/decisions/0370-follow-up-digest.md).
 * The job looks every five minutes; the day is claimed in the database before anything is read, so two instances
 * send it once, and given back if the e-mail fails, so that a later look sends it again.
 */
export function followUpDigestJob({ db, notifier, log, publicUrl }: DigestJobOptions): Job {
  const settings = settingsService(db);
  const prospects = prospectsService(db);
  const requests = requestsService(db);
  return {
    name: FOLLOW_UP_DIGEST_JOB,
    intervalMs: 5 * 60_000,
    async run(now) {
      const current = await settings.current();
      const { day, hour } = parisClock(now);
      if (!current.followUpDigest || hour < current.followUpDigestHour) return;
      // The day's digest is made once, at its hour: a follow-up set for today later on waits for tomorrow's.
      await settings.oncePer(DIGEST_DAY_KEY, day, now, async () => {
        const [due, returning, awaiting, awaitingProspects] = await Promise.all([
          prospects.dueBy(day, DIGEST_MAX_LINES),
          requests.returningOn(day, DIGEST_MAX_LINES),
          requests.awaitingAnswer(now, DIGEST_MAX_LINES),
          prospects.awaitingAnswer(DIGEST_MAX_LINES),
        ]);
        if (due.total + returning.total + awaiting.total + awaitingProspects.total === 0) return true;
        const mail = followUpDigestMail({
          day,
          followUps: due.prospects,
          total: due.total,
          overdueTotal: due.overdue,
          publicUrl,
          hour: current.followUpDigestHour,
          returning: returning.rows,
          returningTotal: returning.total,
          awaiting: awaiting.rows,
          awaitingTotal: awaiting.total,
          awaitingProspects: awaitingProspects.prospects,
          awaitingProspectsTotal: awaitingProspects.total,
        });
        const sent = await notifier.mailRecipients(mail);
        if (!sent) log.error({ day }, "Récapitulatif des relances non envoyé : le serveur d'e-mail l'a refusé, nouvel essai dans cinq minutes");
        return sent;
      });
    },
  };
}
