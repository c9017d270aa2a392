import { createJSONStorage } from 'zustand/middleware';

/** localStorage when there is one; the pre-render has none and keeps the empty state. */
export const browserStorage = createJSONStorage(() => globalThis.localStorage);
