import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Text of the empty first option. */
  placeholder?: string;
  error?: string;
  required?: boolean;
}

/** A labelled native select with its error; required fields show a red asterisk. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder = 'Choisissez…', error, required, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-gray-200">
        {label}
        {required && (
          <span className="ml-0.5 text-red-400" aria-hidden>
            *
          </span>
        )}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        className={`mt-1.5 block w-full rounded-xl border bg-ink-900 px-4 py-3 text-gray-100 transition focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:opacity-60 ${
          error ? 'border-red-500 focus:ring-red-500/40' : 'border-ink-600 focus:border-brand-400 focus:ring-brand-400/40'
        }`}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
});
