import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './http';

/**
 * Puts each of the server's field errors beside its field in a react-hook-form form, focusing the first;
 * `generalMessage` (error-message.ts) gives the rest. The next submit's validation clears them.
 */
export function placeFieldErrors<F extends FieldValues>(error: unknown, setError: UseFormSetError<F>, fields: readonly Path<F>[]): void {
  if (!(error instanceof ApiError)) return;
  let first = true;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const known = fields.find((name) => name === field);
    if (!known) continue;
    setError(known, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}
