import { z } from '../validation/zod';

/** A request's satisfaction survey as its record shows it (docs/decisions/0487-satisfaction-surveys.md). */
export const requestSurveyAnswer = z.object({
  success: z.literal(true),
  survey: z
    .object({
      sentAt: z.string(),
      delivery: z.string(),
      /** 1 to 5, null until answered. */
      rating: z.number().int().nullable(),
      ratingLabel: z.string(),
      comment: z.string(),
      answeredAt: z.string().nullable(),
      /** A refused survey: when it is tried again by itself, under a new link (added, 0545); null otherwise. */
      retryAt: z.string().nullable().optional(),
    })
    .nullable(),
});

/** GET /api/admin/satisfaction: the surveys sent over the last `days` days. */
export const satisfactionSummaryAnswer = z.object({
  success: z.literal(true),
  days: z.number().int(),
  sent: z.number().int(),
  answered: z.number().int(),
  /** The average note, one decimal; null without an answer. */
  average: z.number().nullable(),
  distribution: z.array(z.object({ rating: z.number().int(), label: z.string(), count: z.number().int() })),
  /** Per person the visitors dealt with (the request's assignee, else who processed it), the most answered first. */
  byPerson: z.array(z.object({ person: z.string().nullable(), answered: z.number().int(), average: z.number() })),
  /** The latest comments, the newest first. */
  latest: z.array(z.object({ requestId: z.number().int(), rating: z.number().int(), comment: z.string(), answeredAt: z.string(), person: z.string().nullable() })),
});

export const SATISFACTION_DAYS_CHOICES = [30, 90, 365] as const;
const daysMessage = 'La période doit valoir 30, 90 ou 365 jours';
export const satisfactionQuery = z.object({
  days: z.coerce
    .number({ error: daysMessage })
    .refine((days) => (SATISFACTION_DAYS_CHOICES as readonly number[]).includes(days), daysMessage)
    .default(30),
});
