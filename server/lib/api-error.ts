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

function assertJsonObject(body: unknown): asserts body is Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'Le corps de la requête doit être un objet JSON.');
  }
}

/** A route hook: a body that is not a JSON object gets one clear message rather than a schema issue. */
export async function requireJsonObject(request: { body: unknown }): Promise<void> {
  assertJsonObject(request.body);
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
