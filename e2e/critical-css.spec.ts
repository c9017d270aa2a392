import { pageVocabulary, splitStylesheet } from '../scripts/critical-css';
import { expect, test, type Page } from './support/test';

/**
 * A pre-rendered page carries the rules its markup can use and loads the rest once hydrated
 * (scripts/critical-css.ts, docs/decisions/0009-first-visit-weight.md).
 */

/** Every computed style of the body's elements, and the visible ones of their pseudo-elements, one line per element. */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pseudoProperties = ['content', 'display', 'position', 'inset', 'width', 'height', 'color', 'background-color', 'border-color', 'opacity', 'transform'];
    return [...document.querySelectorAll('html, body, body *')].map((element) => {
      const style = getComputedStyle(element);
      const properties: string[] = [];
      for (let index = 0; index < style.length; index += 1) {
        const name = style[index] as string;
        properties.push(`${name}:${style.getPropertyValue(name)}`);
      }
      for (const pseudo of ['::before', '::after']) {
        const pseudoStyle = getComputedStyle(element, pseudo);
        for (const name of pseudoProperties) properties.push(`${pseudo}${name}:${pseudoStyle.getPropertyValue(name)}`);
      }
      return `${element.tagName}|${properties.sort().join(';')}`;
    });
  });
}

function differences(expected: string[], actual: string[]): string[] {
  if (expected.length !== actual.length) return [`${actual.length} éléments au lieu de ${expected.length}`];
  return expected.flatMap((line, index) => {
    if (line === actual[index]) return [];
    const wanted = new Set(line.split(';'));
    return [`${line.split('|')[0]} n°${index} : ${(actual[index] ?? '').split(';').filter((part) => !wanted.has(part)).slice(0, 3).join(' ')}`];
  });
}

for (const path of ['/', '/contact', '/workflows-assistants']) {
  test(`${path} is drawn the same by its inline rules, alone or with the rest, as by the whole stylesheet`, async ({ browser, request, baseURL }) => {
    // The catalogue holds about 2,600 elements, read six times.
    test.slow();
    const served = await (await request.get(path)).text();
    const wholeHref = /<link rel="stylesheet" disabled="" href="([^"#]+)/.exec(served)?.[1];
    const restHref = /data-rest-href="([^"]+)"/.exec(served)?.[1];
    expect(wholeHref).toBeDefined();
    expect(restHref).toBeDefined();
    const whole = await (await request.get(wholeHref as string)).text();
    const inline = /<style[^>]*>([\s\S]*?)<\/style>/.exec(served)?.[1] ?? '';
    expect(inline.length).toBeLessThan(whole.length / 2);

    const variants = {
      whole: served.replace(/<style[^>]*>[\s\S]*?<\/style>/, () => `<style>${whole}</style>`),
      inline: served,
      inlineAndRest: served.replace('</head>', `<link rel="stylesheet" href="${restHref}"></head>`),
    };
    const url = `${baseURL}${path}`;
    for (const width of [390, 1440]) {
      // Without scripts, so that only the stylesheets differ; animations end at once.
      const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce', viewport: { width, height: 900 } });
      const page = await context.newPage();
      const styles: Record<string, string[]> = {};
      for (const [name, html] of Object.entries(variants)) {
        await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
        await page.goto(url, { waitUntil: 'load' });
        styles[name] = await computedStyles(page);
        await page.unroute(url);
      }
      await context.close();
      expect(differences(styles.whole as string[], styles.inline as string[]), `${width} px, règles intégrées seules`).toEqual([]);
      expect(differences(styles.whole as string[], styles.inlineAndRest as string[]), `${width} px, avec le reste`).toEqual([]);
    }
  });
}

test('a first visit paints without waiting for any stylesheet, then applies the rest of the rules once hydrated', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/contact');
  const restHref = await page.locator('style[data-rest-href]').getAttribute('data-rest-href');
  // Applied once hydrated: one file, whatever the number of requests the browser reports.
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(new Set(stylesheets)).toEqual(new Set([restHref]));
  await expect(page.locator('link[rel="stylesheet"][disabled]')).toHaveCount(1);
  const timings = await page.evaluate((href) => {
    const rest = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(href as string));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const rules = [...document.styleSheets].find((sheet) => sheet.href?.endsWith(href as string))?.cssRules.length ?? 0;
    const blocking = rest && 'renderBlockingStatus' in rest ? String(rest.renderBlockingStatus) : 'unknown';
    return { restStart: rest?.startTime ?? -1, paint: paint?.startTime ?? Number.POSITIVE_INFINITY, rules, blocking };
  }, restHref);
  // The paint never waits for the rest: the browser reports its request as not blocking the render. On a quiet
  // machine it even starts after the first paint; on a loaded one the paint itself can come after hydration.
  expect(timings.blocking).toBe('non-blocking');
  expect(timings.paint).toBeLessThan(Number.POSITIVE_INFINITY);
  expect(timings.rules).toBeGreaterThan(0);
});

test("an element drawn later with classes from both parts keeps the stylesheet's cascade", async ({ page }) => {
  // `hidden` comes before `md:flex` in the stylesheet; a page holding only `md:flex` keeps `hidden` for later.
  const stylesheet =
    '@layer theme,base,components,utilities;@layer utilities{.hidden{display:none}.block{display:block}.text-white{color:#fff}@media (min-width:48rem){.md\\:flex{display:flex}}}';
  const { critical, rest } = splitStylesheet(stylesheet, pageVocabulary('<p class="md:flex text-white">x</p>'));
  expect(rest).toContain('.hidden');
  const displayAt = async (width: number, sheets: string[]) => {
    await page.setViewportSize({ width, height: 700 });
    await page.setContent(`<html><head>${sheets.map((css) => `<style>${css}</style>`).join('')}</head><body><p id="drawn-later" class="hidden md:flex">x</p></body></html>`);
    return page.locator('#drawn-later').evaluate((element) => getComputedStyle(element).display);
  };
  for (const width of [390, 1440]) {
    expect(await displayAt(width, [critical, rest])).toBe(await displayAt(width, [stylesheet]));
  }
  expect(await displayAt(1440, [critical, rest])).toBe('flex');
  expect(await displayAt(390, [critical, rest])).toBe('none');
});
