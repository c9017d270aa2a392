import type { Page } from './test';

/** A callback slot as the browser's datetime-local field holds it, in the browser's own time zone. */
export const localInput = (page: Page, iso: string) =>
  page.evaluate((at) => {
    const date = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, iso);
