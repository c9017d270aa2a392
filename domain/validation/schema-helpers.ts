import { z } from './zod';
import { messages } from './messages';
import { firstError, required, type Rule } from './rules';

const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? messages.required : messages.custom) })
    .trim();

const applyRules =
  (rules: Rule[]) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const message = firstError(value, ...rules);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/** A required text field checked by the shared rules, trimmed before the checks. */
export const requiredText = (...rules: Rule[]) =>
  text().superRefine(applyRules([required, ...rules]));

/** An optional text field: missing or empty becomes '', anything else is checked. */
export const optionalText = (...rules: Rule[]) =>
  text().default('').superRefine(applyRules(rules));

export type FieldErrors = Record<string, string>;

/** First message per field, in the order the schema reported them. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The list an API answers: blank required fields collapse into the form-level
 * message, the other messages follow once each.
 */
export function errorListOf(fieldErrors: FieldErrors): string[] {
  const all = Object.values(fieldErrors);
  const others = all.filter((message) => message !== messages.required);
  const list = all.length > others.length ? [messages.requiredFields, ...others] : others;
  return [...new Set(list)];
}
