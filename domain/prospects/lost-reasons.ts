import { daysQuerySchema } from '../validation/days-query';
import { z } from '../validation/zod';
import { LOST_STATUS } from './deal-value';

/**
 * Why a deal was lost (Pipedrive's lost reasons), chosen when a prospect moves to 'Inactif'
 * (docs/decisions/0380-lost-reasons.md); the pipeline's report counts them.
 */
export const LOST_REASONS = [
  'Budget insuffisant',
  'Concurrent choisi',
  'Sans réponse du prospect',
  'Projet abandonné ou reporté',
  'Besoin hors de notre offre',
  'Autre',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** Days the board's report of lost reasons looks back by default. */
export const LOST_REASON_DAYS = 90;

export const lostReasonMessages = {
  unknown: `Motif de perte inconnu : choisissez ${LOST_REASONS.map((reason) => `« ${reason} »`).join(', ')}`,
  notLost: `Un motif de perte ne s’applique qu’au statut « ${LOST_STATUS} »`,
  none: 'Sans motif',
} as const;

/** A lost reason, or null for none. */
export const lostReasonSchema = z.enum(LOST_REASONS, { error: lostReasonMessages.unknown }).nullable();

/** GET /api/admin/prospects/lost-reasons?days= */
export const lostReasonsQuerySchema = daysQuerySchema(LOST_REASON_DAYS);

/** The deals lost over the period, by reason (null: none given), with their estimated value in euros. */
export const lostReasonsSchema = z.object({
  days: z.number().int(),
  total: z.number().int(),
  value: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(LOST_REASONS).nullable(), count: z.number().int(), value: z.number().int() })),
});
export type LostReasons = z.output<typeof lostReasonsSchema>;
