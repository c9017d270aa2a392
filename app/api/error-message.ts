import { withFrenchSpacing } from '../../domain/french-spacing';
import { adminMessages } from '../../domain/validation/admin-messages';
import { ApiError } from './http';

const UNKNOWN_ERROR = 'Erreur inconnue';

/**
 * The one reader of a failed call, turning it into the French message to show: a 403 is a refusal by role,
 * a 401 an expired session, a 4xx the server's own French words, a network failure says so; anything else
 * gets the caller's fallback (by default the error's own message). Every message it gives is ready to show: a
 * no-break space holds French punctuation to its word.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  return withFrenchSpacing(unspacedMessage(error, fallback));
}

function unspacedMessage(error: unknown, fallback?: string): string {
  if (!(error instanceof ApiError)) return fallback ?? (error instanceof Error && error.message ? error.message : UNKNOWN_ERROR);
  if (error.status === 403) return adminMessages.adminOnly;
  if (error.status === 401) return adminMessages.sessionExpired;
  if (error.status === 0) return error.message;
  const said = error.status >= 400 && error.status < 500 ? (error.serverMessage ?? error.errors[0]) : undefined;
  return said ?? fallback ?? error.message;
}

/** The server's message for one field of a refused form, shown beside that field. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  const said = error instanceof ApiError ? error.fieldErrors[field] : undefined;
  return said === undefined ? undefined : withFrenchSpacing(said);
}

/**
 * The message for the part of a refusal a form could not show beside its fields: null when every field error
 * found its field.
 */
export function generalMessage(error: unknown, shownFields: readonly string[], fallback?: string): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error, fallback);
  const fieldErrors = Object.entries(error.fieldErrors);
  if (fieldErrors.length === 0) return errorMessage(error, fallback);
  const rest = fieldErrors.filter(([field]) => !shownFields.includes(field)).map(([, message]) => message);
  return rest.length ? withFrenchSpacing([...new Set(rest)].join(', ')) : null;
}

/** A refused form, read once: each field's message to show beside it, and the general message for the rest. */
export interface Refusal {
  general: string | null;
  field: (name: string) => string | undefined;
}

/** Reads a form's failed save (null: nothing failed); `fields` are the names of the fields the form shows. */
export function refusalOf(error: unknown, fields: readonly string[], fallback?: string): Refusal {
  if (!error) return { general: null, field: () => undefined };
  return { general: generalMessage(error, fields, fallback), field: (name) => (fields.includes(name) ? fieldErrorOf(error, name) : undefined) };
}
