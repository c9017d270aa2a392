import { adminLink, prospectHash, requestHash } from '../admin-links';
import { frenchTime } from '../prospects/next-action';
import { parisClockTime } from '../paris-time';
import { NO_PHONE } from '../contact-notes';
import { z } from '../validation/zod';
import { countOf } from '../numbers';

/** How long before its hour an action or a callback is recalled, on the browser and by e-mail (decisions 0480, 0494). */
export const REMINDER_LEAD_MINUTES = 10;

/**
 * An appointment of a user's day recalled by e-mail: a deal's next action or a callback's slot at an hour, or a
 * request set aside coming back at its hour (docs/decisions/0510-snooze-returns-recalled.md).
 */
export interface ActionReminder {
  kind: 'action' | 'callback' | 'returning';
  /** The prospect's or the request's id. */
  id: number;
  /** The user it is given to. */
  username: string;
  /** The instant it is due (ISO). */
  at: string;
  /** 'Appel · Relancer pour le devis', 'Rappel demandé', 'Message de retour'. */
  what: string;
  /** 'Hélène Éluard (Poésie)'. */
  person: string;
  /** '' without one. */
  phone: string;
}

/** What the user was given, as the reminder's last line names it. */
const givenThing: Record<ActionReminder['kind'], string> = {
  action: 'cette action vous est confiée',
  callback: 'cette demande de rappel vous est attribuée',
  returning: 'cette demande vous est attribuée',
};

/** The last line of a reminder: why it comes, and where it is turned off. */
export const reminderFooter = (kind: ActionReminder['kind']): string =>
  `Vous recevez ce rappel parce que ${givenThing[kind]} et que votre adresse est enregistrée dans Utilisateurs. Réglage : Paramètres › Notifications.`;

/** Whole minutes from `now` to the appointment, never below 0. */
const minutesBefore = (at: string, now: Date) => Math.max(0, Math.round((Date.parse(at) - now.getTime()) / 60_000));

/** 'Dans 10 minutes, à 14 h 30 :', or 'Maintenant, à 14 h 30 :' once its minute has come. */
function leadLine(at: string, now: Date): string {
  const minutes = minutesBefore(at, now);
  const when = `à ${frenchTime(parisClockTime(at))}`;
  if (minutes === 0) return `Maintenant, ${when} :`;
  return `Dans ${countOf(minutes, 'minute')}, ${when} :`;
}

/**
 * The e-mail that recalls an appointment to its user (Pipedrive's activity reminder): the hour and what it is in the
 * subject, the person and their telephone, and the link that opens the deal's or the request's record.
 */
export function actionReminderMail(reminder: ActionReminder, publicUrl: string, now: Date): { subject: string; text: string } {
  const hour = frenchTime(parisClockTime(reminder.at));
  const hash = reminder.kind === 'action' ? prospectHash(reminder.id) : requestHash(reminder.id);
  return {
    subject: `[Rappel] ${hour} · ${reminder.what} · ${reminder.person}`,
    text: [
      leadLine(reminder.at, now),
      reminder.what,
      [reminder.person, reminder.phone].filter(Boolean).join(' · '),
      '',
      `Ouvrir : ${adminLink(publicUrl, hash)}`,
      '',
      reminderFooter(reminder.kind),
    ].join('\n'),
  };
}

/** What a request set aside is called on the day it comes back, in 'Votre journée' and in its reminder. */
export const returningWhat = (source: string): string => (source === 'callback' ? 'Demande de rappel de retour' : 'Message de retour');

/** 'Hélène Éluard (Poésie)', or the name alone without a company: a person as the day lists them. */
export const personLabel = (name: string, company: string): string => (company ? `${name} (${company})` : name);

/** A contact message sent without a telephone keeps 'Non fourni' in its place: no number to show. */
export const shownPhone = (phone: string): string => (phone === NO_PHONE ? '' : phone);

/** Each user's own choice of the e-mail reminders (`/api/admin/account/reminders`). */
export const reminderPreferenceMessages = {
  on: 'Rappels par e-mail activés',
  off: 'Rappels par e-mail désactivés',
  choice: 'Indiquez si vous voulez recevoir les rappels par e-mail (oui ou non)',
  loadError: 'Erreur lors du chargement de vos rappels par e-mail',
} as const;

/** PUT /api/admin/account/reminders. */
export const reminderPreferenceSchema = z.object({ enabled: z.boolean({ error: reminderPreferenceMessages.choice }) });
