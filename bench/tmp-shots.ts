import { chromium, devices } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [path, device = 'phone', ...offsets] = process.argv.slice(2);
const page = await browser.newPage(device === 'phone' ? { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 } : { viewport: { width: 1440, height: 900 } });
await page.goto('http://127.0.0.1:3010' + path, { waitUntil: 'networkidle' });
for (const y of offsets.length ? offsets : ['0']) {
  await page.evaluate((top) => window.scrollTo({ top: Number(top), behavior: 'instant' }), y);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/v-${device}-${y}.png` });
}
await browser.close();
