import { createContext, lazy, useContext, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

let lastAttempt = 0;

/** A new try at the parts below an `OptionalPart`: given when it mounts and each time it is retried. */
export const nextPartAttempt = () => ++lastAttempt;

/** The try of the nearest `OptionalPart`; 0 outside of one, where a part that failed is never tried again. */
export const PartAttempt = createContext(0);

/**
 * `React.lazy` for a part whose code may fail to load, asked for again at the next try of its `OptionalPart`.
 * React keeps a rejected import in its lazy component for good, so a part that failed once stayed failed until the
 * page was loaded again. This one keeps the failed lazy component for the try that saw it fail, so that the
 * failure reaches the boundary, and starts a fresh one at the next try: the part retried, or its boundary mounted
 * again (a panel reopened), fetches its code anew (decision 0516).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as `React.lazy`'s own
export function retryableLazy<Part extends ComponentType<any>>(load: () => Promise<{ default: Part }>): ComponentType<ComponentProps<Part>> {
  let current: { component: LazyExoticComponent<Part>; attempt: number | null; failed: boolean };
  const fresh = (attempt: number | null) => {
    const entry = {
      attempt,
      failed: false,
      component: lazy(() =>
        load().catch((error: unknown) => {
          entry.failed = true;
          throw error;
        }),
      ),
    };
    return entry;
  };
  current = fresh(null);
  return function RetryablePart(props: ComponentProps<Part>) {
    const attempt = useContext(PartAttempt);
    if (current.failed && current.attempt !== attempt) current = fresh(attempt);
    else current.attempt ??= attempt;
    const Loaded = current.component;
    return <Loaded {...props} />;
  };
}
