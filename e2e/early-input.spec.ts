import { test as base, expect, type CDPSession, type Page, type Route } from '@playwright/test';
import { queryRows } from './support/database';

/**
 * A visitor on a mid-range phone types as soon as the pre-rendered page shows, before React has hydrated it:
 * what was typed is kept and acted on once the page is interactive. The CPU is slowed 4× (Lighthouse's phone),
 * and the client entry is held until the typing is done, so the typing happens before hydration every time.
 */
const test = base;

async function holdClientEntry(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let releasing = false;
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, (route) => {
    if (releasing) return route.continue();
    held.push(route);
  });
  return async () => {
    releasing = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

async function slowCpu(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return session;
}

const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated !== 'true');
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });

test('a contact brief typed before hydration is sent once the page is interactive, and stored', async ({ page }) => {
  await slowCpu(page);
  const release = await holdClientEntry(page);
  const email = `tot-${Date.now()}@exemple.fr`;
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Élodie Lefèvre');
  await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Atelier Lumen');
  await page.getByRole('textbox', { name: 'Votre projet', exact: true }).fill('Nous voulons automatiser nos relances de devis.');
  expect(await notHydrated(page)).toBe(true);

  await release();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: 'Nom complet', exact: true })).toHaveValue('Élodie Lefèvre');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('heading', { name: 'Merci, votre message est bien arrivé !' })).toBeVisible();
  expect(queryRows<{ name: string; company: string }>('select name, company from callback_requests where email = ?', email)).toEqual([
    { name: 'Élodie Lefèvre', company: 'Atelier Lumen' },
  ]);
});

test('a catalogue search typed before hydration filters the cards once the page is interactive', async ({ page }) => {
  const session = await slowCpu(page);
  const release = await holdClientEntry(page);
  await page.goto('/workflows-assistants', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: 'Rechercher un assistant, un workflow ou une solution' }).fill('zzqxwvk-aucun-resultat');
  expect(await notHydrated(page)).toBe(true);

  await release();
  await hydrated(page);
  // The page does its work at 4×; the test's own queries by role walk the accessibility tree, which at 4× costs
  // seconds a poll on a 37-card page: the CPU is restored once the empty state is in the page, then looked at.
  await page.waitForFunction(() => document.body.textContent?.includes('Aucune solution trouvée'), null, { polling: 250, timeout: 30_000 });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByRole('combobox', { name: 'Rechercher un assistant, un workflow ou une solution' })).toHaveValue('zzqxwvk-aucun-resultat');
  await expect(page.getByRole('heading', { name: 'Aucune solution trouvée' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test('the contact form posts natively: a French thank-you page, and the brief stored', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `sans-js-${Date.now()}@exemple.fr`;
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Élodie Lefèvre');
    await page.getByRole('textbox', { name: 'E-mail professionnel', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Votre projet', exact: true }).fill('Court');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    // Refused: the form comes back with the French message beside its field and the values kept.
    await expect(page.getByText('Le message doit contenir au moins 10 caractères')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nom complet' })).toHaveValue('Élodie Lefèvre');
    await page.getByRole('textbox', { name: 'Votre projet' }).fill('Nous voulons automatiser nos relances de devis.');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('heading', { name: 'Merci, votre message est bien arrivé !' })).toBeVisible();
    expect(queryRows<{ name: string }>('select name from callback_requests where email = ?', email)).toEqual([{ name: 'Élodie Lefèvre' }]);
    await context.close();
  });

  test('the callback link leads to a plain form that stores the request', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `rappel-sans-js-${Date.now()}@exemple.fr`;
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Être rappelé sous 24h' }).click();
    await expect(page).toHaveURL(/\/rappel$/);
    await page.getByRole('textbox', { name: 'Nom complet' }).fill('Jean Dupont');
    await page.getByRole('textbox', { name: 'Téléphone' }).fill('+33 6 12 34 56 78');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Être rappelé' }).click();
    await expect(page.getByRole('heading', { name: 'Votre demande de rappel est enregistrée' })).toBeVisible();
    expect(queryRows<{ source: string }>('select source from callback_requests where email = ?', email)).toEqual([{ source: 'callback' }]);
    await context.close();
  });
});
