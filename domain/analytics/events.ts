import { z } from '../validation/zod';

import { analyticsEventNames } from './event-names';

export * from './event-names';

const propertyValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

/** One event as the browser posts it; the user agent and address come from the request itself. */
export const analyticsEventSchema = z.object({
  event: z.enum(analyticsEventNames),
  page: z.string().trim().min(1).max(300).regex(/^\//, 'Le chemin doit commencer par /'),
  url: z.string().max(2000).optional(),
  referrer: z.string().max(2000).optional(),
  timestamp: z.number().int().nonnegative().optional(),
  properties: z
    .record(z.string().min(1).max(40), propertyValue)
    .refine((value) => Object.keys(value).length <= 20, 'Vingt propriétés au plus')
    .default({}),
});
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
