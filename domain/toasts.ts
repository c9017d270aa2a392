import { withFrenchSpacing } from './french-spacing';

/** Toast queue policy (public-site §4 and §9): pure, so the store and the tests share it. */
export type ToastType = 'navigation' | 'action' | 'success' | 'info' | 'warning' | 'error';

interface ToastAction {
  text: string;
  link: string;
}

export interface Toast {
  id: string;
  type: ToastType;
  content: string;
  action?: ToastAction;
  icon?: string;
  duration: number;
  priority: number;
  style?: 'default' | 'highlight';
  timestamp: number;
}

const MAX_TOASTS = 3;

/** Default duration (ms) and priority (1 is the most important) of each type. */
export const toastDefaults: Record<ToastType, { duration: number; priority: number }> = {
  navigation: { duration: 6000, priority: 1 },
  action: { duration: 8000, priority: 2 },
  success: { duration: 4000, priority: 3 },
  info: { duration: 5000, priority: 4 },
  warning: { duration: 7000, priority: 5 },
  // A technical error must not be pushed out by a suggestion: it ranks with the most important.
  error: { duration: 8000, priority: 1 },
};

export const TOAST_LAYOUT = { rightPx: 20, bottomPx: 80, gapPx: 96 } as const;
const SWIPE_THRESHOLD_PX = 80;

export type ToastInput = Pick<Toast, 'type' | 'content'> & Partial<Omit<Toast, 'type' | 'content'>>;

export function createToast(input: ToastInput, now: number, id: string): Toast {
  const defaults = toastDefaults[input.type];
  return {
    duration: defaults.duration,
    priority: defaults.priority,
    ...input,
    content: withFrenchSpacing(input.content),
    id: input.id ?? id,
    timestamp: input.timestamp ?? now,
  };
}

/** Lowest priority number first; among equals the newest first. */
const byImportance = (a: Toast, b: Toast) => a.priority - b.priority || b.timestamp - a.timestamp;

/**
 * Adds a toast: it replaces any toast of its type, then only the MAX_TOASTS most important are kept
 * (a new toast less important than three others is dropped).
 */
export function enqueueToast(queue: readonly Toast[], toast: Toast): Toast[] {
  return [...queue.filter((t) => t.type !== toast.type), toast].sort(byImportance).slice(0, MAX_TOASTS);
}

export function removeToast(queue: readonly Toast[], id: string): Toast[] {
  return queue.filter((t) => t.id !== id);
}

/** What a horizontal swipe of dx pixels does: right closes, left runs the action. */
export function swipeOutcome(dx: number): 'close' | 'action' | 'none' {
  if (dx > SWIPE_THRESHOLD_PX) return 'close';
  if (dx < -SWIPE_THRESHOLD_PX) return 'action';
  return 'none';
}
