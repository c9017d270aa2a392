import { parisDateTimeText } from '../later-choices';
import type { EmailDelivery } from '../email-delivery';
import { parisWallClock } from '../paris-time';
import { isOpenDay } from '../response-promises';
import { NO_CLOSURES, type AgencyClosure } from '../settings/agency-closures';
import { actionWhen, isClockTime } from './next-action';
import { z } from '../validation/zod';
import { attachmentsSchema } from '../email-attachments';
import { DAY_MS } from '../calendar-day';

// E-mails written to a prospect from its record, and the follow-up they plan (docs/decisions/0409-prospect-emails.md).

export const FOLLOW_UP_MAX_DAYS = 90;
/** How far ahead an e-mail may be scheduled (docs/decisions/0472-scheduled-prospect-emails.md). */
export const SCHEDULE_MAX_DAYS = 90;
/** The follow-ups the record offers after an e-mail (Pipedrive's 'schedule a follow-up'), in days. */
export const FOLLOW_UP_CHOICES = [{ days: 2, label: 'Dans 2 jours' }, { days: 3, label: 'Dans 3 jours' }, { days: 7, label: 'Dans une semaine' }, { days: 14, label: 'Dans deux semaines' }] as const;

export const prospectEmailMessages = {
  subject: "L'objet doit contenir de 1 à 200 caractères",
  message: 'Le message doit contenir de 1 à 10 000 caractères',
  noEmail: "Ce prospect n'a pas d'adresse e-mail : appelez-le ou ajoutez son adresse à sa fiche.",
  sent: (to: string) => `E-mail envoyé à ${to}`,
  logged: (to: string) => `E-mail enregistré ; sans serveur SMTP configuré, l'envoi à ${to} a seulement été journalisé.`,
  failed: "E-mail enregistré mais il n'a pas pu partir : vérifiez la configuration SMTP puis renvoyez-le.",
  /** A failed e-mail sent again (docs/decisions/0455-failed-emails-sent-again.md). */
  notFound: 'E-mail introuvable',
  notFailed: 'Cet e-mail n’a pas échoué : rien à renvoyer',
  followUpDays: `La relance doit être prévue dans 1 à ${FOLLOW_UP_MAX_DAYS} jours`,
  /** An hour of the follow-up that is none (docs/decisions/0484-follow-up-time.md). */
  followUpTime: 'L’heure de la relance doit être une heure valide (HH:MM)',
  followUpPlanned: (day: string, time: string | null = null) => `Relance prévue le ${actionWhen(day, time)}`,
  /** Scheduled e-mails (docs/decisions/0472-scheduled-prospect-emails.md). */
  sendAt: `Choisissez un envoi à venir, dans les ${SCHEDULE_MAX_DAYS} jours`,
  scheduled: (at: string, to: string) => `E-mail programmé : il partira à ${to} le ${parisDateTimeText(at)}.`,
  notScheduled: 'Cet e-mail n’est plus programmé : il est déjà parti',
  cancelled: 'Envoi annulé : l’e-mail est supprimé de l’historique',
} as const;

/** Whether an e-mail can be scheduled to leave at `at`: after this moment, within SCHEDULE_MAX_DAYS. */
export function isScheduleTime(at: string, now: number = Date.now()): boolean {
  const instant = Date.parse(at);
  return Number.isFinite(instant) && instant > now && instant <= now + SCHEDULE_MAX_DAYS * DAY_MS;
}

/** POST /api/admin/prospects/{id}/emails. */
export const prospectEmailSchema = z.object({
  subject: z.string({ error: prospectEmailMessages.subject }).trim().min(1, prospectEmailMessages.subject).max(200, prospectEmailMessages.subject),
  message: z.string({ error: prospectEmailMessages.message }).trim().min(1, prospectEmailMessages.message).max(10_000, prospectEmailMessages.message),
  /** A follow-up planned that many days after the e-mail (added, optional). */
  follow_up_days: z
    .number({ error: prospectEmailMessages.followUpDays })
    .int(prospectEmailMessages.followUpDays)
    .min(1, prospectEmailMessages.followUpDays)
    .max(FOLLOW_UP_MAX_DAYS, prospectEmailMessages.followUpDays)
    .optional(),
  /** Its hour in Paris (added, optional: docs/decisions/0484-follow-up-time.md); without `follow_up_days`, nothing to time. */
  follow_up_time: z.string({ error: prospectEmailMessages.followUpTime }).refine(isClockTime, prospectEmailMessages.followUpTime).optional(),
  /** Files joined to the e-mail (added, optional: docs/decisions/0470-email-attachments.md). */
  attachments: attachmentsSchema,
  /** When it leaves, to schedule it (added, optional: docs/decisions/0472-scheduled-prospect-emails.md); absent: now. */
  send_at: z
    .iso.datetime({ offset: true, error: prospectEmailMessages.sendAt })
    .refine((at) => isScheduleTime(at), prospectEmailMessages.sendAt)
    .transform((at) => new Date(at).toISOString())
    .optional(),
});
export type ProspectEmailInput = z.output<typeof prospectEmailSchema>;

/**
 * The day of a follow-up `days` after `now`, in Paris: a day the agency is closed (a Saturday, a Sunday, a public
 * holiday, docs/decisions/0491-public-holidays-closed.md, a closure of the agency, 0501) goes to the next day it opens.
 */
export function followUpDay(days: number, now: number = Date.now(), closures: readonly AgencyClosure[] = NO_CLOSURES): string {
  const today = parisWallClock(now);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  const calendarDay = () => ({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), weekday: day.getUTCDay() });
  while (!isOpenDay(calendarDay(), closures)) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The next action a follow-up writes: what to do, with the e-mail's subject (the label holds 120 characters). */
export const followUpLabel = (subject: string) => `Relancer après l’e-mail « ${subject.length > 80 ? `${subject.slice(0, 79)}…` : subject} »`;

const timelineTitles: Record<EmailDelivery, string> = {
  scheduled: 'E-mail programmé',
  sending: 'E-mail en cours d’envoi',
  sent: 'E-mail envoyé',
  logged: 'E-mail journalisé (SMTP non configuré)',
  failed: 'E-mail non parti',
};

/** What the history says of a scheduled e-mail, above its text. */
export const scheduledEmailLine = (sendAt: string, recipient: string) => `Partira le ${parisDateTimeText(sendAt)}, à ${recipient}`;

/** How the prospect's history names an e-mail written to them. */
export const emailTimelineTitle = (delivery: EmailDelivery, subject: string) => `${timelineTitles[delivery]} : ${subject}`;
