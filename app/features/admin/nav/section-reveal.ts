import { useSyncExternalStore } from 'react';

/**
 * Which lazy sections of the panel were asked for by a navigation (tab bar, `#hash`, a link inside the panel), and
 * whether such a navigation is scrolling: while it does, the sections it passes over do not load (they would
 * fetch data nobody looks at and push the target down while the page moves).
 */
const revealed = new Set<string>();
let navigating = false;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function revealSection(id: string): void {
  if (revealed.has(id)) return;
  revealed.add(id);
  emit();
}

export function setNavigating(value: boolean): void {
  if (navigating === value) return;
  navigating = value;
  emit();
}

/** Whether a navigation asked for this section, and whether one is under way. */
export function useSectionReveal(id: string): { revealed: boolean; navigating: boolean } {
  return {
    revealed: useSyncExternalStore(subscribe, () => revealed.has(id), () => false),
    navigating: useSyncExternalStore(subscribe, () => navigating, () => false),
  };
}
