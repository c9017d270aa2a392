import AxeBuilder from '@axe-core/playwright';
import { holdScript } from './support/held-script';
import { expect, test } from './support/test';
import { queryRows } from './support/database';
import { openSearchWithShortcut, searchPanel } from './support/search';
import { expectNoticeAtEachOpening, failChunk } from './support/part-not-loaded';


test('"/" opens the search panel, arrows and Enter open a result, Escape closes', async ({ page }) => {
  await page.goto('/');
  await openSearchWithShortcut(page);
  const input = page.getByRole('combobox', { name: 'Rechercher une page ou poser une question à Anna' });
  await expect(input).toBeFocused();
  await input.fill('contact');
  const results = page.getByRole('listbox', { name: 'Résultats de recherche' });
  await expect(results.getByRole('option').first()).toContainText('Contact');
  expect(await results.getByRole('option').count()).toBeLessThanOrEqual(6);
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/contact');
  await expect(searchPanel(page)).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(searchPanel(page)).toBeVisible();
  await expect(searchPanel(page).getByRole('button', { name: 'contact', exact: true })).toBeVisible(); // remembered search
  await page.keyboard.press('Escape');
  await expect(searchPanel(page)).toBeHidden();
});

test('the shortcut does nothing while typing in a field', async ({ page }) => {
  await page.goto('/contact');
  const field = page.getByRole('textbox').first();
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(searchPanel(page)).toBeHidden();
});

test('the shortcut does nothing from an open dialog, whose keys are its own (decision 0532)', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Être rappelé sous 24h' }).click();
  const callback = page.getByRole('dialog', { name: 'Être rappelé sous 24h' });
  await expect(callback.getByRole('textbox', { name: 'Nom complet', exact: true })).toBeFocused();
  // Outside the dialog's fields, where '/' types nothing: the search does not open over the dialog.
  await callback.getByRole('button', { name: 'Fermer' }).focus();
  await page.keyboard.press('/');
  await page.keyboard.press('Control+k');
  // Escape closes the top dialog only (0381): had the search opened, it would close it and leave the callback open.
  await page.keyboard.press('Escape');
  await expect(callback).toBeHidden();
  await expect(searchPanel(page)).toBeHidden();
  // Once the dialog is closed the same key opens the search: its silence above was the dialog's.
  await page.keyboard.press('/');
  await expect(searchPanel(page)).toBeVisible();
});

test("'/' can be turned off from the panel, for this browser, Ctrl+K staying (decision 0542)", async ({ page }) => {
  // Whether the page acts on a '/' pressed outside a field: the shortcut's handler takes the key when it acts.
  const slashActs = () =>
    page.evaluate(() => {
      const event = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    });
  const launcher = page.getByRole('button', { name: 'Rechercher ou demander à Anna' });
  // Another tab of the same browser, open before the choice is made, follows it without a reload.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/contact');
  const otherLauncher = otherTab.getByRole('button', { name: 'Rechercher ou demander à Anna' });
  await expect(otherLauncher).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
  await page.goto('/');
  await openSearchWithShortcut(page);
  await searchPanel(page).getByRole('button', { name: 'Désactiver la touche « / »' }).click();
  await expect(otherLauncher).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  await expect(searchPanel(page)).toContainText('La touche / n’ouvre plus cette recherche ; Ctrl+K ou ⌘+K l’ouvrent toujours.');
  await expect(searchPanel(page).getByRole('button', { name: 'Réactiver la touche « / »' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchPanel(page)).toBeHidden();
  await expect(launcher).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  expect(await slashActs()).toBe(false);

  // Kept by this browser: the next page answers to Ctrl+K only.
  await page.reload();
  await expect(launcher).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  expect(await slashActs()).toBe(false);
  await page.keyboard.press('Control+k');
  await expect(searchPanel(page)).toBeVisible();
  await searchPanel(page).getByRole('button', { name: 'Réactiver la touche « / »' }).click();
  await page.keyboard.press('Escape');
  await expect(launcher).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
  await page.keyboard.press('/');
  await expect(searchPanel(page)).toBeVisible();
  await expect(otherLauncher).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
  await otherTab.close();
});

test('a search with no result makes Anna answer by herself, then she replies to a question after 1200 ms', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01'));
  // Questions stored from here on only: a retry, or another journey, may have asked the same one before.
  const lastId = queryRows<{ id: number }>('select coalesce(max(id), 0) as id from chatbot_requests')[0]!.id;
  await page.goto('/');
  await page.getByRole('button', { name: 'Rechercher ou demander à Anna' }).click();
  await expect(searchPanel(page)).toBeVisible();
  const input = page.getByRole('combobox');
  await input.fill('licorne magique');
  await page.clock.runFor(150);
  await expect(searchPanel(page).getByText('Aucun résultat pour « licorne magique ».')).toBeVisible();
  const log = page.getByRole('log');
  await expect(log).toHaveCount(0);
  await page.clock.runFor(399);
  await expect(page.locator('[data-automatic="true"]')).toHaveCount(0);
  await page.clock.runFor(1);
  const automatic = page.locator('[data-automatic="true"]');
  await expect(automatic).toHaveText(/Je n'ai trouvé aucune page pour « licorne magique »/);

  await input.fill('Quels sont vos tarifs ?');
  await page.keyboard.press('Enter');
  await expect(log.locator('[data-sender="user"]')).toHaveText(/Quels sont vos tarifs \?/);
  await expect(log.locator('[data-sender="ai"]')).toHaveCount(1);
  await expect(page.getByText('Anna écrit…')).toBeVisible();
  await page.clock.runFor(1199);
  await expect(log.locator('[data-sender="ai"]')).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(log.locator('[data-sender="ai"]').last()).toContainText('Nos assistants IA coûtent de 550 à 580 € par mois');
  await expect
    .poll(() => queryRows<{ source: string; page: string }>("select source, page from chatbot_requests where query = 'Quels sont vos tarifs ?' and id > ?", lastId))
    .toEqual([{ source: 'predefined', page: '/' }]);
});

test('an index that cannot load is said so and leaves four suggestions', async ({ page }) => {
  await page.route('**/search-index-enhanced.json', (route) => route.fulfill({ status: 500, body: 'panne' }));
  await page.goto('/');
  await openSearchWithShortcut(page);
  await expect(searchPanel(page).getByRole('alert')).toHaveText("Impossible de charger l'index de recherche");
  await expect(searchPanel(page).getByRole('list', { name: 'Suggestions' }).getByRole('button')).toHaveCount(4);
});

test('an index that failed is asked for again at the next opening, which says it is loading meanwhile', async ({ page }) => {
  await page.route('**/search-index-enhanced.json', (route) => route.fulfill({ status: 500, body: 'panne' }));
  await page.goto('/');
  await openSearchWithShortcut(page);
  await expect(searchPanel(page).getByRole('alert')).toHaveText("Impossible de charger l'index de recherche");
  await page.keyboard.press('Escape');
  await expect(searchPanel(page)).toBeHidden();
  // The connection is back, but slow: the index arrives once released.
  await page.unroute('**/search-index-enhanced.json');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index-enhanced.json', async (route) => {
    await held;
    await route.continue();
  });
  await openSearchWithShortcut(page);
  await expect(searchPanel(page).getByText("Chargement de l'index…")).toBeVisible();
  await expect(searchPanel(page).getByRole('alert')).toHaveCount(0);
  release();
  await page.getByRole('combobox').fill('devis');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expect(searchPanel(page).getByRole('alert')).toHaveCount(0);
});

