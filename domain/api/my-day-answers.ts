import { z } from '../validation/zod';

/** What 'Votre journée' lists of each kind, mine and nobody's, at most (docs/decisions/0479-my-day.md). */
export const MY_DAY_MAX_ITEMS = 50;

/**
 * One thing the reader has to do today: a deal's next action, a callback at its visitor's slot, or a request set
 * aside until today coming back (docs/decisions/0398-inbox-snooze.md).
 */
export const myDayItemSchema = z.object({
  kind: z.enum(['action', 'callback', 'returning']),
  /** The prospect's id for an action, the request's otherwise. */
  id: z.number().int(),
  /** 'HH:MM' in Paris; null for an action of the whole day. */
  time: z.string().nullable(),
  /** Its Paris day ('AAAA-MM-JJ'): the day's own, or an earlier one for a callback whose slot was missed (0486). */
  day: z.string(),
  /** The action's label, 'Rappel demandé', 'Rappel demandé · créneau dépassé', 'Message de retour'. */
  what: z.string(),
  /** An action's kind ('appel', 'reunion'…), only when it has one (docs/decisions/0488-next-action-types.md). */
  actionType: z.string().optional(),
  /** 'Marie Curie (Radium)'. */
  person: z.string(),
  phone: z.string(),
});
export type MyDayItem = z.output<typeof myDayItemSchema>;

/**
 * The reader's day in Paris, part of GET /api/admin/dashboard (as its goal, so the first view makes no call more): their deals' actions of the day, the callbacks
 * assigned to them at a slot of the day and their requests set aside until the day (whole-day actions first, then by
 * hour), how many there are of each, and how many of their deals' actions are overdue.
 */
export const myDaySchema = z.object({
  day: z.string(),
  items: z.array(myDayItemSchema),
  actions: z.number().int(),
  callbacks: z.number().int(),
  returning: z.number().int(),
  overdue: z.number().int(),
  /** The reader's pending callbacks whose slot came before the day: listed first, the oldest first (0486). */
  missed: z.number().int(),
  /**
   * The same of the day given to nobody: open deals without an owner, callbacks and requests coming back without an
   * assignee (Chatwoot's 'Unassigned', docs/decisions/0481-unassigned-today.md), each taken with 'Je m’en charge';
   * and how many there are. Left out of the reminders: they are nobody's yet.
   */
  unassigned: z.array(myDayItemSchema),
  unassignedTotal: z.number().int(),
});
export type MyDay = z.output<typeof myDaySchema>;
