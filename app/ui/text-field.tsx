import { forwardRef, useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldControl, type FieldFrameProps } from './field-frame';

export type TextInputProps = FieldFrameProps &
  InputHTMLAttributes<HTMLInputElement> & {
    rows?: undefined;
    /** What to offer as the visitor types (`domain/validation/field-suggestions.ts`), shown by the browser's own list. */
    suggest?: (typed: string) => readonly string[];
  };
type AreaProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { rows: number; suggest?: undefined };

/** A labelled input or textarea with its hint or error; required fields show a red asterisk. */
export const TextField = forwardRef<HTMLInputElement | HTMLTextAreaElement, TextInputProps | AreaProps>(
  function TextField({ label, error, hint, required, live, rows, suggest, ...rest }, ref) {
    const control = useFieldControl({ error, hint, required });
    const [typed, setTyped] = useState('');
    const suggestions = suggest?.(typed) ?? [];
    const listId = `${control.id}-suggestions`;
    const common = { ...control, className: `${control.className} placeholder:text-gray-500` };
    return (
      <FieldFrame id={control.id} label={label} error={error} hint={hint} required={required} live={live}>
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