test("Anna's launcher answers the first click while the page's other widgets are still loading", async ({ page }) => {
  // The toasts' code is held back, as on a slow network, until the panel has opened: React drops a click on a
  // part whose code is missing, so the launcher must not wait for the other widgets.
  const release = await holdScript(page, '**/assets/toast-stack-*.js');
  // Not waiting for the load event, which the held script keeps back: the visitor clicks once the page is hydrated.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Rechercher ou demander à Anna' }).click();
  await expect(searchPanel(page)).toBeVisible();
  await expect(page.getByRole('combobox')).toBeFocused();
  release();
});

test('the search panel fits a phone screen @mobile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rechercher ou demander à Anna' }).click();
  await page.getByRole('combobox').fill('tarifs');
  const box = await searchPanel(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await page.getByRole('button', { name: 'Fermer la recherche' }).click();
  await expect(searchPanel(page)).toBeHidden();
});

test('the open panel with a conversation and results has no accessibility violation', async ({ page }) => {
  await page.goto('/');
  await openSearchWithShortcut(page);
  await page.getByRole('combobox').fill('Un essai est-il possible ?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').locator('[data-sender="ai"]')).toContainText('14 jours');
  await page.getByRole('combobox').fill('devis');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('the panel keeps the focus inside, locks the page and gives the focus back to its launcher', async ({ page }) => {
  await page.goto('/');
  await openSearchWithShortcut(page);
  await page.keyboard.press('Escape');
  await expect(searchPanel(page)).toBeHidden();
  const launcher = page.getByRole('button', { name: 'Rechercher ou demander à Anna' });
  await launcher.click();
  await expect(searchPanel(page)).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  const input = page.getByRole('combobox', { name: 'Rechercher une page ou poser une question à Anna' });
  await expect(input).toBeFocused();
  // The page behind a modal <dialog> is inert: Shift+Tab stays in the panel or leaves for the browser's own controls.
  await page.keyboard.press('Shift+Tab');
  expect(await searchPanel(page).evaluate((dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(searchPanel(page)).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('the search panel whose code cannot load says so when opened, asks for it again at each try, and gives the focus back once closed', async ({ page }) => {
  const failing = await failChunk(page, '**/assets/search-panel-*.js');
  await page.goto('/');
  await expectNoticeAtEachOpening(page, page.getByRole('button', { name: 'Rechercher ou demander à Anna' }), failing, searchPanel(page));
});

test('an index whose loader cannot load is said so in the panel and leaves the page, and what was typed, in place', async ({ page }) => {
  await page.route('**/assets/search-index-loader-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/contact');
  const nameField = page.getByRole('textbox', { name: 'Nom complet', exact: true });
  await nameField.fill('Claire Martin');
  // Gone if the page reloads.
  await page.evaluate(() => document.body.setAttribute('data-same-page', 'oui'));
  await page.getByRole('button', { name: 'Rechercher ou demander à Anna' }).click();
  await expect(searchPanel(page).getByRole('alert')).toHaveText("Impossible de charger l'index de recherche");
  await page.getByRole('button', { name: 'Fermer la recherche' }).click();
  await expect(nameField).toHaveValue('Claire Martin');
  await expect(page.locator('body')).toHaveAttribute('data-same-page', 'oui');
});
