import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './support/test';
import { loginAsAdmin, openAdminSection } from './support/admin';
import { expectNoHorizontalOverflow } from './support/layout';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const pngSize = (png: Buffer) => {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

/** Loads an image in the browser, as anyone opening the file would, and answers its natural size. */
const decodedSize = (page: Page, dataUrl: string) =>
  page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, dataUrl);

const read = async (download: Download) => readFile(await download.path());

test.describe('QR codes', () => {
  test('an admin makes a code, saves it, reloads, loads it again and downloads it as PNG and SVG', async ({ page }) => {
    test.slow(); // save, reload, load and two downloads
    const name = `Affiche ${Date.now().toString(36)}`;
    await loginAsAdmin(page);
    const section = await openAdminSection(page, 'tools-qr-generator');

    await expect(section.getByLabel('URL ou texte')).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await section.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByText('Veuillez spécifier un nom et une URL')).toBeVisible();

    await section.getByLabel('Nom du QR code').fill(name);
    await section.getByLabel('URL ou texte').fill('https://www.exemple.fr/offre');
    await section.getByLabel('Taille (px)').fill('900');
    await expect(section.getByText('La taille doit être comprise entre 100 et 800 pixels')).toBeVisible();
    await section.getByLabel('Taille (px)').fill('300');
    await section.getByLabel('Marge').fill('2');
    await section.getByLabel("Niveau de correction d'erreur").selectOption('Q');
    const preview = section.getByTestId('qr-preview');
    await expect.poll(async () => (await decodedSize(page, (await preview.getAttribute('src')) ?? '')).width).toBe(300);

    await section.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByText('QR code sauvegardé avec succès')).toBeVisible();
    // The name is cleared for the next code (back-office §9); the saved code downloads under its name.
    await expect(section.getByLabel('Nom du QR code')).toHaveValue('');
    await expect(section.getByRole('button', { name: `Charger ${name}` })).toBeVisible();
    await expect(section.getByRole('link', { name: `Télécharger ${name}` })).toHaveAttribute('download', /^qr-affiche-[a-z0-9]+\.png$/);

    await page.reload();
    await openAdminSection(page, 'tools-qr-generator');
    await expect(section.getByLabel('Taille (px)')).toHaveValue('200');
    await section.getByRole('button', { name: `Charger ${name}` }).click();
    await expect(page.getByText('QR code chargé')).toBeVisible();
    await expect(section.getByLabel('Nom du QR code')).toHaveValue(name);
    await expect(section.getByLabel('URL ou texte')).toHaveValue('https://www.exemple.fr/offre');
    await expect(section.getByLabel('Taille (px)')).toHaveValue('300');
    await expect(section.getByLabel('Marge')).toHaveValue('2');
    await expect(section.getByLabel("Niveau de correction d'erreur")).toHaveValue('Q');

    const [pngDownload] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Télécharger PNG' }).click()]);
    await expect(page.getByText('QR code téléchargé')).toBeVisible();
    const png = await read(pngDownload);
    expect(pngDownload.suggestedFilename()).toMatch(/^qr-affiche-[a-z0-9]+\.png$/);
    expect(pngSize(png)).toEqual({ width: 340, height: 340 });
    expect(await decodedSize(page, `data:image/png;base64,${png.toString('base64')}`)).toEqual({ width: 340, height: 340 });

    const [svgDownload] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Télécharger SVG' }).click()]);
    await expect(page.getByText('QR code SVG téléchargé')).toBeVisible();
    const svg = (await read(svgDownload)).toString('utf8');
    expect(svgDownload.suggestedFilename()).toMatch(/\.svg$/);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="340" height="340"/);
    expect(await decodedSize(page, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)).toEqual({ width: 340, height: 340 });

    await section.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(section.getByLabel('Taille (px)')).toHaveValue('200');
    await expect(section.getByLabel('Marge')).toHaveValue('4');

    await section.getByRole('button', { name: `Supprimer ${name}` }).click();
    await expect(page.getByText('Êtes-vous sûr de vouloir supprimer ce QR code?')).toBeVisible();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page.getByText('QR code supprimé avec succès')).toBeVisible();
    await expect(section.getByRole('button', { name: `Charger ${name}` })).toHaveCount(0);
  });

  test('a tracking link gets its own QR code with the scan marker, saved with the link, whose scans the library shows', async ({ page }) => {
    test.slow(); // creates a link, saves its code, scans it and reads the library again
    const clientName = `Vitrine ${Date.now().toString(36)}`;
    await loginAsAdmin(page);
    const links = await openAdminSection(page, 'tracking-links');
    await links.getByRole('button', { name: 'Nouveau lien' }).click();
    await page.getByRole('dialog').getByLabel('Nom du client').fill(clientName);
    await page.getByRole('dialog').getByRole('button', { name: 'Créer le lien' }).click();
    await expect(page.getByText('Lien créé avec succès')).toBeVisible();
    await links.getByRole('button', { name: `QR code du lien de ${clientName}` }).click();
    const qr = page.locator('#tools-qr-generator');
    await expect(qr.getByLabel('URL ou texte')).toHaveValue(/\/t\/[a-z0-9]{8}\?qr=1$/);
    await expect(qr.getByLabel('Nom du QR code')).toHaveValue(`QR ${clientName}`);
    await expect(qr.getByTestId('qr-linked')).toBeVisible();
    const scanUrl = await qr.getByLabel('URL ou texte').inputValue();
    await qr.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByText('QR code sauvegardé avec succès')).toBeVisible();

    const scanned = await page.request.get(scanUrl, { maxRedirects: 0, headers: { 'user-agent': PHONE } });
    expect(scanned.status()).toBe(302);
    await page.reload();
    await openAdminSection(page, 'tools-qr-generator');
    const saved = page.getByRole('list', { name: 'QR codes sauvegardés' }).getByRole('listitem').filter({ hasText: `QR ${clientName}` });
    await expect(saved.getByTestId('qr-scan-count')).toHaveText('1 scan');
    await saved.getByRole('button', { name: `Statistiques du lien de QR ${clientName}` }).click();
    const stats = page.getByRole('dialog', { name: `Statistiques : ${clientName}` });
    await expect(stats.getByText('Scans QR', { exact: true }).first()).toBeVisible();
    await expect(stats.getByRole('table', { name: `Visites par jour du lien ${clientName}` }).getByRole('row').nth(1).getByRole('cell')).toHaveText([
      /\d{2}\/\d{2}\/\d{4}/,
      '0',
      '1',
      '1',
      '0',
    ]);
  });

  test('the generator fits a phone screen @mobile', async ({ page }) => {
    await loginAsAdmin(page);
    await openAdminSection(page, 'tools-qr-generator');
    await expect(page.locator('#tools-qr-generator').getByTestId('qr-preview')).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
