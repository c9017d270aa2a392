import { z } from './validation/zod';

/**
 * Each user's private calendar address (docs/decisions/0474-calendar-feed.md): the next actions of the deals they
 * own and the callbacks they follow at their visitor's slot (0477), read by their calendar application (Google Agenda, Apple Calendrier, Outlook) as an iCalendar feed.
 */
export const calendarFeedMessages = {
  created: 'Adresse d’agenda créée. Copiez-la maintenant : elle ne sera plus affichée.',
  replaced: 'Nouvelle adresse d’agenda créée : l’ancienne ne fonctionne plus. Copiez-la maintenant : elle ne sera plus affichée.',
  removed: 'Adresse d’agenda supprimée : votre agenda ne recevra plus vos actions.',
  noneToRemove: 'Vous n’avez pas d’adresse d’agenda',
  unknown: 'Adresse d’agenda inconnue, remplacée ou supprimée',
  invalid: 'Adresse d’agenda invalide',
  loadError: 'Erreur lors du chargement de votre adresse d’agenda',
} as const;

/** A next action shown from this many days back, so that one overdue stays on its day; older ones are left out. */
export const CALENDAR_PAST_DAYS = 60;
/** A calendar's reading is recorded at most this often (the panel's 'Dernière lecture'). */
export const CALENDAR_READ_RECORDED_EVERY_MS = 15 * 60_000;
/** The most events of each kind a feed carries (deals' actions, callbacks), the soonest first. */
export const CALENDAR_MAX_EVENTS = 1000;
/** A callback's slot as a calendar shows it (docs/decisions/0477-callback-slots-in-calendar.md). */
export const CALLBACK_SLOT_MINUTES = 15;
/** The visitor's message quoted in a callback's event, up to this many characters. */
export const CALLBACK_MESSAGE_CHARS = 500;

/** The secret of an address: 32 random bytes in base64url. */
export const calendarFeedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, calendarFeedMessages.invalid) });

export const calendarFeedPath = (token: string) => `/api/calendar/${token}/actions.ics`;

/** The secret of any calendar address a log line would show, replaced. */
export const withoutCalendarSecret = (url: string) => url.replace(/^\/api\/calendar\/[^/?#]+/, '/api/calendar/…');

/** The same address for a calendar application to subscribe to on a click (webcal: is what they register). */
export const webcalAddress = (url: string) => url.replace(/^https?:/, 'webcal:');
