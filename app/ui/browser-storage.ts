import { createStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/** The browser's storage, or undefined in the pre-render and where the browser forbids it (it may throw). */
function reachable(storage: () => Storage | undefined): Storage | undefined {
  try {
    return storage();
  } catch {
    return undefined;
  }
}

/** A storage that never throws: a refused write (quota, private browsing) leaves the value in memory only. */
function refusalTolerant(storage: Storage | undefined, onWrite: (kept: boolean) => void = () => undefined): StateStorage {
  return {
    getItem: (name) => storage?.getItem(name) ?? null,
    setItem: (name, value) => {
      let kept = false;
      try {
        storage?.setItem(name, value);
        kept = storage !== undefined;
      } catch {
        // Refused: the store still holds the value for this page.
      }
      onWrite(kept);
    },
    removeItem: (name) => storage?.removeItem(name),
  };
}

/** The local storage every lasting zustand `persist` store uses; the pre-render has none and keeps the initial state. */
export const browserStorage = createJSONStorage(() => refusalTolerant(reachable(() => globalThis.localStorage)));

/** This tab's session storage: survives reloads and redirects, gone when the tab closes. */
export const tabStorage = createJSONStorage(() => refusalTolerant(reachable(() => globalThis.sessionStorage)));

/**
 * One value this tab remembers under `name` in session storage, as a persisted zustand store. What the
 * browser kept is outside input: `accept` answers the value, or undefined to start from `initial`.
 */
export function tabMemory<T>(name: string, initial: T, accept: (stored: unknown) => T | undefined) {
  let kept = false;
  const store = createStore<{ value: T }>()(
    persist(() => ({ value: initial }), {
      name,
      storage: createJSONStorage(() => refusalTolerant(reachable(() => globalThis.sessionStorage), (written) => (kept = written))),
      merge: (stored, current) => ({ value: accept((stored as { value?: unknown } | undefined)?.value) ?? current.value }),
    }),
  );
  return {
    read: (): T => store.getState().value,
    /** Answers whether the value will outlive this page: false when the browser refused to store it. */
    write(value: T): boolean {
      kept = false;
      store.setState({ value });
      return kept;
    },
  };
}
