import { forwardRef, type InputHTMLAttributes } from 'react';
import { isUnreadTime, readTypedTime, typedDateMessages } from '../../domain/typed-dates';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import { useTypedFieldFrame, useTypedText } from './use-typed-text';

type TimeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** 'HH:MM', '' for none, or the text typed when it is not an hour (see `useTypedText`). */
  value: string;
  onValueChange: (value: string) => void;
};

const readTime = (text: string) => readTypedTime(text);
const shownTime = (value: string) => value;

/** An hour typed on 24 hours as French writes it ('14:30', '14 h 30', '1430'), whatever the browser's language. */
export const TimeInput = forwardRef<HTMLInputElement, TimeInputProps>(function TimeInput({ value, onValueChange, onBlur, ...rest }, ref) {
  const typed = useTypedText(value, onValueChange, readTime, shownTime);
  return (
    <input
      ref={ref}
      type="text"
      autoComplete="off"
      placeholder="hh:mm"
      {...rest}
      value={typed.text}
      onChange={(event) => typed.type(event.target.value)}
      onBlur={(event) => {
        typed.leave();
        onBlur?.(event);
      }}
    />
  );
});

type TimeFieldProps = FieldFrameProps & Omit<TimeInputProps, 'className' | 'required'>;

/** A labelled hour field (`TimeInput`) with its hint or error; a text it cannot read is named as `DayField` does. */
export const TimeField = forwardRef<HTMLInputElement, TimeFieldProps>(function TimeField(
  { label, error, hint, required, live, onBlur, ...rest },
  ref,
) {
  const field = useTypedFieldFrame({ unread: isUnreadTime(rest.value) ? typedDateMessages.time : null, error, hint, required });
  return (
    <FieldFrame id={field.control.id} label={label} error={field.error} hint={hint} required={required} live={live}>
      <TimeInput ref={ref} {...field.control} {...rest} onBlur={field.leaving(onBlur)} className={field.className} />
    </FieldFrame>
  );
});
