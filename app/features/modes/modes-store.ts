import { useLocation } from 'react-router';
import { create } from 'zustand';
import { decideCustomMode } from '../../../domain/modes';

interface ModesState {
  /** False until the cookies were read after hydration, so pre-rendered HTML always shows the standard wording. */
  ready: boolean;
  custom: boolean;
  institutional: boolean;
  set(modes: { custom: boolean; institutional: boolean }): void;
}

export const useModes = create<ModesState>((set) => ({
  ready: false,
  custom: false,
  institutional: false,
  set: (modes) => set({ ...modes, ready: true }),
}));

/**
 * Custom mode as a component should show it. Until the cookies are read, the path alone decides, as it does at
 * pre-rendering: /code is pre-rendered in custom mode, so its header does not change (and shift) once hydrated.
 */
export function useCustomMode(): boolean {
  const { pathname } = useLocation();
  const beforeCookies = decideCustomMode({ pathname, search: '', cookies: {} }).active;
  // One derived value: reading the cookies after hydration re-renders (synchronously, as every store change does)
  // only the components whose mode it changes, not every component that asks.
  return useModes((state) => (state.ready ? state.custom : beforeCookies));
}
