import { chromium, devices } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
await page.goto('http://127.0.0.1:3010/workflows-assistants');
await page.waitForTimeout(1500);
const card = page.getByRole('article', { name: 'Hugo Bernard', exact: true });
console.log('count', await card.count());
const btn = card.getByRole('button', { name: 'Ajouter à la sélection' });
console.log('btn count', await btn.count(), 'box', await btn.boundingBox(), 'visible', await btn.isVisible());
console.log('before scroll', await page.evaluate(() => document.documentElement.scrollWidth)); await btn.scrollIntoViewIfNeeded(); await page.waitForTimeout(500); console.log('after scroll', await page.evaluate(() => document.documentElement.scrollWidth));
try { await btn.click({ timeout: 5000 }); console.log('clicked'); } catch (e) { console.log('click failed', String(e).slice(0, 600)); }
console.log('scrollWidth', await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth, window.visualViewport?.scale]));
console.log(await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => { const r = e.getBoundingClientRect(); return r.right > 392 && r.left > 10; }).slice(0, 5).map((e) => e.tagName + ' ' + (e.className?.toString?.() ?? '').slice(0, 120) + ' ' + Math.round(e.getBoundingClientRect().right))));
const link = page.getByRole('link', { name: '1 solution sélectionnée' });
const box = await link.boundingBox(); console.log('link box', box);
console.log(await page.evaluate(({x,y}) => { const e = document.elementFromPoint(x,y); return e?.outerHTML.slice(0,200); }, { x: box!.x + box!.width/2, y: box!.y + box!.height/2 }));
await page.screenshot({ path: '/tmp/cv.png' });
try { await link.click({ timeout: 4000 }); console.log('link clicked', page.url()); } catch (e) { console.log('link click failed'); }
await browser.close();
