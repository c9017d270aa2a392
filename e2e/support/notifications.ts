import type { BrowserContext, Page } from '@playwright/test';

export interface ShownNotification {
  title: string;
  body: string;
}

/**
 * Grants the page the notifications and records the real ones the browser is asked to show, as they are made;
 * the answer reads them.
 */
export async function recordNotifications(page: Page, context: BrowserContext): Promise<() => Promise<ShownNotification[]>> {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: Array<{ title: string; body: string }> = [];
    Object.assign(window, { shownNotifications: shown });
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '' });
      }
    } as typeof Notification;
  });
  return () => page.evaluate(() => (window as unknown as { shownNotifications: ShownNotification[] }).shownNotifications);
}
