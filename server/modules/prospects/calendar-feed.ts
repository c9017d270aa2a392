import ical, { ICalAlarmType, ICalCalendarMethod, type ICalAlarmData } from 'ical-generator';
import { parisDayBounds, parisInstant, parisToday } from '../../../domain/paris-time';
import { addDays } from '../../../domain/calendar-day';
import { adminLink, requestHash } from '../../../domain/admin-links';
import { CALENDAR_MAX_EVENTS, CALENDAR_PAST_DAYS, CALLBACK_MESSAGE_CHARS, CALLBACK_SLOT_MINUTES } from '../../../domain/calendar-feed';
import { dealValueLabel } from '../../../domain/prospects/deal-value';
import { actionTitle, NEXT_ACTION_MINUTES } from '../../../domain/prospects/next-action';
import { REMINDER_LEAD_MINUTES } from '../../../domain/notifications/action-reminder';
import { siteConfig } from '../../../domain/site-config';
import type { ProspectView } from '../../../domain/api/prospect-answers';
import type { Database } from '../../db/database';
import { requestsService } from '../requests/service';
import { prospectsRepository } from './repository';
import { prospectView } from './prospect-view';

const personOf = (prospect: ProspectView) => {
  const name = [prospect.prenom, prospect.nom].filter(Boolean).join(' ');
  return prospect.entreprise ? `${name} (${prospect.entreprise})` : name;
};

/** What the event says beside its title: the deal at a glance and the way back to its record. */
function descriptionOf(prospect: ProspectView, recordUrl: string): string {
  return [
    `Statut : ${prospect.statut}`,
    prospect.estimated_value === null ? '' : `Valeur estimée : ${dealValueLabel(prospect.estimated_value)}`,
    prospect.telephone ? `Téléphone : ${prospect.telephone}` : '',
    prospect.email ? `E-mail : ${prospect.email}` : '',
    `Fiche : ${recordUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The whole day, or NEXT_ACTION_MINUTES from the action's hour in Paris (docs/decisions/0476-next-action-time.md). */
function whenOf(day: string, time: string | null) {
  if (!time) return { start: day, end: addDays(day, 1), allDay: true };
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const start = parisInstant(year, month, date, hour, minute);
  return { start: new Date(start), end: new Date(start + NEXT_ACTION_MINUTES * 60_000), allDay: false };
}

/**
 * The calendar's own alert REMINDER_LEAD_MINUTES before an appointment given an hour, as the back-office's reminders
 * (docs/decisions/0494-action-reminder-emails.md); an action of the whole day has none.
 */
const reminderAlarms = (summary: string): ICalAlarmData[] => [{ type: ICalAlarmType.display, triggerBefore: REMINDER_LEAD_MINUTES * 60, description: summary }];

type CallbackSlot = Awaited<ReturnType<ReturnType<typeof requestsService>['slotsOf']>>[number];

/** A callback's event: the visitor's slot, who to call and what they wrote (docs/decisions/0477-callback-slots-in-calendar.md). */
function callbackEvent(callback: CallbackSlot, publicUrl: string, host: string, now: Date) {
  const start = new Date(callback.preferredTime!);
  const requestUrl = adminLink(publicUrl, requestHash(callback.id));
  const message = callback.notes.trim();
  const summary = `Rappel demandé · ${callback.company ? `${callback.name} (${callback.company})` : callback.name}`;
  return {
    id: `callback-${callback.id}@${host}`,
    start,
    end: new Date(start.getTime() + CALLBACK_SLOT_MINUTES * 60_000),
    stamp: now,
    summary,
    alarms: reminderAlarms(summary),
    description: [
      `Téléphone : ${callback.phone}`,
      callback.email ? `E-mail : ${callback.email}` : '',
      message ? `Message : ${message.length > CALLBACK_MESSAGE_CHARS ? `${message.slice(0, CALLBACK_MESSAGE_CHARS)}…` : message}` : '',
      `Demande : ${requestUrl}`,
    ]
      .filter(Boolean)
      .join('\n'),
    url: requestUrl,
  };
}

/**
 * The iCalendar feed of a user's agenda (docs/decisions/0474-calendar-feed.md): one event per open deal they own
 * with a next action, on its day (at its hour when it has one, 0476), and one per pending callback request they
 * follow at the slot its visitor chose (0477), from CALENDAR_PAST_DAYS back. Each event keeps its deal's or request's
 * id as its UID, so a calendar moves it when it is moved and drops it once done, closed or processed.
 */
export async function nextActionsCalendar(db: Database, owner: string, publicUrl: string, now = new Date()): Promise<string> {
  const from = addDays(parisToday(now), -CALENDAR_PAST_DAYS);
  const [rows, callbacks] = await Promise.all([
    prospectsRepository(db).nextActionsOf(owner, from, CALENDAR_MAX_EVENTS),
    requestsService(db).slotsOf(owner, new Date(parisDayBounds(from).from), CALENDAR_MAX_EVENTS),
  ]);
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: `Actions prévues de ${owner} — ${siteConfig.name}`,
    description: 'Les prochaines actions des affaires qui vous sont confiées et les rappels demandés qui vous sont attribués dans le back-office.',
    prodId: { company: siteConfig.name, product: 'back-office', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar time zone: an action given an hour is written as its UTC instant, valid without a VTIMEZONE block.
    ttl: 60 * 60,
  });
  for (const prospect of rows.map(prospectView)) {
    const day = prospect.next_action_at!;
    const recordUrl = `${publicUrl}/admin#prospect-${prospect.id}`;
    const summary = `${actionTitle(prospect.next_action_type, prospect.next_action_label) || 'Action prévue'} · ${personOf(prospect)}`;
    calendar.createEvent({
      id: `prospect-${prospect.id}-next-action@${host}`,
      ...whenOf(day, prospect.next_action_time),
      stamp: now,
      summary,
      alarms: prospect.next_action_time ? reminderAlarms(summary) : [],
      description: descriptionOf(prospect, recordUrl),
      url: recordUrl,
    });
  }
  for (const callback of callbacks) calendar.createEvent(callbackEvent(callback, publicUrl, host, now));
  return calendar.toString();
}
