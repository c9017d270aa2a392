import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDays, parisToday } from '../../../domain/availability';
import { CALENDAR_MAX_EVENTS, CALENDAR_PAST_DAYS } from '../../../domain/calendar-feed';
import { dealValueLabel } from '../../../domain/prospects/deal-value';
import { NEXT_ACTION_MINUTES } from '../../../domain/prospects/next-action';
import { parisInstant } from '../../../domain/paris-time';
import { siteConfig } from '../../../domain/site-config';
import type { ProspectView } from '../../../domain/api/prospect-answers';
import type { Database } from '../../db/database';
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
 * The iCalendar feed of a user's next actions (docs/decisions/0474-calendar-feed.md): one all-day event per open
 * deal they own with a next action, on its day (at its hour when it has one), from CALENDAR_PAST_DAYS back. Each event keeps the deal's id as its
 * UID, so a calendar moves it when the action is moved and drops it once done or closed.
 */
export async function nextActionsCalendar(db: Database, owner: string, publicUrl: string, now = new Date()): Promise<string> {
  const rows = await prospectsRepository(db).nextActionsOf(owner, addDays(parisToday(now), -CALENDAR_PAST_DAYS), CALENDAR_MAX_EVENTS);
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: `Actions prévues de ${owner} — ${siteConfig.name}`,
    description: 'Les prochaines actions des affaires qui vous sont confiées dans le back-office.',
    prodId: { company: siteConfig.name, product: 'back-office', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar time zone: an action given an hour is written as its UTC instant, valid without a VTIMEZONE block.
    ttl: 60 * 60,
  });
  for (const prospect of rows.map(prospectView)) {
    const day = prospect.next_action_at!;
    const recordUrl = `${publicUrl}/admin#prospect-${prospect.id}`;
    calendar.createEvent({
      id: `prospect-${prospect.id}-next-action@${host}`,
      ...whenOf(day, prospect.next_action_time),
      stamp: now,
      summary: `${prospect.next_action_label || 'Action prévue'} · ${personOf(prospect)}`,
      description: descriptionOf(prospect, recordUrl),
      url: recordUrl,
    });
  }
  return calendar.toString();
}
