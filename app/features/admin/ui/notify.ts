import { showToast } from '../../toasts/toast-store';

/** Back-office messages are toasts of 3 s (back-office §9). */
const ADMIN_TOAST_MS = 3000;

export const notify = (type: 'success' | 'error', content: string) => showToast({ type, content, duration: ADMIN_TOAST_MS });
