import { useEffect, useId, useRef, type ReactNode } from 'react';
import { withFrenchSpacing } from '../../domain/french-spacing';

export interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** The error may appear while the field is in use (an asynchronous check): screen readers are told of it. */
  live?: boolean;
}

const controlBase =
  'mt-1.5 block w-full rounded-xl border bg-ink-900 px-4 py-3 text-gray-100 transition focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The ids and accessible attributes of one field's control: its error (and otherwise its hint) is the control's
 * description, so a screen reader reads the message beside the field with it.
 */
export function useFieldControl({ error, hint, required }: Omit<FieldFrameProps, 'label'>) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint && !error ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    className: `${controlBase} ${error ? 'border-red-500 focus:ring-red-500/40' : 'border-ink-600 focus:border-brand-400 focus:ring-brand-400/40'}`,
  } as const;
}

/** The one markup around a form control: its label (a red asterisk when required), then the hint or the error. */
export function FieldFrame({ id, label, error, hint, required, live, children }: FieldFrameProps & { id: string; children: ReactNode }) {
  const errorNote = error && (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-400">
      {withFrenchSpacing(error)}
    </p>
  );
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
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-400">
          {hint}
        </p>
      )}
      {live ? <div aria-live="polite">{errorNote}</div> : errorNote}
    </div>
  );
}

/**
 * Moves the focus to the first field marked invalid once a save is refused, so the keyboard and the screen
 * reader land on the message beside it; give the returned ref to the form.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(refusal: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (refusal) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  return ref;
}
