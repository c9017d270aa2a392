import { startTransition, useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a visitor typed or chose on a pre-rendered page before React took it over. React hydrates a control
 * without touching its value, so the DOM keeps what was entered while the component's state still holds the
 * pre-rendered one. Once mounted, each hook hands the DOM's value to the state, in a transition so that it
 * never forces the rest of the page to hydrate at once. On a client render the two already agree.
 */
type ValueControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** For a controlled text field, select or range: the ref to put on the control. */
export function useEarlyValue<E extends ValueControl>(value: string | number, adopt: (entered: string) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const adoptEntered = useEffectEvent(() => {
    const entered = ref.current?.value;
    if (entered !== undefined && entered !== String(value)) startTransition(() => adopt(entered));
  });
  useEffect(() => adoptEntered(), []);
  return ref;
}

/** For a controlled checkbox: the ref to put on it. */
export function useEarlyChecked(checked: boolean, adopt: (entered: boolean) => void): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  const adoptEntered = useEffectEvent(() => {
    const entered = ref.current?.checked;
    if (entered !== undefined && entered !== checked) startTransition(() => adopt(entered));
  });
  useEffect(() => adoptEntered(), []);
  return ref;
}

/**
 * For a react-hook-form form of registered (uncontrolled) fields: the form library keeps a value edited before
 * it was ready, but nothing watching the form hears of it (a completion meter, a submit button enabled by it).
 * Each such value is set again once mounted, after every effect of the mount (watchers subscribe in theirs), so
 * that every watcher and the validation see it.
 */
export function useEarlyFormValues<T extends FieldValues>(form: UseFormReturn<T>): void {
  const adoptEntered = useEffectEvent(() => {
    const values = form.getValues();
    const defaults = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
    const edited = Object.entries(values).some(([name, value]) => typeof value === 'string' && value !== '' && value !== defaults[name]);
    if (!edited) return;
    // The values are the form's already: a reset to them, defaults kept, is what tells every watcher.
    queueMicrotask(() => startTransition(() => form.reset(values, { keepDefaultValues: true })));
  });
  useEffect(() => adoptEntered(), []);
}
