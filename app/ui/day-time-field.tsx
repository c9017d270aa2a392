import { useState, type FocusEvent, type Ref } from 'react';
import { DayInput } from './day-field';
import { FieldFrame, type FieldFrameProps } from './field-frame';
import { useTypedFieldFrame } from './use-typed-text';
import { TimeInput } from './time-field';
import { unreadDayTimeMessage } from '../../domain/typed-dates';

const LOCAL_MINUTE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

interface Parts {
  day: string;
  time: string;
}

const partsOf = (value: string): Parts => {
  const match = LOCAL_MINUTE.exec(value);
  const [, day = '', time = ''] = match ?? [];
  return { day, time };
};
// A day or an hour missing or unread leaves a value no schema reads as a moment, so the form refuses it.
const valueOf = ({ day, time }: Parts) => (day === '' && time === '' ? '' : `${day}T${time}`);

interface DayTimeInputsProps {
  id?: string;
  /** 'AAAA-MM-JJTHH:MM', as a `datetime-local` field holds it; '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** The hour's own name for screen readers ('Heure d’envoi'); the day has the field's label. */
  timeLabel: string;
  className: string;
  disabled?: boolean;
  dayRef?: Ref<HTMLInputElement>;
  /** Called once the focus leaves both the day and the hour. */
  onBlur?: (event: FocusEvent<HTMLSpanElement>) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A day and an hour typed the French way (`DayInput`, `TimeInput`) handed on as one `datetime-local` value. */
export function DayTimeInputs({ value, onValueChange, timeLabel, className, dayRef, onBlur, ...rest }: DayTimeInputsProps) {
  const [parts, setParts] = useState(() => partsOf(value));
  const [held, setHeld] = useState(value);
  if (value !== held) {
    setHeld(value);
    if (value !== valueOf(parts)) setParts(partsOf(value));
  }
  const change = (patch: Partial<Parts>) => {
    const next = { ...parts, ...patch };
    setParts(next);
    onValueChange(valueOf(next));
  };
  const { id, ...shared } = rest;
  return (
    <span
      className="flex gap-2"
      onBlur={(event) => {
        // Left once the focus is out of both, not when it goes from the day to the hour.
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.(event);
      }}
    >
      <span className="min-w-0 flex-1">
        <DayInput ref={dayRef} id={id} {...shared} className={className} value={parts.day} onValueChange={(day) => change({ day })} />
      </span>
      <span className="w-28 shrink-0">
        <TimeInput {...shared} aria-label={timeLabel} className={className} value={parts.time} onValueChange={(time) => change({ time })} />
      </span>
    </span>
  );
}

type DayTimeFieldProps = FieldFrameProps & Omit<DayTimeInputsProps, 'className' | 'id'>;

/** A labelled day and hour (`DayTimeInputs`) with the field's hint or error, in place of a `datetime-local` field. */
export function DayTimeField({ label, error, hint, required, live, onBlur, ...rest }: DayTimeFieldProps) {
  const field = useTypedFieldFrame({ unread: unreadDayTimeMessage(rest.value), error, hint, required });
  return (
    <FieldFrame id={field.control.id} label={label} error={field.error} hint={hint} required={required} live={live}>
      <span className="mt-1.5 block">
        <DayTimeInputs {...field.control} {...rest} onBlur={field.leaving(onBlur)} className={`${field.className} mt-0!`} />
      </span>
    </FieldFrame>
  );
}
