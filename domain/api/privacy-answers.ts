import { z } from '../validation/zod';

/** Everything stored that names one person (public-site §9), sent as a JSON file. */
export const personalDataAnswer = z.looseObject({ success: z.literal(true), found: z.number().int() }).describe('Toutes les données qui nomment la personne');

/** How many rows of each kind the erasure deleted. */
export const erasedAnswer = z.object({ success: z.literal(true), message: z.string(), erased: z.record(z.string(), z.number()) });
