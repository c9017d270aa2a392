import { createJSONStorage } from 'zustand/middleware';

/**
 * The storage every zustand `persist` store uses: the browser's when there is one; the pre-render has none
 * and keeps the initial state.
 */
export const browserStorage = createJSONStorage(() => globalThis.localStorage);
