import CalendarDays from 'lucide-react/icons/calendar-days';
import { forwardRef, useRef, type InputHTMLAttributes } from 'react';
import { isCalendarDay } from '../../domain/calendar-day';
import { isUnreadDay, readTypedDay, shownDay, typedDateMessages } from '../../domain/typed-dates';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import { useTypedFieldFrame, useTypedText } from './use-typed-text';

type DayInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** 'AAAA-MM-JJ', '' for none, or the text typed when it is not a day (see `useTypedText`). */
  value: string;
  onValueChange: (value: string) => void;
  /** The first and last days the calendar offers ('AAAA-MM-JJ'). */
  min?: string;
  max?: string;
};

const readDay = (text: string, finished: boolean) => readTypedDay(text, { finished });

/**
 * A day typed as French writes it (« jj/mm/aaaa »), whatever the browser's language, beside a button that opens
 * the browser's own calendar (`showPicker()`, the phone's wheel on a phone) on a hidden native day field: what is
 * chosen there is written in the text. The native field alone would show « mm/dd/yyyy » in a browser set to English.
 */
export const DayInput = forwardRef<HTMLInputElement, DayInputProps>(function DayInput(
  { value, onValueChange, min, max, className, onBlur, disabled, ...rest },
  ref,
) {
  const typed = useTypedText(value, onValueChange, readDay, shownDay);
  const picker = useRef<HTMLInputElement>(null);
  const openCalendar = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // A browser without the method: the day is typed.
    }
  };
  return (
    <span className="relative block">
      <input
        ref={ref}
        type="text"
        autoComplete="off"
        placeholder="jj/mm/aaaa"
        {...rest}
        disabled={disabled}
        className={`${className ?? ''} pr-11`}
        value={typed.text}
        onChange={(event) => typed.type(event.target.value)}
        onBlur={(event) => {
          typed.leave();
          onBlur?.(event);
        }}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={openCalendar}
        aria-label="Choisir dans le calendrier"
        title="Choisir dans le calendrier"
        className="absolute inset-y-0 right-0 flex items-center rounded-r-xl px-3 text-gray-400 hover:text-brand-300 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed"
      >
        <CalendarDays aria-hidden className="h-4 w-4" />
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        data-calendar-for={rest.id}
        className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0 [color-scheme:dark]"
        value={isCalendarDay(value) ? value : ''}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(event) => {
          if (isCalendarDay(event.target.value)) typed.choose(event.target.value);
        }}
      />
    </span>
  );
});

type DayFieldProps = FieldFrameProps & Omit<DayInputProps, 'className' | 'required'>;

/**
 * A labelled day field (`DayInput`) with its hint or error, as `TextField` draws every other field; a text it cannot
 * read is named as such once the field is left or the form refused, in place of the form's message.
 */
export const DayField = forwardRef<HTMLInputElement, DayFieldProps>(function DayField({ label, error, hint, required, live, onBlur, ...rest }, ref) {
  const field = useTypedFieldFrame({ unread: isUnreadDay(rest.value) ? typedDateMessages.day : null, error, hint, required });
  return (
    <FieldFrame id={field.control.id} label={label} error={field.error} hint={hint} required={required} live={live}>
      <span className="mt-1.5 block">
        <DayInput ref={ref} {...field.control} {...rest} onBlur={field.leaving(onBlur)} className={`${field.className} mt-0!`} />
      </span>
    </FieldFrame>
  );
});
