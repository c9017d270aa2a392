import { forwardRef } from 'react';
import type { FieldCheck } from '../../domain/validation/field-check';
import { TextField, type TextInputProps } from './text-field';
import { useFieldCheck } from './use-field-check';

/**
 * The text field with its asynchronous check (public-site §9, decision 0520): `check` runs 500 ms after the last
 * input and its message shows where the error does, the form's own error first, told to screen readers as it
 * appears. A field of its own so that the public pages, whose checks are all synchronous, do not load it.
 */
export const CheckedTextField = forwardRef<HTMLInputElement, TextInputProps & { check?: FieldCheck }>(function CheckedTextField(
  { check, error, onInput, ...rest },
  ref,
) {
  const checked = useFieldCheck(check);
  return (
    <TextField
      ref={ref}
      {...rest}
      live={check !== undefined}
      error={error ?? checked.message ?? undefined}
      onInput={(event) => {
        checked.typed(event.currentTarget.value);
        onInput?.(event);
      }}
    />
  );
});
