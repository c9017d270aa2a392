import { z } from './zod';

/** A whole number from a query string (`?page=2`), `min` to `max`, refused with one French `message` whatever is wrong. */
export const wholeNumberQuery = (min: number, max: number, message: string) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
