import { isCalendarDay } from './calendar-day';
import { z } from './validation/zod';

// What the agency spent on a campaign, day by day, and what it brought back (docs/decisions/0454-campaign-spends.md).

/** The largest single spend: beyond it a typo is likelier than a budget. */
export const SPEND_MAX = 10_000_000;
const LIMITS = { campaign: 100, label: 200 } as const;

export const spendMessages = {
  campaign: `Choisissez la campagne de la dépense (1 à ${LIMITS.campaign} caractères)`,
  day: 'La date de la dépense doit être au format AAAA-MM-JJ',
  amount: 'Le montant doit être un nombre entier d’euros, de 1 à 10 000 000',
  label: `Le libellé ne peut pas dépasser ${LIMITS.label} caractères`,
  added: 'Dépense ajoutée',
  deleted: 'Dépense supprimée',
  notFound: 'Dépense introuvable',
} as const;

/** POST /api/admin/campaigns/spends: a spend of a campaign (its `utm_campaign`) on a day, in whole euros. */
export const spendInputSchema = z.object({
  campaign: z.string({ error: spendMessages.campaign }).trim().min(1, spendMessages.campaign).max(LIMITS.campaign, spendMessages.campaign),
  day: z.string({ error: spendMessages.day }).refine(isCalendarDay, spendMessages.day),
  amount: z.number({ error: spendMessages.amount }).int(spendMessages.amount).min(1, spendMessages.amount).max(SPEND_MAX, spendMessages.amount),
  /** What it paid for ('Publicité LinkedIn', 'Salon Vivatech'); optional. */
  label: z.string({ error: spendMessages.label }).trim().max(LIMITS.label, spendMessages.label).optional().default(''),
});
export type SpendInput = z.output<typeof spendInputSchema>;

/** GET /api/admin/campaigns/spends?campaign=…: one campaign's spends. */
export const spendsQuerySchema = z.object({
  campaign: z.string({ error: spendMessages.campaign }).trim().min(1, spendMessages.campaign).max(LIMITS.campaign, spendMessages.campaign),
});

export const spendSchema = z.object({
  id: z.number().int(),
  campaign: z.string(),
  day: z.string(),
  amount: z.number().int(),
  label: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Spend = z.output<typeof spendSchema>;

/** A campaign's spends over a period, and what they cost per lead and brought back in won deals. */
export const spendFiguresSchema = z.object({
  /** Euros spent on the days of the period. */
  total: z.number().int(),
  /** Euros per lead of the period, rounded; null without a spend or a lead. */
  costPerLead: z.number().int().nullable(),
  /** Won value divided by the spend (3.2 for ×3,2); null without a spend. */
  returnOnSpend: z.number().nullable(),
});
export type SpendFigures = z.output<typeof spendFiguresSchema>;

export function spendFigures(total: number, leads: number, wonValue: number): SpendFigures {
  return {
    total,
    costPerLead: total > 0 && leads > 0 ? Math.round(total / leads) : null,
    returnOnSpend: total > 0 ? wonValue / total : null,
  };
}
