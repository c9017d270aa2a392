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
  const ready = useModes((state) => state.ready);
  const custom = useModes((state) => state.custom);
  return ready ? custom : decideCustomMode({ pathname, search: '', cookies: {} }).active;
}
