import type { FastifyBaseLogger } from 'fastify';
import { DUE_SOON_MINUTES } from '../../../domain/response-promises';
import type { Database } from '../../db/database';
import type { Mail } from '../../lib/mailer';
import type { Job } from '../jobs/job-runner';
import { settingsService } from '../settings/service';
import type { LeadNotifier } from './service';

/** Alerts sent in one run at most; the rest wait for the next minute. */
const ALERTS_PER_RUN = 20;

/** What one kind of deadline gives the alert loop; each module reads and claims the rows of its own table. */
export interface DeadlineAlerts<Row> {
  /** Rows nobody answered, due by `before`, whose alert has not gone out, the soonest due first. */
  due(before: Date, limit: number): Promise<Row[]>;
  /** Takes the alert of one row for this instance; false when another took it first. */
  claim(row: Row, at: Date): Promise<boolean>;
  /** Gives an alert back when its e-mail could not leave, so that a later run sends it. */
  release(row: Row, at: Date): Promise<void>;
  mail(row: Row, now: Date): Mail;
  /** The log line and its fields when the mail server refuses an alert. */
  refused(row: Row): [Record<string, unknown>, string];
}

interface DeadlineAlertJobOptions<Row> {
  name: string;
  db: Database;
  notifier: Pick<LeadNotifier, 'mailRecipients'>;
  log: FastifyBaseLogger;
  alerts: DeadlineAlerts<Row>;
}

/**
 * Every minute, one e-mail to the notification recipients for each row whose answer deadline is within half an
 * hour or past (docs/decisions/0374-response-promises.md), under the 'responseAlerts' switch. Each alert is claimed
 * in the database before it is sent, so two instances send it once, and given back when the mail server refuses
 * it; the run then stops, as the next ones would be refused too.
 */
export function deadlineAlertJob<Row>({ name, db, notifier, log, alerts }: DeadlineAlertJobOptions<Row>): Job {
  const settings = settingsService(db);
  return {
    name,
    intervalMs: 60_000,
    async run(now) {
      if (!(await settings.current()).responseAlerts) return;
      for (const row of await alerts.due(new Date(now.getTime() + DUE_SOON_MINUTES * 60_000), ALERTS_PER_RUN)) {
        if (!(await alerts.claim(row, now))) continue;
        if (await notifier.mailRecipients(alerts.mail(row, now))) continue;
        await alerts.release(row, now);
        log.error(...alerts.refused(row));
        return;
      }
    },
  };
}
