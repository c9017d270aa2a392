/**
 * The text field's asynchronous check (public-site §9): it runs 500 ms after the last input; true makes the field
 * valid, anything else shows the message it returned, or 'Valeur invalide' when it gave none; a check that fails
 * shows 'Erreur de validation'.
 */
export const FIELD_CHECK_DELAY_MS = 500;

export const fieldCheckMessages = {
  invalid: 'Valeur invalide',
  failed: 'Erreur de validation',
} as const;

/** What a check answers: true when the value may be used, otherwise the reason (false or '' when it has none). */
export type FieldCheckResult = boolean | string;
/** A check of the typed value; the signal aborts it once the value has changed again. */
export type FieldCheck = (value: string, signal: AbortSignal) => Promise<FieldCheckResult>;

/** The message beside the field for a check's outcome: null when the value is valid. */
export function fieldCheckMessage(outcome: { result: FieldCheckResult } | { failure: unknown }): string | null {
  if ('failure' in outcome) return fieldCheckMessages.failed;
  if (outcome.result === true) return null;
  return typeof outcome.result === 'string' && outcome.result.trim() !== '' ? outcome.result : fieldCheckMessages.invalid;
}
