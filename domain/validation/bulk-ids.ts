import { MAX_ROW_ID } from './row-id';
import { z } from './zod';

/** At most this many rows in one bulk action: a page of the back-office's lists. */
export const BULK_MAX = 100;

/** The ids a bulk action changes: 1 to 100 whole numbers within a row id's range, each once; `message` names what they are. */
export const bulkIds = (message: string) =>
  z
    .array(z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message), { error: message })
    .min(1, message)
    .max(BULK_MAX, message)
    .transform((ids) => [...new Set(ids)]);
