import { laterChoices, parisDateTimeText } from './later-choices';
import { z } from './validation/zod';
import { DAY_MS } from './calendar-day';

/**
 * A pending request set aside until a day and hour (Chatwoot's snooze, docs/decisions/0398-inbox-snooze.md): it
 * leaves the waiting views and counts, and comes back by itself once its time has come.
 */
export const SNOOZE_MAX_DAYS = 365;

export const snoozeMessages = {
  until: `Choisissez un retour à venir, dans les ${SNOOZE_MAX_DAYS} jours`,
  view: 'Le filtre de report doit valoir « hidden » (sans les demandes reportées) ou « only » (les demandes reportées)',
  notPending: 'Seule une demande en attente peut être reportée',
  back: 'La demande revient dans les demandes en attente',
  snoozed: (until: string) => `Demande reportée jusqu’au ${snoozeDateText(until)}`,
  woken: (newId: number) => `Revenue dans les demandes en attente avant son jour : la même personne a envoyé la demande #${newId}.`,
} as const;

/** The author of the thread note that says why a request came back by itself: set aside, or answered by its person (0435). */
export const SNOOZE_WAKE_AUTHOR = 'Retour automatique';

/** 'lundi 30 novembre à 09:00', in Paris time. */
export const snoozeDateText = parisDateTimeText;

/** Whether a return instant can be chosen now: after this moment, within the year. */
export function isSnoozeReturn(until: string, now: number = Date.now()): boolean {
  const at = Date.parse(until);
  return Number.isFinite(at) && at > now && at <= now + SNOOZE_MAX_DAYS * DAY_MS;
}

/** PUT /api/admin/callback-requests/{id}/snooze: the instant the request comes back, or null to bring it back now. */
export const snoozeSchema = z.object({
  until: z
    .union([z.iso.datetime({ offset: true, error: snoozeMessages.until }), z.null()], { error: snoozeMessages.until })
    .refine((until) => until === null || isSnoozeReturn(until), snoozeMessages.until)
    .transform((until) => (until === null ? null : new Date(until).toISOString())),
});

/** The list's views of snoozed requests: without them (the waiting views), or only them. */
export const SNOOZE_VIEWS = ['hidden', 'only'] as const;
export type SnoozeView = (typeof SNOOZE_VIEWS)[number];

export interface SnoozeChoice {
  label: string;
  until: string;
}

/** The returns offered in one click, each at 9 h in Paris: tomorrow, next Monday, in a week. */
export const snoozeChoices = (now: number = Date.now()): SnoozeChoice[] => laterChoices(now).map((choice) => ({ label: choice.label, until: choice.at }));
