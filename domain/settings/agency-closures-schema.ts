import { z } from '../validation/zod';
import { isCalendarDay } from '../calendar-day';
import { closureDays, type AgencyClosure } from './agency-closures';

/** How the back-office's 'Fermetures de l’agence' checks and stores the closures (docs/decisions/0501-agency-closures.md). */
export const AGENCY_CLOSURES_MAX = 30;
export const CLOSURE_MAX_DAYS = 92;
export const CLOSURE_LABEL_MAX = 60;

export const agencyClosureMessages = {
  from: 'Indiquez le premier jour de fermeture',
  to: 'Indiquez le dernier jour de fermeture',
  order: 'Le dernier jour de fermeture ne peut pas précéder le premier',
  tooLong: `Une fermeture dure au plus ${CLOSURE_MAX_DAYS} jours : saisissez-en plusieurs`,
  label: `Le motif tient en ${CLOSURE_LABEL_MAX} caractères au plus`,
  tooMany: `Au plus ${AGENCY_CLOSURES_MAX} fermetures enregistrées : supprimez les plus anciennes`,
  list: 'La liste des fermetures est invalide',
  saved: 'Fermetures de l’agence enregistrées',
  loadError: 'Erreur lors du chargement des fermetures de l’agence',
  saveError: 'Erreur lors de l’enregistrement des fermetures de l’agence',
} as const;

const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, message);

export const agencyClosureSchema = z
  .object({
    from: day(agencyClosureMessages.from),
    to: day(agencyClosureMessages.to),
    label: z.string({ error: agencyClosureMessages.label }).trim().max(CLOSURE_LABEL_MAX, agencyClosureMessages.label).optional().default(''),
  }, { error: agencyClosureMessages.list })
  .superRefine((closure, ctx) => {
    if (!isCalendarDay(closure.from) || !isCalendarDay(closure.to)) return;
    if (closure.to < closure.from) ctx.addIssue({ code: 'custom', path: ['to'], message: agencyClosureMessages.order });
    else if (closureDays(closure) > CLOSURE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: agencyClosureMessages.tooLong });
  });

/** PUT /api/admin/settings/closures: the whole list, the same period given twice kept once, sorted by first day. */
export const agencyClosuresSchema = z.object({
  closures: z
    .array(agencyClosureSchema, { error: agencyClosureMessages.list })
    .max(AGENCY_CLOSURES_MAX, agencyClosureMessages.tooMany)
    .transform((list) => sortClosures(list)),
});
export type AgencyClosuresInput = z.input<typeof agencyClosuresSchema>;

function sortClosures(list: AgencyClosure[]): AgencyClosure[] {
  const unique = new Map(list.map((closure) => [`${closure.from} ${closure.to} ${closure.label}`, closure]));
  return [...unique.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** The stored list (JSON); anything unreadable is left out rather than closing the agency by mistake. */
export function decodeAgencyClosures(stored: string | undefined): AgencyClosure[] {
  if (!stored) return [];
  try {
    const parsed = agencyClosuresSchema.safeParse({ closures: JSON.parse(stored) });
    return parsed.success ? parsed.data.closures : [];
  } catch {
    return [];
  }
}

export const encodeAgencyClosures = (closures: readonly AgencyClosure[]) => JSON.stringify(closures);

