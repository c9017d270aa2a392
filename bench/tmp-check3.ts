import { chromium, devices } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  await page.goto('http://127.0.0.1:3010' + path);
  await page.waitForTimeout(1200);
  const info = await page.evaluate(() => {
    const out: string[] = [];
    for (const e of document.querySelectorAll('body *')) {
      const r = e.getBoundingClientRect();
      if (r.right > 391 && r.width < 380) out.push(`${e.tagName}.${String((e as HTMLElement).className).slice(0, 90)} L${Math.round(r.left)} R${Math.round(r.right)}`);
    }
    return [document.documentElement.scrollWidth, window.innerWidth, out.slice(0, 6)];
  });
  console.log(path, JSON.stringify(info, null, 1));
  await page.close();
}
await browser.close();
