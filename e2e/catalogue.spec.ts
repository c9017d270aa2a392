import { holdScript } from './support/held-script';
import { expect, test, type Page } from './support/test';
import { expectNoHorizontalOverflow } from './support/layout';

const count = (page: Page, text: string) => page.getByText(text, { exact: true });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Rechercher un assistant, un workflow ou une solution' });
const addButtons = (page: Page) => page.getByRole('button', { name: 'Ajouter à la sélection', exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/workflows-assistants');
  await expect(page.getByRole('heading', { name: 'Workflows & Assistants IA', level: 1 })).toBeVisible();
});

test('capacity and sector filters combine with OR inside a menu and AND across menus', async ({ page }) => {
  await expect(count(page, '37 solutions')).toBeVisible();
  await page.getByRole('button', { name: 'Capacités' }).click();
  await page.getByRole('checkbox', { name: 'Prévision' }).check();
  await expect(count(page, '2 solutions')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Création de contenu' }).check();
  await expect(count(page, '4 solutions')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'Prévision' })).toBeHidden();

  await page.getByRole('button', { name: 'Secteurs' }).click();
  await page.getByRole('checkbox', { name: 'Finance et comptabilité' }).check();
  await expect(count(page, '1 solution')).toBeVisible();
  await expect(card(page, 'Tableau de bord prédictif')).toBeVisible();

  await page.getByRole('button', { name: 'Retirer le filtre Finance et comptabilité' }).click();
  await expect(count(page, '4 solutions')).toBeVisible();
});

test('the search suggests up to five entries, driven by the keyboard', async ({ page }) => {
  const search = searchBox(page);
  await search.fill('a');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await search.fill('assistant');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options).toHaveCount(5);
  await expect(options.first()).toContainText('Assistant IA');
  await search.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await search.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(search).toHaveValue('Hugo Bernard');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await expect(count(page, '1 solution')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assistants IA Premium' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Résultats' })).toBeVisible();

  await search.fill('devis');
  await expect(page.getByRole('option', { name: /Relance automatique des devis/ })).toContainText('Workflow');
  await search.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await expect(search).toHaveValue('devis');
  await page.getByRole('heading', { name: 'Workflows & Assistants IA', level: 1 }).click();
  await search.focus();
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await page.getByRole('heading', { name: 'Workflows & Assistants IA', level: 1 }).click();
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await search.focus();
  await page.getByRole('option', { name: /Relance automatique des devis/ }).click();
  await expect(search).toHaveValue('Relance automatique des devis');
  await expect(count(page, '1 solution')).toBeVisible();
});

test('view tabs show assistants, workflows or favourites, with the favourites badge', async ({ page }) => {
  await page.getByRole('tab', { name: /^IA/ }).click();
  await expect(count(page, '14 solutions')).toBeVisible();
  await page.getByRole('tab', { name: /^Workflows/ }).click();
  await expect(count(page, '16 solutions')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assistants IA Premium' })).toBeHidden();

  await page.getByRole('tab', { name: /^Tout/ }).click();
  await card(page, 'Antoine Mercier').getByRole('button', { name: 'Favori : Antoine Mercier' }).click();
  await card(page, 'Chatbot de site web').getByRole('button', { name: 'Favori : Chatbot de site web' }).click();
  await expect(page.getByRole('tab', { name: 'Favs 2' })).toBeVisible();
  await page.getByRole('tab', { name: 'Favs 2' }).click();
  await expect(count(page, '2 solutions')).toBeVisible();
  await expect(card(page, 'Antoine Mercier')).toBeVisible();
  await expect(card(page, 'Chatbot de site web')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Favs 2' })).toBeVisible();
});

test('no match shows the empty state, and the reset brings everything back', async ({ page }) => {
  await searchBox(page).fill('zzzz introuvable');
  await expect(page.getByRole('heading', { name: 'Aucune solution trouvée' })).toBeVisible();
  await expect(page.getByText('Essayez de modifier vos filtres ou votre recherche')).toBeVisible();
  await page.getByRole('status').getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(count(page, '37 solutions')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assistants IA Premium' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Solutions Complémentaires' })).toBeVisible();
});

