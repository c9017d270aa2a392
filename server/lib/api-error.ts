import type { FieldErrors } from '../../domain/validation/schema-helpers';
import { messages } from '../../domain/validation/messages';

/** An error a client caused: its status and French message reach the client as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: string[],
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

/** A refusal of one field: the form shows the message beside it (`fieldErrors`), a client reads `message`. */
export const fieldRefusal = (status: number, field: string, message: string) => new ApiError(status, message, [message], { [field]: message });

/** What a route whose schema reads an object answers to any other body (null, a list, a number, text). */
export const NOT_A_JSON_OBJECT = 'Le corps de la requête doit être un objet JSON.';

function assertJsonObject(body: unknown): asserts body is Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, NOT_A_JSON_OBJECT);
}

const HONEYPOT_FIELD = 'website';

/**
 * The site's forms carry a hidden field that people leave empty and naive bots fill in. The field is optional:
 * a client written from the spec sends no such field and must be accepted (docs/decisions/0005).
 */
function assertHumanForm(body: unknown): asserts body is Record<string, unknown> {
  assertJsonObject(body);
  const honeypot = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') {
    throw new ApiError(400, messages.honeypot);
  }
}

/** The same check as a route hook: it runs on the raw body, before the route's schema strips unknown fields. */
export async function rejectFilledHoneypot(request: { body: unknown }): Promise<void> {
  assertHumanForm(request.body);
}
