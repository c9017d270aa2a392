import { useCallback, useEffect, useRef, useState } from 'react';
import { FIELD_CHECK_DELAY_MS, fieldCheckMessage, type FieldCheck } from '../../domain/validation/field-check';

/**
 * Runs a field's asynchronous check 500 ms after the last input (public-site §9): a newer input cancels the
 * waiting check and aborts the one under way, so the message shown is always about the value in the field.
 */
export function useFieldCheck(check: FieldCheck | undefined) {
  const [message, setMessage] = useState<string | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; controller: AbortController } | null>(null);

  const cancel = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const typed = useCallback(
    (value: string) => {
      cancel();
      setMessage(null);
      if (!check) return;
      const controller = new AbortController();
      const settle = (shown: string | null) => {
        if (!controller.signal.aborted) setMessage(shown);
      };
      const timer = setTimeout(() => {
        check(value, controller.signal).then(
          (result) => settle(fieldCheckMessage({ result })),
          (failure: unknown) => settle(fieldCheckMessage({ failure })),
        );
      }, FIELD_CHECK_DELAY_MS);
      pending.current = { timer, controller };
    },
    [check, cancel],
  );

  return { message, typed };
}
