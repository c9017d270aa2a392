import type { z } from 'zod';
import { errorListOf, fieldErrorsOf, type FieldErrors } from '../../domain/validation/schema-helpers';
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

/** Validates a body with a domain schema, or throws a 400 listing the French messages. */
export function parseWith<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const errors = errorListOf(fieldErrors);
  throw new ApiError(400, errors[0] ?? messages.custom, errors, fieldErrors);
}

export const HONEYPOT_FIELD = 'website';

/** Public forms carry a hidden field that people leave empty and naive bots fill in. */
export function assertHumanForm(body: unknown): asserts body is Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'Le corps de la requête doit être un objet JSON.');
  }
  if ((body as Record<string, unknown>)[HONEYPOT_FIELD] !== '') {
    throw new ApiError(400, messages.honeypot);
  }
}
