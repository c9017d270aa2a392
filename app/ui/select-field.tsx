import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldControl, type FieldFrameProps } from './field-frame';

type SelectOption = { value: string; label: string };

interface SelectFieldProps extends FieldFrameProps, SelectHTMLAttributes<HTMLSelectElement> {
  options?: readonly SelectOption[];
  /** Options under a heading each (`<optgroup>`), after `options`: the slots of one day. */
  groups?: readonly { label: string; options: readonly SelectOption[] }[];
  /** Text of the empty first option. */
  placeholder?: string;
}

/** A labelled native select with its hint or error; required fields show a red asterisk. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options = [], groups = [], placeholder = 'Choisissez…', error, hint, required, ...rest },
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
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldFrame>
  );
});
