import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldControl, type FieldFrameProps } from './field-frame';

interface SelectFieldProps extends FieldFrameProps, SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly { value: string; label: string }[];
  /** Text of the empty first option. */
  placeholder?: string;
}

/** A labelled native select with its hint or error; required fields show a red asterisk. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder = 'Choisissez…', error, hint, required, ...rest },
  ref,
) {
  const control = useFieldControl({ error, hint, required });
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint} required={required}>
      <select ref={ref} {...control} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
