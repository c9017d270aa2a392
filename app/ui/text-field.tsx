import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

type InputProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement> & { rows?: undefined };
type AreaProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { rows: number };

const control =
  'mt-1.5 block w-full rounded-xl border bg-ink-900 px-4 py-3 text-gray-100 placeholder:text-gray-500 transition focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:opacity-60';

/** A labelled input or textarea with its error; required fields show a red asterisk. */
export const TextField = forwardRef<HTMLInputElement | HTMLTextAreaElement, InputProps | AreaProps>(
  function TextField({ label, error, hint, required, rows, ...rest }, ref) {
    const id = useId();
    const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
    const state = error ? 'border-red-500 focus:ring-red-500/40' : 'border-ink-600 focus:border-brand-400 focus:ring-brand-400/40';
    const common = {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
      className: `${control} ${state}`,
    };
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
        {rows ? (
          <textarea
            ref={ref as React.Ref<HTMLTextAreaElement>}
            rows={rows}
            {...common}
            {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          />
        ) : (
          <input ref={ref as React.Ref<HTMLInputElement>} {...common} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
        )}
        {hint && !error && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-gray-400">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-400">
            {error}
          </p>
        )}
      </div>
    );
  },
);
