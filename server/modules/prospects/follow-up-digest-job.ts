import type { FastifyBaseLogger } from 'fastify';
import { DIGEST_MAX_LINES, followUpDigestMail, parisClock } from '../../../domain/notifications/follow-up-digest';
import type { Database } from '../../db/database';
import type { Job } from '../jobs/job-runner';
import { prospectsService } from './service';
import { requestsService } from '../requests/service';
import { settingsService } from '../settings/service';
import { agencyClosuresService } from '../settings/agency-closures';
import { closedDaysBefore, isOpenDayKey } from '../../../domain/response-promises';
import type { LeadNotifier } from '../notifications/service';
import type { Mailer } from '../../lib/mailer';
import { adminUsersService } from '../admin-users/service';
import { recipientsOf } from '../../../domain/notifications/notification-settings';

export const FOLLOW_UP_DIGEST_JOB = 'follow-up-digest';
/** The day whose digest went out, kept beside the settings. */
export const DIGEST_DAY_KEY = 'follow-up-digest-day';

interface DigestJobOptions {
  db: Database;
  notifier: Pick<LeadNotifier, 'mailRecipients'>;
  /** Sends each owner's own digest to the address the owner gave. */
  mailer: Pick<Mailer, 'notify' | 'agencyAddress'>;
  log: FastifyBaseLogger;
  /** The site's public address, for the link to the back-office. */
  publicUrl: string;
}

/**
 * Each morning the agency opens (0502), from the hour of the settings (Paris time), one e-mail to the notification recipients listing the
 * follow-ups due that day and those overdue, the callbacks whose visitor chose a slot that day (decision 0478), the inbox's requests set aside until that day (decision 0398), and the
 * requests and prospects whose person wrote back and waits for an answer (0438, 0439); none when there are none
 * (docs/decisions/0370-follow-up-digest.md); then each owner with an address of their own gets theirs (0445).
 * The job looks every five minutes; the day is claimed in the database before anything is read, so two instances
 * send it once, and given back if the e-mail fails, so that a later look sends it again.
 */
export function followUpDigestJob({ db, notifier, mailer, log, publicUrl }: DigestJobOptions): Job {
  const settings = settingsService(db);
  const prospects = prospectsService(db);
  const requests = requestsService(db);
  const users = adminUsersService(db);
  const closures = agencyClosuresService(db);

  /**
   * The digest of `day` from the hour of the settings: the agency's, or `owner`'s own, of the deals they own and the
   * requests assigned to them (docs/decisions/0445-own-follow-up-digest.md); null when it has nothing to say.
   */
  async function digestOf(day: string, since: string, now: Date, hour: number, owner?: string) {
    const [due, slots, returning, awaiting, awaitingProspects] = await Promise.all([
      prospects.dueBy(day, DIGEST_MAX_LINES, owner),
      requests.slotsOn(day, DIGEST_MAX_LINES, owner),
      requests.returningOn(day, DIGEST_MAX_LINES, owner, since),
      requests.awaitingAnswer(now, DIGEST_MAX_LINES, owner),
      prospects.awaitingAnswer(DIGEST_MAX_LINES, owner),
    ]);
    if (due.total + slots.total + returning.total + awaiting.total + awaitingProspects.total === 0) return null;
    const view = owner === undefined ? {} : { owner };
    const salesGoal = await prospects.salesGoal(view);
    const goal = salesGoal ? { month: day.slice(0, 7), target: salesGoal.target, won: (await prospects.forecast(day, view)).won.value } : undefined;
    return followUpDigestMail({
      goal,
      day,
      followUps: due.prospects,
      total: due.total,
      overdueTotal: due.overdue,
      publicUrl,
      hour,
      slots: slots.rows,
      slotsTotal: slots.total,
      returning: returning.rows,
      returningTotal: returning.total,
      since,
      awaiting: awaiting.rows,
      awaitingTotal: awaiting.total,
      awaitingProspects: awaitingProspects.prospects,
      awaitingProspectsTotal: awaitingProspects.total,
      owner,
    });
  }

  /** Each user with an address that does not already receive the agency's digest gets theirs; one that fails is logged, not tried again. */
  async function sendOwnDigests(day: string, since: string, now: Date, hour: number, recipients: string[]) {
    const told = new Set(recipients.length > 0 ? recipients : [mailer.agencyAddress.toLowerCase()]);
    for (const user of await users.list()) {
      if (!user.email || told.has(user.email)) continue;
      const mail = await digestOf(day, since, now, hour, user.username);
      if (mail && !(await mailer.notify({ ...mail, to: user.email }))) {
        log.error({ day, username: user.username }, 'Relances personnelles non envoyées : le serveur d’e-mail les a refusées');
      }
    }
  }

  return {
    name: FOLLOW_UP_DIGEST_JOB,
    intervalMs: 5 * 60_000,
    async run(now) {
      const [current, closed] = await Promise.all([settings.current(), closures.current()]);
      const { day, hour } = parisClock(now);
      if (!current.followUpDigest || hour < current.followUpDigestHour) return;
      // None on a day the agency is closed (0502): the next open day's lists what came back meanwhile.
      if (!isOpenDayKey(day, closed)) return;
      const since = closedDaysBefore(day, closed);
      // The day's digest is made once, at its hour: a follow-up set for today later on waits for tomorrow's.
      await settings.oncePer(DIGEST_DAY_KEY, day, now, async () => {
        const mail = await digestOf(day, since, now, current.followUpDigestHour);
        if (!mail) return true;
        const sent = await notifier.mailRecipients(mail);
        if (!sent) log.error({ day }, "Récapitulatif des relances non envoyé : le serveur d'e-mail l'a refusé, nouvel essai dans cinq minutes");
        // Once the agency's went out, so that a day given back sends none of them twice.
        else {
          await sendOwnDigests(day, since, now, current.followUpDigestHour, recipientsOf(current.notificationRecipients)).catch((error: unknown) =>
            log.error({ err: error, day }, 'Relances personnelles non envoyées'),
          );
        }
        return sent;
      });
    },
  };
}
