import { useState } from 'react';
import { useFieldControl } from './field-frame';

/**
 * The text of a field typed the French way (a day, an hour) and the value it hands on: the value read from it
 * ('AAAA-MM-JJ', 'HH:MM'), '' when empty, or the text itself when it reads as nothing, so that the form's own
 * schema refuses it with its message rather than a stale value leaving. The text follows the value when the form
 * changes it (a reset, a record loaded) and is written the French way once the field is left.
 */
export function useTypedText(
  value: string,
  onValueChange: (value: string) => void,
  read: (text: string, finished: boolean) => string | null,
  show: (value: string) => string,
) {
  const [text, setText] = useState(() => show(value));
  const [held, setHeld] = useState(value);
  const valueOf = (typed: string, finished: boolean) => (typed.trim() === '' ? '' : (read(typed, finished) ?? typed.trim()));
  if (value !== held) {
    setHeld(value);
    if (value !== valueOf(text, false) && value !== valueOf(text, true)) setText(show(value));
  }
  return {
    text,
    type(typed: string) {
      setText(typed);
      onValueChange(valueOf(typed, false));
    },
    leave() {
      const next = valueOf(text, true);
      if (read(text, true) !== null) setText(show(next));
      if (next !== value) onValueChange(next);
    },
    choose(chosen: string) {
      setText(show(chosen));
      onValueChange(chosen);
    },
  };
}

/**
 * The frame of a typed field (`DayField`, `TimeField`, `DayTimeField`): its control's ids and class, and the error it
 * shows, which is its own message for a text it cannot read (`unread`) once the field was left or the form refused,
 * else the form's. `leaving(onBlur)` is the field's `onBlur`, which notes that it was left.
 */
export function useTypedFieldFrame({ unread, error, hint, required }: { unread: string | null; error?: string; hint?: string; required?: boolean }) {
  const [left, setLeft] = useState(false);
  const shownError = unread && (left || error) ? unread : error;
  const { className, ...control } = useFieldControl({ error: shownError, hint, required });
  const leaving =
    <E>(then?: (event: E) => void) =>
    (event: E) => {
      setLeft(true);
      then?.(event);
    };
  return { control, className: `${className} placeholder:text-gray-500`, error: shownError, leaving };
}
