import { parisToday } from '../paris-time';
import { z } from '../validation/zod';

/** Everything stored that names one person (public-site §9), sent as a JSON file. */
export const personalDataAnswer = z.looseObject({ success: z.literal(true), found: z.number().int() }).describe('Toutes les données qui nomment la personne');

/** 'donnees-personnelles-2026-12-04.json': the Paris day of the export in the file's name, the same from the server and the panel. */
export const personalDataFileName = (now: Date): string => `donnees-personnelles-${parisToday(now)}.json`;

/** How many rows of each kind the erasure deleted. */
export const erasedAnswer = z.object({ success: z.literal(true), message: z.string(), erased: z.record(z.string(), z.number()) });
