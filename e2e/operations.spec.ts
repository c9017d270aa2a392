import { expect, test, type Page } from './support/test';
import { loginAsAdmin, openAdminSection } from './support/admin';
import { expectNoHorizontalOverflow } from './support/layout';

/** The toast region appears once the public page is hydrated and its error listeners are on. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();
}

test.describe('operations panels', () => {
  test('an admin reads the real connections and environments, opens a persona and a document', async ({ page }) => {
    await loginAsAdmin(page);

    const database = await openAdminSection(page, 'servers-database');
    await expect(database.getByRole('table', { name: 'Connexions de cette instance' })).toBeVisible();
    const main = database.getByRole('row').filter({ hasText: 'Base principale' });
    await expect(main).toContainText('SQLite');
    await expect(main).toContainText('Connecté');
    await expect(database.getByRole('row').filter({ hasText: 'Redis' })).toContainText('Non configuré');
    await expect(database.getByText(/^Dernière vérification\s: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

    const servers = await openAdminSection(page, 'servers-mcp');
    for (const label of ['Production', 'Préproduction', 'Développement']) {
      const tile = servers.getByRole('article', { name: `Environnement ${label}` });
      await expect(tile).toContainText('Non configuré');
      await expect(tile).toContainText('ssh utilisateur@hôte');
    }
    const models = await openAdminSection(page, 'ai-models');
    await expect(models.getByRole('article', { name: 'Anna — réponses prédéfinies' })).toContainText('Requêtes ce mois');

    const personas = await openAdminSection(page, 'personas');
    await expect(personas.getByRole('button', { name: /^Ouvrir le persona/ })).toHaveCount(10);
    await personas.getByRole('button', { name: /^Ouvrir le persona Laurent Mercier/ }).click();
    const persona = page.getByRole('dialog', { name: "Laurent Mercier — Directeur des systèmes d'information" });
    await expect(persona.getByRole('heading', { name: 'Objectifs' })).toBeVisible();
    await expect(persona).toContainText('DORA');
    await page.keyboard.press('Escape');
    await expect(persona).toBeHidden();

    const docs = await openAdminSection(page, 'documentation-general');
    await expect(docs.getByRole('button', { name: /^Ouvrir le document/ })).toHaveCount(6);
    await docs.getByRole('button', { name: 'Ouvrir le document Workflows n8n' }).click();
    const doc = page.getByRole('dialog', { name: 'Workflows n8n' });
    await expect(doc.getByRole('heading', { name: 'Pourquoi n8n' })).toBeVisible();
    await expect(doc).toContainText('Traitement des factures fournisseurs');
  });

  test('the converters turn an image into WebP in the browser and say when AVIF cannot be encoded', async ({ page }) => {
    await loginAsAdmin(page);
    const converters = await openAdminSection(page, 'tools-converters');
    // A 40 × 30 PNG drawn by the browser itself: no fixture file needed.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 30;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#60a5fa';
      context.fillRect(0, 0, 40, 30);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await converters.getByLabel('Image source').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    await converters.getByRole('button', { name: 'Convertir' }).click();
    await expect(converters.getByRole('link', { name: 'Télécharger logo.webp' })).toBeVisible();

    await converters.getByLabel('Format').selectOption('image/avif');
    await converters.getByRole('button', { name: 'Convertir' }).click();
    const avifSupported = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 2;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/avif'));
      return blob?.type === 'image/avif';
    });
    if (avifSupported) await expect(converters.getByRole('link', { name: 'Télécharger logo.avif' })).toBeVisible();
    else await expect(converters.getByRole('alert')).toHaveText("Ce navigateur ne sait pas encoder l'AVIF : choisissez WebP ou utilisez un autre navigateur.");

    await converters.getByLabel('Image source').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('texte') });
    await expect(converters.getByRole('alert')).toHaveText('Format non pris en charge : choisissez une image PNG, JPEG, WebP, GIF, AVIF ou BMP.');
  });

  test('a missing persona file says so in French', async ({ page }) => {
    await page.route('**/resources/personas/cto-startup.md', (route) => route.fulfill({ status: 404, body: 'absent' }));
    await loginAsAdmin(page);
    await (await openAdminSection(page, 'personas')).getByRole('button', { name: /^Ouvrir le persona Thomas Nguyen/ }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Erreur lors du chargement du persona: fichier introuvable (404)');
  });

  test('a script error on the public site shows up in the error check', async ({ page }) => {
    const marker = `Erreur forcée ${Date.now()}`;
    await openHydrated(page, '/faq');
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/client-errors') && response.status() === 201);
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, marker);
    await reported;

    await loginAsAdmin(page);
    const panel = await openAdminSection(page, 'development-code');
    const row = panel.getByRole('row', { name: new RegExp(`^Voir le détail de l'erreur : .*${marker}$`) });
    await expect(row).toContainText('Navigateur');
    await expect(row).toContainText('Erreur de script');
    await expect(row).toContainText('/faq');
    await row.click();
    const detail = page.getByRole('dialog', { name: "Détail de l'erreur" });
    await expect(detail).toContainText(marker);
  });

  test('a redirect loop is logged and reported without stopping the visitor', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const reported = page.waitForRequest((request) => request.url().endsWith('/api/client-errors') && request.postDataJSON()?.kind === 'redirect-loop');
    const path = `/faq?boucle=${Date.now()}`;
    // A real loop reloads within milliseconds; this machine takes seconds to load a page, so its clock stands still.
    await page.clock.setFixedTime(new Date());
    for (let load = 0; load < 7; load += 1) await openHydrated(page, path);
    const request = await reported;
    expect(request.postDataJSON()).toMatchObject({ kind: 'redirect-loop', message: `Boucle de redirection détectée : ${path} chargée 7 fois en 10 s` });
    expect(warnings).toContain(`Boucle de redirection détectée : ${path} chargée 7 fois en 10 s`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('@mobile the persona viewer and the converters fit a phone', async ({ page }) => {
  await loginAsAdmin(page);
  const converters = await openAdminSection(page, 'tools-converters');
  await converters.getByRole('textbox', { name: 'Couleur (hex, rgb() ou hsl())' }).fill('rgb(96, 165, 250)');
  await expect(converters.getByText('#60a5fa')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await (await openAdminSection(page, 'personas')).getByRole('button', { name: /^Ouvrir le persona Claire Dumont/ }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Profil' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
