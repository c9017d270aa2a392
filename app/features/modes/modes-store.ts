import { create } from 'zustand';

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
