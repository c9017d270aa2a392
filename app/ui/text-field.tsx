import { forwardRef, useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { FieldCheck } from '../../domain/validation/field-check';
import { FieldFrame, useFieldControl, type FieldFrameProps } from './field-frame';
import { useFieldCheck } from './use-field-check';

type InputProps = FieldFrameProps &
  InputHTMLAttributes<HTMLInputElement> & {
    rows?: undefined;
    /** What to offer as the visitor types (`domain/validation/field-suggestions.ts`), shown by the browser's own list. */
    suggest?: (typed: string) => readonly string[];
    /**
     * A check that needs the server, run 500 ms after the last input (`domain/validation/field-check.ts`); its
     * message shows where the error does, the form's own error first.
     */
    check?: FieldCheck;
  };
type AreaProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { rows: number; suggest?: undefined; check?: undefined };

/** A labelled input or textarea with its hint or error; required fields show a red asterisk. */
export const TextField = forwardRef<HTMLInputElement | HTMLTextAreaElement, InputProps | AreaProps>(
  function TextField({ label, error: formError, hint, required, rows, suggest, check, ...rest }, ref) {
    const checked = useFieldCheck(check);
    const error = formError ?? checked.message ?? undefined;
    const control = useFieldControl({ error, hint, required });
    const [typed, setTyped] = useState('');
    const suggestions = suggest?.(typed) ?? [];
    const listId = `${control.id}-suggestions`;
    const common = { ...control, className: `${control.className} placeholder:text-gray-500` };
    return (
      <FieldFrame id={control.id} label={label} error={error} hint={hint} required={required} live={check !== undefined}>
        {rows ? (
          <textarea
            ref={ref as React.Ref<HTMLTextAreaElement>}
            rows={rows}
            {...common}
            {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          />
        ) : (
          <>
            <input
              ref={ref as React.Ref<HTMLInputElement>}
              {...common}
              {...(rest as InputHTMLAttributes<HTMLInputElement>)}
              list={suggest ? listId : undefined}
              onInput={(event) => {
                if (suggest) setTyped(event.currentTarget.value);
                if (check) checked.typed(event.currentTarget.value);
                (rest as InputHTMLAttributes<HTMLInputElement>).onInput?.(event);
              }}
            />
            {suggest && (
              <datalist id={listId}>
                {suggestions.map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
              </datalist>
            )}
          </>
        )}
      </FieldFrame>
    );
  },
);
