import { forwardRef, type InputHTMLAttributes } from 'react';
import { parseEuros } from '../../../../domain/prospects/deal-value';
import { TextField } from '../../../ui/text-field';

/**
 * What the field holds, for the form: a number, null when empty, NaN when it is not a whole amount (refused by
 * the schema in French). A number the form was opened with arrives as is.
 */
export const dealValueOfInput = (value: unknown): number | null => (typeof value === 'number' || value === null ? value : parseEuros(String(value ?? '')));

/** A sales goal as the field holds it (0463): empty is 0, no goal. */
export const goalOfInput = (value: unknown): number => dealValueOfInput(value) ?? 0;

type DealValueFieldProps = InputHTMLAttributes<HTMLInputElement> & { error?: string; label?: string; hint?: string };

/**
 * An amount in euros, a prospect's estimated value unless told otherwise (a sales goal, 0463). A text field with a
 * numeric keyboard, not `type="number"`: a number field empties itself on '12 000 €', and the amount typed would
 * be lost without a word.
 */
export const DealValueField = forwardRef<HTMLInputElement, DealValueFieldProps>(function DealValueField(
  { error, label = 'Valeur estimée (€)', hint = 'Montant du devis ou du contrat attendu', ...rest },
  ref,
) {
  return <TextField ref={ref} label={label} inputMode="numeric" autoComplete="off" placeholder="12 000" hint={hint} error={error} {...rest} />;
});
