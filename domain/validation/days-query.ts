import { z } from './zod';

const YEAR_DAYS = 365;

/** The refusal of a period outside 1 to `maxDays` days. */
export const daysMessageFor = (maxDays: number) => `La période doit compter de 1 à ${maxDays} jours`;
export const daysMessage = daysMessageFor(YEAR_DAYS);

/** `?days=`: a period of 1 to `maxDays` (a year unless told) days back from now, `fallback` without one. */
export const daysQuerySchema = (fallback: number, maxDays = YEAR_DAYS) => {
  const message = daysMessageFor(maxDays);
  return z.object({ days: z.coerce.number({ error: message }).int(message).min(1, message).max(maxDays, message).default(fallback) });
};
