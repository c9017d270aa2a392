import { parisToday } from '../../../domain/availability';
import { MY_DAY_MAX_ITEMS, type MyDay, type MyDayItem } from '../../../domain/api/my-day-answers';
import { parisWallClock } from '../../../domain/paris-time';
import type { Database } from '../../db/database';
import { prospectsService } from '../prospects/service';
import { requestsService } from '../requests/service';

const personOf = (name: string, company: string) => (company ? `${name} (${company})` : name);
const two = (n: number) => String(n).padStart(2, '0');
const parisHour = (at: string) => {
  const clock = parisWallClock(Date.parse(at));
  return `${two(clock.hour)}:${two(clock.minute)}`;
};

/**
 * 'Votre journée' (docs/decisions/0479-my-day.md): what `username` has to do on today's Paris day, read through the
 * services of the prospects and the requests; nothing for a key without a user.
 */
export async function myDay(db: Database, username: string, now = new Date()): Promise<Omit<MyDay, 'success'>> {
  const day = parisToday(now);
  if (!username) return { day, items: [], actions: 0, callbacks: 0, overdue: 0 };
  const [actions, slots] = await Promise.all([prospectsService(db).dayOf(username, day, MY_DAY_MAX_ITEMS), requestsService(db).slotsOn(day, MY_DAY_MAX_ITEMS, username)]);
  const items: MyDayItem[] = [
    ...actions.prospects.map((prospect) => ({
      kind: 'action' as const,
      id: prospect.id,
      time: prospect.next_action_time,
      what: prospect.next_action_label || 'Action prévue',
      person: personOf([prospect.prenom, prospect.nom].filter(Boolean).join(' ') || prospect.client_code, prospect.entreprise),
      phone: prospect.telephone,
    })),
    ...slots.rows.map((callback) => ({
      kind: 'callback' as const,
      id: callback.id,
      time: parisHour(callback.preferredTime),
      what: 'Rappel demandé',
      person: personOf(callback.name, callback.company),
      phone: callback.phone,
    })),
  ];
  // The whole day's first, then by hour; an action before a callback at the same minute.
  items.sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));
  return { day, items, actions: actions.total, callbacks: slots.total, overdue: actions.overdue };
}