test('each card variant links to the right place', async ({ page }) => {
  const premium = card(page, 'Antoine Mercier');
  await expect(premium.getByText('+2 autres')).toHaveCount(2);
  const quote = premium.getByRole('link', { name: /Devis gratuit/ });
  await expect(quote).toHaveAttribute('target', '_blank');
  const quoteUrl = new URL((await quote.getAttribute('href'))!, 'http://x');
  expect(quoteUrl.pathname).toBe('/contact');
  expect(quoteUrl.searchParams.get('solution')).toBe('Antoine Mercier');
  expect(quoteUrl.searchParams.get('message')).toContain('devis gratuit pour Antoine Mercier');

  const custom = card(page, 'Assistant IA sur mesure');
  await expect(custom.getByRole('link', { name: 'Voir la démo' })).toHaveAttribute('href', '/contact?type=demo&solution=Assistant+IA+sur+mesure');
  await expect(custom.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/contact?devis=true&solution=Assistant+IA+sur+mesure');

  const other = card(page, 'Chatbot de site web');
  await expect(other.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/contact?type=trial&solution=Chatbot+de+site+web');
  const social = card(page, 'Publication sur les réseaux sociaux');
  await expect(social.getByText('+1', { exact: true })).toHaveCount(2);
  await expect(social.getByText('+2', { exact: true })).toHaveCount(1);
  await expect(social.getByRole('meter')).toHaveAttribute('aria-valuenow', '60');

  await page.getByRole('button', { name: 'Ouvrir le Workflow Studio' }).click();
  await expect(page.getByRole('dialog', { name: 'Workflow Studio' })).toContainText('Fonctionnalité en cours de reconstruction...');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('plus de 500+ autres intégrations', { exact: false })).toBeVisible();

  await premium.getByRole('link', { name: 'Voir le profil' }).click();
  await expect(page).toHaveURL('/employe/1001');
});

test('the selection stops at ten and marks chosen items', async ({ page }) => {
  const indicator = page.getByRole('link', { name: /solutions? sélectionnées?$/ });
  // The panel shows for three seconds after an add: watched from before the click, so that a busy machine, whose
  // click and checks below can outlast those seconds, cannot miss it.
  const panelShown = page.getByRole('complementary', { name: 'Ma sélection' }).waitFor({ state: 'visible', timeout: 20_000 });
  await card(page, 'Antoine Mercier').getByRole('button', { name: 'Ajouter à la sélection' }).click();
  await expect(indicator).toHaveText('1 solution sélectionnée');
  await expect(indicator).toHaveAttribute('href', '/contact');
  await panelShown;

  const chosen = card(page, 'Antoine Mercier').getByRole('button', { name: 'Sélectionné' });
  await expect(chosen).toBeDisabled();
  await chosen.hover();
  await expect(page.getByRole('tooltip', { name: 'Déjà dans votre sélection' })).toBeVisible();

  for (let n = 2; n <= 10; n++) {
    await addButtons(page).first().click();
    await expect(indicator).toHaveText(`${n} solutions sélectionnées`);
  }
  const eleventh = addButtons(page).first();
  await expect(eleventh).toBeDisabled();
  await eleventh.click({ force: true });
  await expect(indicator).toHaveText('10 solutions sélectionnées');
  await expect(eleventh).toHaveAccessibleDescription('Sélection complète (10 maximum)');
});

test('an add made before the wishlist panel can be drawn still shows it, for three seconds from then', async ({ page }) => {
  // The widgets' code held back, as on a slow phone where the page's widgets are drawn after the first add.
  const release = await holdScript(page, '**/assets/page-widgets-*.js');
  await page.goto('/workflows-assistants');
  await card(page, 'Antoine Mercier').getByRole('button', { name: 'Ajouter à la sélection' }).click();
  await expect(card(page, 'Antoine Mercier').getByRole('button', { name: 'Sélectionné' })).toBeDisabled();
  // Longer than the panel's three seconds, so that they cannot be counted from the add.
  await page.waitForTimeout(3_500);
  release();
  const panel = page.getByRole('complementary', { name: 'Ma sélection' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Antoine Mercier');
  await expect(panel).toBeHidden();
});

test('the indicator asks before clearing, and the selection survives a reload', async ({ page }) => {
  await card(page, 'Camille Laurent').getByRole('button', { name: 'Ajouter à la sélection' }).click();
  await card(page, 'Assistant IA sur mesure').getByRole('button', { name: 'Ajouter à la sélection' }).click();
  const indicator = page.getByRole('link', { name: '2 solutions sélectionnées' });
  await expect(indicator).toBeVisible();

  await page.reload();
  await expect(indicator).toBeVisible();
  await expect(card(page, 'Camille Laurent').getByRole('button', { name: 'Sélectionné' })).toBeDisabled();
  const stored = await page.evaluate(() => localStorage.getItem('selectedProducts'));
  expect(JSON.parse(stored!).state.items.map((p: { id: string }) => p.id)).toEqual(['camille-dc', 'sol-assistant-sur-mesure']);

  await page.goto('/contact');
  const list = page.getByRole('region', { name: 'Ma Sélection' });
  await expect(list).toContainText('Camille Laurent');
  await expect(list).toContainText('Assistant IA sur mesure');
  await expect(page.getByRole('textbox', { name: 'Votre projet', exact: true })).toHaveValue(/- Camille Laurent \(Ventes\)/);

  await page.getByRole('button', { name: 'Vider la sélection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voulez-vous vider votre sélection ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(indicator).toBeVisible();
  await page.getByRole('button', { name: 'Vider la sélection' }).click();
  await dialog.getByRole('button', { name: 'Vider la sélection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aucune sélection' })).toBeAttached();
  await expect(indicator).toBeHidden();
  await expect(list).toBeHidden();
});

test('the catalogue pages load a stored selection without CSP violations or console errors', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await card(page, 'Léa Moreau').getByRole('button', { name: 'Ajouter à la sélection' }).click();
  for (const path of ['/workflows-assistants', '/employees', '/employe/1001']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('on a phone the catalogue fits the screen and the selection works @mobile', async ({ page }) => {
  await expectNoHorizontalOverflow(page);
  await card(page, 'Hugo Bernard').getByRole('button', { name: 'Ajouter à la sélection' }).click();
  await expect(page.getByRole('link', { name: '1 solution sélectionnée' })).toBeVisible();
  await page.getByRole('link', { name: '1 solution sélectionnée' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('region', { name: 'Ma Sélection' })).toContainText('Hugo Bernard');
});

/** Cards whose content the browser draws: the others are skipped by `content-visibility: auto`. */
const drawnCards = (page: Page) =>
  page.locator('li > article').evaluateAll((cards) => cards.filter((card) => card.checkVisibility({ contentVisibilityAuto: true })).length);

for (const tag of ['', ' @mobile']) {
  test(`the cards out of sight are drawn as they near the screen, without moving what is seen${tag}`, async ({ page }) => {
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(entry.value);
      }).observe({ type: 'layout-shift' });
    });
    const total = await page.locator('li > article').count();
    expect(total).toBe(37);
    const drawnAtFirst = await drawnCards(page);
    expect(drawnAtFirst).toBeGreaterThan(0);
    expect(drawnAtFirst).toBeLessThan(10);

    const last = page.locator('li > article').last();
    expect(await last.evaluate((article) => article.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    // Scrolled through as a visitor does, down to the bottom and back, one frame drawn after each step: each
    // card is drawn before it comes into sight, so that its reserved height only moves what is out of sight.
    const lastDrawn = await last.evaluate(async (article) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      let drawn = false;
      const bottom = document.documentElement.scrollHeight;
      for (let y = 0; y < bottom; y += 400) {
        window.scrollBy({ top: 400, behavior: 'instant' });
        await frame();
        drawn ||= article.checkVisibility({ contentVisibilityAuto: true });
      }
      for (let y = bottom; y > 0; y -= 400) {
        window.scrollBy({ top: -400, behavior: 'instant' });
        await frame();
      }
      return drawn;
    });
    expect(lastDrawn).toBe(true);
    await page.waitForTimeout(100); // the observer's last entries are delivered in a task of their own
    // The header's shrink on scroll is a shift of a few pixels that every page has; larger ones are the cards'.
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.filter((value) => value > 0.001)).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });
}
