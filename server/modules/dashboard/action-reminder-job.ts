import type { FastifyBaseLogger } from 'fastify';
import { actionReminderMail, personLabel, REMINDER_LEAD_MINUTES, returningWhat, shownPhone, type ActionReminder } from '../../../domain/notifications/action-reminder';
import { actionTitle } from '../../../domain/prospects/next-action';
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { adminUsersService } from '../admin-users/service';
import type { Job } from '../jobs/job-runner';
import { prospectsService } from '../prospects/service';
import { requestsService } from '../requests/service';
import { settingsService } from '../settings/service';
import { actionRemindersRepository } from './action-reminders-repository';
import { DAY_MS } from '../../../domain/calendar-day';

/** Appointments of each kind read in one run at most: more than a team has in ten minutes. */
const READ_PER_RUN = 200;
/** Reminders kept after their instant, then forgotten: an appointment past is never due again. */
const KEPT_MS = DAY_MS;

/** The deals' actions, the callbacks' slots and the requests' returns given to someone, due from `now` to REMINDER_LEAD_MINUTES later. */
async function remindersDue(db: Database, now: Date): Promise<ActionReminder[]> {
  const until = new Date(now.getTime() + REMINDER_LEAD_MINUTES * 60_000);
  const requests = requestsService(db);
  const [actions, slots, returns] = await Promise.all([
    prospectsService(db).timedActionsBetween(now, until, READ_PER_RUN),
    requests.assignedSlotsBetween(now, until, READ_PER_RUN),
    requests.assignedReturnsBetween(now, until, READ_PER_RUN),
  ]);
  return [
    ...actions.map(({ prospect, at }) => ({
      kind: 'action' as const,
      id: prospect.id,
      username: prospect.owner!,
      at,
      what: actionTitle(prospect.next_action_type, prospect.next_action_label) || 'Action prévue',
      person: personLabel([prospect.prenom, prospect.nom].filter(Boolean).join(' ') || prospect.client_code, prospect.entreprise),
      phone: prospect.telephone,
    })),
    ...slots.map((callback) => ({
      kind: 'callback' as const,
      id: callback.id,
      username: callback.assignee,
      at: callback.preferredTime,
      what: 'Rappel demandé',
      person: personLabel(callback.name, callback.company),
      phone: shownPhone(callback.phone),
    })),
    ...returns.map((request) => ({
      kind: 'returning' as const,
      id: request.id,
      username: request.assignee,
      at: request.snoozedUntil,
      what: returningWhat(request.source),
      person: personLabel(request.name, request.company),
      phone: shownPhone(request.phone),
    })),
  ];
}

interface ActionReminderJobOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Every minute, under the 'actionReminderEmails' switch, an e-mail REMINDER_LEAD_MINUTES before each of their deals'
 * actions and callbacks' slots given an hour and each of their requests' returns from a snooze (0510) to each user with an address who did not turn them off
 * (docs/decisions/0494-action-reminder-emails.md).
 * Each reminder is claimed in the database before it is sent, so two instances send it once, and given back when the
 * mail server refuses it; the run then stops, as the next ones would be refused too.
 */
export function actionReminderJob({ db, mailer, log, publicUrl }: ActionReminderJobOptions): Job {
  const settings = settingsService(db);
  const reminders = actionRemindersRepository(db);
  const users = adminUsersService(db);
  return {
    name: 'action-reminders',
    intervalMs: 60_000,
    async run(now) {
      if (!(await settings.current()).actionReminderEmails) return;
      await reminders.purgeBefore(new Date(now.getTime() - KEPT_MS));
      const due = await remindersDue(db, now);
      if (due.length === 0) return;
      const addresses = await users.reminderAddressesOf([...new Set(due.map((reminder) => reminder.username))]);
      for (const reminder of due) {
        const to = addresses.get(reminder.username);
        if (!to || !(await reminders.claim(reminder, now))) continue;
        if (await mailer.notify({ ...actionReminderMail(reminder, publicUrl, now), to })) continue;
        await reminders.release(reminder);
        log.error({ kind: reminder.kind, id: reminder.id, username: reminder.username }, 'Rappel par e-mail non envoyé : le serveur de messagerie l’a refusé');
        return;
      }
    },
  };
}
