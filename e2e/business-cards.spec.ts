import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { loginAsAdmin, openAdminSection } from './support/admin';

const section = (page: Page) => page.locator('#marketing-resources');
const cards = (page: Page) => page.locator('#business-cards');

async function openMarketingResources(page: Page) {
  await loginAsAdmin(page);
  await openAdminSection(page, 'marketing-resources');
  await expect(cards(page).getByRole('heading', { name: 'Cartes de visite' })).toBeVisible();
}

test.describe('business cards and resource checks', () => {
  // In order, in one worker: one test deletes an iteration and generates it back, and the others count its files;
  // run beside it, the card debugger read the owners without that iteration and waited for twelve files in vain.
  test.describe.configure({ mode: 'default' });
  // The admin page draws every panel before this one: on a busy machine a journey takes longer than the default.
  test.beforeEach(() => test.slow());

  test('an admin opens a business card at 88 × 50 mm and flips it', async ({ page }) => {
    await openMarketingResources(page);
    const carousel = cards(page).getByRole('group', { name: 'Cartes de visite' });
    await expect(carousel.getByText('1 / 2')).toBeVisible();
    await cards(page).getByRole('button', { name: 'Tout afficher' }).click();
    await expect(cards(page).getByRole('article')).toHaveCount(2);

    await cards(page).getByRole('button', { name: 'Agrandir la carte de Julien Marchand (Carte principale)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Julien Marchand — Carte principale' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Format standard 88 × 50 mm · recto')).toBeVisible();
    const recto = dialog.getByRole('img', { name: 'Recto de la carte de Julien Marchand' });
    await expect.poll(() => recto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(dialog.getByTestId('card-flipper')).toHaveAttribute('data-side', 'recto');

    await dialog.getByRole('button', { name: 'Retourner la carte' }).click();
    await expect(dialog.getByTestId('card-flipper')).toHaveAttribute('data-side', 'verso');
    await expect(dialog.getByText('Format standard 88 × 50 mm · verso')).toBeVisible();
    const verso = dialog.getByRole('img', { name: 'Verso de la carte de Julien Marchand' });
    await expect.poll(() => verso.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await dialog.getByRole('button', { name: 'Voir le recto' }).click();
    await expect(dialog.getByTestId('card-flipper')).toHaveAttribute('data-side', 'recto');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the resource check reaches 100 % with every card file found, and the path diagnostic finds all 8 paths', async ({ page }) => {
    await openMarketingResources(page);
    const diagnostic = section(page).getByRole('table', { name: 'Diagnostic des chemins des cartes de visite' });
    await expect(diagnostic.getByText('Disponible')).toHaveCount(8);
    await expect(diagnostic.getByText('/build/resources/business-cards/julien-marchand/recto.svg')).toBeVisible();

    await section(page).getByRole('button', { name: 'Vérifier les ressources' }).click();
    await expect(page.getByTestId('resource-check-percent')).toHaveText('100 %');
    const table = section(page).getByRole('table', { name: 'Résultat de la vérification des ressources' });
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(table.getByText('200', { exact: true })).toHaveCount(12);
    await expect(table.getByText('/resources/business-cards/camille-laurent/nuit-verso.svg')).toBeVisible();
  });

  test('an iteration is deleted after confirmation, then generated back from the folder’s images', async ({ page }) => {
    await openMarketingResources(page);
    await cards(page).getByRole('button', { name: 'Modèles alternatifs' }).click();
    await cards(page).getByRole('button', { name: 'Tout afficher' }).click();
    const nuit = cards(page).getByRole('article', { name: 'Camille Laurent — nuit' });
    await nuit.getByRole('button', { name: 'Vérifier le dossier' }).click();
    await expect(nuit.getByText('Dossier /resources/business-cards/camille-laurent/ présent : 6 fichiers SVG, aucun manquant')).toBeVisible();

    await nuit.getByRole('button', { name: "Supprimer l'itération" }).click();
    const confirm = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir supprimer l\'itération « nuit » ?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(nuit).toBeVisible();
    await nuit.getByRole('button', { name: "Supprimer l'itération" }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(cards(page).getByText('Itération supprimée avec succès')).toBeVisible();
    await expect(nuit).toHaveCount(0);

    await cards(page).getByRole('article', { name: 'Camille Laurent — minimal' }).getByRole('button', { name: 'Générer depuis les images' }).click();
    await expect(cards(page).getByText('Camille Laurent : 6 images enregistrées depuis le dossier')).toBeVisible();
    await expect(nuit).toBeVisible();
  });

  test('the card debugger shows each card file loaded with its size', async ({ page }) => {
    await openMarketingResources(page);
    const debuggerPanel = await openAdminSection(page, 'development-tools');
    const table = debuggerPanel.getByRole('table', { name: 'Fichiers SVG des cartes de visite' });
    // Twelve files asked one after the other, each retried once from /build: a machine running the whole suite
    // may need more than the default 10 s for all of them.
    await expect(table.getByText('Chargée', { exact: true })).toHaveCount(12, { timeout: 30_000 });
    await expect(table.getByText('333 × 189 px').first()).toBeVisible();
    await expect(table.getByText(/\d+(,\d+)?\u00a0Ko/).first()).toBeVisible();
  });

  test('when the list cannot be loaded, the built-in designs are shown with the French message', async ({ page }) => {
    await page.route('**/api/admin/business-cards', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"panne"}' }));
    await openMarketingResources(page);
    await expect(cards(page).getByRole('alert')).toContainText('Impossible de charger les cartes de visite. Veuillez réessayer.');
    await cards(page).getByRole('button', { name: 'Tout afficher' }).click();
    await expect(cards(page).getByRole('article')).toHaveCount(2);
    await expect(cards(page).getByRole('button', { name: 'Supprimer la carte' }).first()).toBeDisabled();
  });

  test('a refused deletion says why, in French, and keeps the card', async ({ page }) => {
    await page.route('**/api/admin/business-cards/delete/**', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: '{"success":false,"message":"carte verrouillée"}' }),
    );
    await openMarketingResources(page);
    await cards(page).getByRole('button', { name: 'Tout afficher' }).click();
    const card = cards(page).getByRole('article', { name: 'Julien Marchand — Carte principale' });
    await card.getByRole('button', { name: 'Supprimer la carte' }).click();
    const confirm = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir supprimer la carte de visite de Julien Marchand ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(cards(page).getByText('Impossible de supprimer: carte verrouillée')).toBeVisible();
    await expect(card).toBeVisible();
  });

  test('the slogans and signatures pages are pre-rendered, and a signature is copied as HTML and text', async ({ page, context }) => {
    const slogans = await page.request.get('/resources/slogans');
    expect(slogans.status()).toBe(200);
    expect(await slogans.text()).toContain('Automatisez l’ennuyeux, gardez l’essentiel.');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/resources/signatures');
    await expect(page.getByRole('heading', { name: 'Signatures e-mail', level: 1 })).toBeVisible();
    const person = page.getByRole('article', { name: 'Camille Laurent' });
    await person.getByRole('textbox', { name: 'Fonction' }).fill('Directrice marketing & clients');
    await expect(person.getByTestId('signature-preview')).toContainText('Directrice marketing & clients · Synapse IA');
    await person.getByRole('button', { name: 'Copier la signature' }).click();
    await expect(person.getByText('Signature copiée dans le presse-papier')).toBeVisible();
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return { html: await (await item!.getType('text/html')).text(), text: await (await item!.getType('text/plain')).text() };
    });
    expect(copied.html).toContain('<table');
    expect(copied.html).toContain('Directrice marketing &amp; clients');
    expect(copied.text.split('\n')[0]).toBe('Camille Laurent');
  });

  test('the slogans and signatures pages have no serious accessibility violation', async ({ page }) => {
    for (const path of ['/resources/slogans', '/resources/signatures']) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path} ${v.id}`);
      expect(serious).toEqual([]);
    }
  });


  test('the marketing resources fit a phone screen @mobile', async ({ page }) => {
    await openMarketingResources(page);
    await expect(cards(page).getByText('1 / 2')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
