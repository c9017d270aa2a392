import { MAX_ROW_ID } from '../validation/row-id';
import { z } from '../validation/zod';

/** The product's one error shape (public-site §7): a French message, and the field messages of a form. */
const apiErrorAnswer = z.looseObject({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.string()).optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

/** A write that only reports how it went. */
export const messageAnswer = z.object({ success: z.literal(true), message: z.string() });

/** Whether a name may be taken (a link's slug, a username), checked while it is typed; `message` says why not, '' when it may. */
export const nameCheckAnswer = z.object({ success: z.literal(true), available: z.boolean(), message: z.string() });

/** A stored submission: its id and the French confirmation. */
export const createdAnswer = z.object({ success: z.literal(true), id: z.number().int(), message: z.string() });

const INVALID_ID = "L'identifiant doit être un nombre entier positif.";
/** Ids in paths, parsed by the route's schema; above PostgreSQL's integer no row can match, so it is refused like any bad id. */
export const idNumber = z.coerce.number({ error: INVALID_ID }).int(INVALID_ID).positive(INVALID_ID).max(MAX_ROW_ID, INVALID_ID);
export const idParams = z.object({ id: idNumber });
/** `/{id}/notes/{noteId}`: a note of one request or prospect. */
export const noteParams = z.object({ id: idNumber, noteId: idNumber });
/** `/{id}/replies/{replyId}`: a message of one request's thread, or an answer a prospect sent. */
export const replyParams = z.object({ id: idNumber, replyId: idNumber });
/** `/{id}/emails/{emailId}`: an e-mail written from one prospect's record. */
export const emailParams = z.object({ id: idNumber, emailId: idNumber });

/**
 * The refusal of a route that answers pages (the forms posted without JavaScript): its page, or the API's error
 * shape when the framework refuses before the handler runs (a body it cannot read).
 */
export const pageRefusal = z.union([z.string().describe('Une page HTML'), apiErrorAnswer]);

/** A route's answers plus the error shape every 4xx takes. */
export const answers = <T extends Record<number, z.ZodType>>(byStatus: T) => ({ ...byStatus, '4xx': apiErrorAnswer });

/** A CSV file sent as is: the serializer leaves its text or stream alone, the schema documents the answer. */
export const csvFile = z.unknown().describe('Fichier CSV (UTF-8 avec BOM, séparateur « ; »)');
export const calendarFile = z.unknown().describe('Agenda iCalendar (RFC 5545)');
