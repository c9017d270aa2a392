import { wholeNumberQuery } from './query-numbers';
import { z } from './zod';

const YEAR_DAYS = 365;

/** The refusal of a period outside 1 to `maxDays` days. */
export const daysMessageFor = (maxDays: number) => `La période doit compter de 1 à ${maxDays} jours`;
export const daysMessage = daysMessageFor(YEAR_DAYS);

/** `?days=`: a period of 1 to `maxDays` (a year unless told) days back from now, `fallback` without one. */
export const daysQuerySchema = (fallback: number, maxDays = YEAR_DAYS) =>
  z.object({ days: wholeNumberQuery(1, maxDays, daysMessageFor(maxDays)).default(fallback) });
