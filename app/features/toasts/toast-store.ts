import { create } from 'zustand';
import { createToast, enqueueToast, removeToast, type Toast, type ToastInput } from '../../../domain/toasts';

interface ToastState {
  toasts: Toast[];
  show(input: ToastInput): string;
  dismiss(id: string): void;
  clear(): void;
}

let counter = 0;

/** The one toast queue of the public site; the policy itself lives in domain/toasts. */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show(input) {
    counter += 1;
    const toast = createToast(input, Date.now(), `toast-${counter}`);
    set((state) => ({ toasts: enqueueToast(state.toasts, toast) }));
    return toast.id;
  },
  dismiss(id) {
    set((state) => ({ toasts: removeToast(state.toasts, id) }));
  },
  clear() {
    set({ toasts: [] });
  },
}));

/** Shows a toast from anywhere (event handlers, global listeners). */
export const showToast = (input: ToastInput): string => useToastStore.getState().show(input);
