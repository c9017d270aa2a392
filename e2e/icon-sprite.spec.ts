import { expect, test, type Page } from './support/test';

/**
 * The icons are drawn from SVG symbols: a pre-rendered page holds those it shows, the others come from one
 * cached sprite file (docs/decisions/0292-icons-from-one-sprite.md).
 */
async function undrawnIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGUseElement>('svg.lucide use')]
      .filter((use) => (use.closest('svg') as SVGSVGElement).getBoundingClientRect().width > 0)
      .filter((use) => use.getBBox().width === 0)
      .map((use) => use.getAttribute('href') ?? ''),
  );
}

for (const path of ['/', '/workflows-assistants', '/contact']) {
  test(`the icons pre-rendered on ${path} point at symbols the page holds, so its first paint needs no sprite file`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const used = new Set([...html.matchAll(/<use href="([^"]*)"/g)].map(([, href]) => href as string));
    expect(used.size).toBeGreaterThan(3);
    for (const href of used) {
      expect(href).toMatch(/^#icone-[a-z0-9-]+$/);
      expect(html).toContain(`<symbol id="${href.slice(1)}"`);
    }
  });

  test(`every icon shown on ${path} is drawn once the page is hydrated`, async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await page.locator('svg.lucide use').count()).toBeGreaterThan(3);
    await expect.poll(() => undrawnIcons(page)).toEqual([]);
  });
}

test('an icon added after hydration, in the mobile menu, is drawn too, from the page or the sprite file', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => undrawnIcons(page)).toEqual([]);
});

test('the admin, rendered in the browser, draws its icons from the sprite file: an immutable SVG sent compressed', async ({ page, request }) => {
  await page.goto('/admin/login');
  await expect(page.locator('svg.lucide use').first()).toBeAttached();
  await expect.poll(() => undrawnIcons(page)).toEqual([]);
  const href = await page.locator('svg.lucide use').first().getAttribute('href');
  const url = (href ?? '').split('#')[0] ?? '';
  expect(href).toMatch(/^\/assets\/icons-[0-9a-f]{8}\.svg#icone-[a-z0-9-]+$/);
  const response = await request.get(url, { headers: { 'accept-encoding': 'br' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['content-encoding']).toBe('br');
});

test("an icon keeps lucide's stroke, and a filled star its fill, through the stylesheet", async ({ page }) => {
  await page.goto('/');
  const styles = await page.evaluate(() => {
    const read = (svg: Element | null) => {
      const style = getComputedStyle(svg as Element);
      return { fill: style.fill, stroke: style.stroke, color: style.color, width: style.strokeWidth, cap: style.strokeLinecap, join: style.strokeLinejoin };
    };
    const plain = [...document.querySelectorAll('svg.lucide')].find((svg) => !svg.getAttribute('style'));
    const star = [...document.querySelectorAll('svg.lucide')].find((svg) => svg.querySelector('use')?.getAttribute('href') === '#icone-star');
    return { plain: read(plain ?? null), star: read(star ?? null) };
  });
  expect(styles.plain).toEqual({ fill: 'none', stroke: styles.plain.color, color: styles.plain.color, width: '2px', cap: 'round', join: 'round' });
  expect(styles.star.fill).toBe(styles.star.color);
});
