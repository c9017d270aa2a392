import { z } from './zod';

/**
 * The id a visitor's browser gives a lead form it sends, kept with it until the server answers
 * (docs/decisions/0395-contact-outbox.md): sent again after a lost answer, the same message is found, not stored
 * twice. Optional; like the campaign, a malformed one never costs a lead: it is dropped and the lead stored.
 */
export const submissionIdField = z
  .uuid()
  .nullable()
  .optional()
  .catch(null)
  .transform((id) => id ?? null)
  .describe("Identifiant d'envoi donné par le navigateur (UUID) : un même envoi répété n'est enregistré qu'une fois");
