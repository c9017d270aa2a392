import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { z } from '../../../domain/validation/zod';

/** 5 MB of CSV, sent as the text of a JSON field. */
export const IMPORT_MAX_CHARS = 5 * 1024 * 1024;
// JSON escaping and accented letters can double the bytes of the text.
export const IMPORT_BODY_LIMIT = 2 * IMPORT_MAX_CHARS + 64 * 1024;

export const importBodySchema = z.object({
  content: z.string({ error: "Le fichier n'est pas un CSV lisible" }).max(IMPORT_MAX_CHARS, 'Le fichier dépasse la taille autorisée (5 Mo).'),
  /** Added fields, optional: 'partial' stores the good lines, 'all-or-nothing' none when one is refused. */
  mode: z.enum(['partial', 'all-or-nothing'], { error: prospectMessages.importMode }).default('partial'),
  dryRun: z.boolean({ error: prospectMessages.importDryRun }).default(false),
});
