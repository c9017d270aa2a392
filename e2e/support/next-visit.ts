import type { Browser, BrowserContext, Page } from '@playwright/test';
import { waitingForHydration } from './test';

/**
 * The visitor comes back later, online: `journey` runs in a new visit holding what this browser kept (its local
 * storage, where the lead forms' outboxes are). The offline page of the first visit is left open rather than
 * closed: closing it ends the browser's emulation of the lost network, and that page would then send what it
 * kept, as it does when the network comes back, racing the next visit. Its page waits for hydration as every
 * journey's does, so what it checks after a reload is what the hydrated page shows.
 */
export async function inNextVisit(browser: Browser, firstVisit: BrowserContext, baseURL: string | undefined, journey: (page: Page) => Promise<void>) {
  const nextVisit = await browser.newContext({ baseURL, storageState: await firstVisit.storageState() });
  try {
    await journey(waitingForHydration(await nextVisit.newPage()));
  } finally {
    await nextVisit.close();
  }
}
