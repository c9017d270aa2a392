import type { FastifyBaseLogger } from 'fastify';
import { parisToday } from '../../../domain/paris-time';
import { lastWeek, weeklyReportMail } from '../../../domain/notifications/weekly-report';
import type { Database } from '../../db/database';
import type { Job } from '../jobs/job-runner';
import type { LeadNotifier } from '../notifications/service';
import { adminUsersService } from '../admin-users/service';
import { settingsService } from '../settings/service';
import { weeklyFigures } from './weekly-report';

export const WEEKLY_REPORT_JOB = 'weekly-report';
/** The Monday of the last week whose report went out, kept beside the settings. */
export const REPORT_WEEK_KEY = 'weekly-report-week';

interface WeeklyReportJobOptions {
  db: Database;
  notifier: Pick<LeadNotifier, 'mailRecipients'>;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * On Monday from the hour of the morning digest (Paris time), or later in the week if no instance ran then, one
 * e-mail to the notification recipients with the figures of the week before (docs/decisions/0375-weekly-report.md).
 * The week is claimed in the database before anything is read, so two instances send it once, and given back when
 * the e-mail fails, so that a later look sends it. A week that ended before the base's first start is not reported:
 * a fresh install does not send the figures of a week it did not live (docs/decisions/0446-no-report-before-install.md).
 */
export function weeklyReportJob({ db, notifier, log, publicUrl }: WeeklyReportJobOptions): Job {
  const settings = settingsService(db);
  const users = adminUsersService(db);
  return {
    name: WEEKLY_REPORT_JOB,
    intervalMs: 15 * 60_000,
    async run(now) {
      const current = await settings.current();
      const week = lastWeek(now);
      if (!current.weeklyReport || (week.monday && week.hour < current.followUpDigestHour)) return;
      const firstStart = await users.firstCreatedAt();
      if (firstStart && week.to < parisToday(new Date(firstStart))) return;
      await settings.oncePer(REPORT_WEEK_KEY, week.from, now, async () => {
        const figures = await weeklyFigures(db, publicUrl, week.from, week.to, now);
        const sent = await notifier.mailRecipients(weeklyReportMail(figures, publicUrl));
        if (!sent) log.error({ week: week.from }, "Rapport de la semaine non envoyé : le serveur d'e-mail l'a refusé, nouvel essai dans un quart d'heure");
        return sent;
      });
    },
  };
}
