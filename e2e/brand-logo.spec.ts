import { expect, test, type Page } from './support/test';

const header = (page: Page) => page.getByRole('banner');
const logoBox = (page: Page) => header(page).locator('[data-logo-state]');

function collectWarnings(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  return messages;
}

test.describe('brand logo', () => {
  test('the pre-rendered header carries the image logo with its size, and it loads', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<img src="\/images\/logos\/synapse-logo-dark\.svg" width="150" height="40" alt="Synapse IA"/);
    await page.goto('/');
    const logo = header(page).getByRole('link', { name: 'Synapse IA' }).getByRole('img', { name: 'Synapse IA' });
    await expect(logo).toHaveAttribute('src', '/images/logos/synapse-logo-dark.svg');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(logoBox(page)).toHaveAttribute('data-logo-state', 'found');
  });

  test('a missing logo file shows the fallback image and logs it', async ({ page }) => {
    const messages = collectWarnings(page);
    await page.route('**/images/logos/synapse-logo-dark.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await expect(logoBox(page)).toHaveAttribute('data-logo-state', 'fallback');
    await expect(logoBox(page)).toHaveAttribute('data-logo-source', 'fallback');
    const image = header(page).getByRole('img', { name: 'Synapse IA' });
    await expect(image).toHaveAttribute('src', '/images/logos/synapse-logo-dark-480x128.png');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(messages).toContain('Aucun logo trouvé pour /images/logos/synapse-logo-dark.svg');
  });

  test('with the fallback image missing too, the text logo takes the same reserved space', async ({ page }) => {
    const messages = collectWarnings(page);
    await page.route('**/images/logos/synapse-logo-dark*', (route) => route.abort());
    await page.goto('/');
    await expect(logoBox(page)).toHaveAttribute('data-logo-source', 'text');
    await expect(header(page).getByRole('link', { name: 'Synapse IA' })).toHaveText('Synapse IA');
    const box = await logoBox(page).boundingBox();
    expect([box?.width, box?.height]).toEqual([150, 40]);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Aucun logo trouvé pour /images/logos/synapse-logo-dark.svg',
        'Aucun logo trouvé pour /images/logos/synapse-logo-dark-480x128.png',
      ]),
    );
  });

  test('GET /build/manifest.json lists the logo files', async ({ request }) => {
    const response = await request.get('/build/manifest.json');
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest.files['build/images/logos/synapse-logo-light.svg']).toBe('/images/logos/synapse-logo-light.svg');
    for (const logo of manifest.logos as Array<{ path: string }>) expect((await request.head(logo.path)).status(), logo.path).toBe(200);
  });
});
