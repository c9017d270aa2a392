import { z } from './zod';

export const daysMessage = 'La période doit compter de 1 à 365 jours';

/** `?days=`: a period of 1 to 365 days back from now, `fallback` without one. */
export const daysQuerySchema = (fallback: number) =>
  z.object({ days: z.coerce.number({ error: daysMessage }).int(daysMessage).min(1, daysMessage).max(365, daysMessage).default(fallback) });
