import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldControl, type FieldFrameProps } from './field-frame';

type InputProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement> & { rows?: undefined };
type AreaProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { rows: number };

/** A labelled input or textarea with its hint or error; required fields show a red asterisk. */
export const TextField = forwardRef<HTMLInputElement | HTMLTextAreaElement, InputProps | AreaProps>(
  function TextField({ label, error, hint, required, rows, ...rest }, ref) {
    const control = useFieldControl({ error, hint, required });
    const common = { ...control, className: `${control.className} placeholder:text-gray-500` };
    return (
      <FieldFrame id={control.id} label={label} error={error} hint={hint} required={required}>
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
      </FieldFrame>
    );
  },
);
