import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus, once rendered, each time `request` becomes a new truthy value: a lead form
 * gives it what the visitor's own send brought back, so the keyboard and the screen reader land on the answer
 * instead of the page's body (docs/decisions/0540-lead-forms-keep-the-focus.md).
 */
export function useTakeFocus<T extends HTMLElement>(request: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (request) ref.current?.focus();
  }, [request]);
  return ref;
}
