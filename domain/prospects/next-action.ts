import { frenchDay } from '../calendar-day';

/** How long a calendar shows an action given an hour (docs/decisions/0476-next-action-time.md). */
export const NEXT_ACTION_MINUTES = 30;

/** 'HH:MM' on a 24-hour clock, as a browser's time field gives it. */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** '14:30' → '14 h 30', '09:00' → '9 h': an hour as the back-office writes it. */
export function frenchTime(time: string): string {
  const [hours, minutes] = time.split(':');
  return `${Number(hours)} h${minutes === '00' ? '' : ` ${minutes}`}`;
}

/** '01/12/2026 à 14 h 30', or the day alone for an action of the whole day. */
export const actionWhen = (day: string, time: string | null | undefined) => `${frenchDay(day)}${time ? ` à ${frenchTime(time)}` : ''}`;

/**
 * The hour an edit leaves on the next action: the one sent; else the stored one while the day stays, none once the
 * day changes (a client that knows nothing of hours moves an action without keeping a stale one); none without a day.
 */
export function nextActionTimeAfter(
  current: { day: string | null; time: string | null },
  sent: { day?: string | null; time?: string | null },
): string | null {
  const day = sent.day !== undefined ? sent.day : current.day;
  if (!day) return null;
  if (sent.time !== undefined) return sent.time;
  return day === current.day ? current.time : null;
}

/**
 * The kinds of a next action, as Pipedrive's activity types (docs/decisions/0488-next-action-types.md), each with the
 * word the back-office shows; an action may have none.
 */
export const NEXT_ACTION_TYPES = [
  { value: 'appel', label: 'Appel' },
  { value: 'reunion', label: 'Réunion' },
  { value: 'email', label: 'E-mail' },
  { value: 'tache', label: 'Tâche' },
  { value: 'echeance', label: 'Échéance' },
  { value: 'dejeuner', label: 'Déjeuner' },
] as const;
export type NextActionType = (typeof NEXT_ACTION_TYPES)[number]['value'];
export const NEXT_ACTION_TYPE_VALUES = NEXT_ACTION_TYPES.map((type) => type.value) as [NextActionType, ...NextActionType[]];

/** 'Appel', or '' for an action of no known kind. */
export const nextActionTypeLabel = (type: string | null | undefined) => NEXT_ACTION_TYPES.find((known) => known.value === type)?.label ?? '';

/** 'Appel · Rappeler pour le devis': the kind before the label, either alone, or '' for neither. */
export function actionTitle(type: string | null | undefined, label: string | null | undefined): string {
  return [nextActionTypeLabel(type), label?.trim() ?? ''].filter(Boolean).join(' · ');
}

/**
 * The kind an edit leaves on the next action: the one sent; else the stored one while an action remains (a call moved
 * to another day is still a call); none without a day.
 */
export function nextActionTypeAfter(current: { day: string | null; type: string | null }, sent: { day?: string | null; type?: string | null }): string | null {
  const day = sent.day !== undefined ? sent.day : current.day;
  if (!day) return null;
  return sent.type !== undefined ? sent.type : current.type;
}
