import { parisToday } from '../../../domain/paris-time';
import { MY_DAY_MAX_ITEMS, type MyDay, type MyDayItem } from '../../../domain/api/my-day-answers';
import { personLabel, returningWhat, shownPhone } from '../../../domain/notifications/action-reminder';
import { parisClockTime } from '../../../domain/paris-time';
import type { Database } from '../../db/database';
import { actionTitle } from '../../../domain/prospects/next-action';
import { prospectsService } from '../prospects/service';
import { requestsService } from '../requests/service';


/**
 * The day's deals' actions, callbacks' slots and requests coming back of `who` (a username, or null for nobody),
 * after their callbacks whose slot was missed on an earlier day (0486),
 * the whole day's first then by hour, and how many there are of each; read through the services of the prospects
 * and the requests.
 */
async function dayOf(db: Database, who: string | null, day: string) {
  const requests = requestsService(db);
  const [actions, slots, returning, missed] = await Promise.all([
    prospectsService(db).dayOf(who, day, MY_DAY_MAX_ITEMS),
    requests.slotsOn(day, MY_DAY_MAX_ITEMS, who),
    requests.returningOn(day, MY_DAY_MAX_ITEMS, who),
    requests.missedBefore(day, MY_DAY_MAX_ITEMS, who),
  ]);
  const items: MyDayItem[] = [
    ...missed.rows.map((callback) => ({
      kind: 'callback' as const,
      id: callback.id,
      time: parisClockTime(callback.preferredTime),
      day: parisToday(new Date(callback.preferredTime)),
      what: 'Rappel demandé · créneau dépassé',
      person: personLabel(callback.name, callback.company),
      phone: shownPhone(callback.phone),
    })),
    ...actions.prospects.map((prospect) => ({
      kind: 'action' as const,
      id: prospect.id,
      time: prospect.next_action_time,
      day,
      what: actionTitle(prospect.next_action_type, prospect.next_action_label) || 'Action prévue',
      ...(prospect.next_action_type ? { actionType: prospect.next_action_type } : {}),
      person: personLabel([prospect.prenom, prospect.nom].filter(Boolean).join(' ') || prospect.client_code, prospect.entreprise),
      phone: prospect.telephone,
    })),
    ...slots.rows.map((callback) => ({
      kind: 'callback' as const,
      id: callback.id,
      time: parisClockTime(callback.preferredTime),
      day,
      what: 'Rappel demandé',
      person: personLabel(callback.name, callback.company),
      phone: shownPhone(callback.phone),
    })),
    ...returning.rows.map((request) => ({
      kind: 'returning' as const,
      id: request.id,
      time: parisClockTime(request.snoozedUntil),
      day,
      what: returningWhat(request.source),
      person: personLabel(request.name, request.company),
      phone: shownPhone(request.phone),
    })),
  ];
  // The missed slots first, the oldest first; then the whole day's, then by hour; an action before a callback at the same minute.
  items.sort((a, b) => a.day.localeCompare(b.day) || (a.time ?? '').localeCompare(b.time ?? ''));
  return { items, actions: actions.total, callbacks: slots.total, returning: returning.total, overdue: actions.overdue, missed: missed.total };
}

/**
 * 'Votre journée' (docs/decisions/0479-my-day.md): what `username` has to do on today's Paris day (their deals'
 * actions, their callbacks' slots, their requests set aside coming back), and the same given to nobody, which anyone
 * may take (0481); nothing for a key without a user.
 */
export async function myDay(db: Database, username: string, now = new Date()): Promise<MyDay> {
  const day = parisToday(now);
  if (!username) return { day, items: [], actions: 0, callbacks: 0, returning: 0, overdue: 0, missed: 0, unassigned: [], unassignedTotal: 0 };
  const [mine, nobodys] = await Promise.all([dayOf(db, username, day), dayOf(db, null, day)]);
  return { day, ...mine, unassigned: nobodys.items, unassignedTotal: nobodys.actions + nobodys.callbacks + nobodys.returning + nobodys.missed };
}
