import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const run = await lighthouse(`http://127.0.0.1:3010${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
  const a = run!.lhr.audits;
  const m = (k: string) => `${k}=${Math.round(a[k]?.numericValue ?? 0)}(${a[k]?.score})`;
  console.log(path, run!.lhr.categories.performance?.score, ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'].map(m).join(' '));
  const lcpEl = (a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet;
  console.log('  LCP element', lcpEl);
  const phases = (a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items;
  console.log('  phases', JSON.stringify(phases));
  const net = (a['network-requests']?.details as any)?.items?.map((i: any) => `${i.resourceType} ${Math.round(i.transferSize)} ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.url.replace('http://127.0.0.1:3010', '')}`);
  console.log('  ' + net.join('\n  '));
  const lt = (a['long-tasks']?.details as any)?.items?.map((i: any) => `${Math.round(i.startTime)}+${Math.round(i.duration)} ${i.url}`);
  console.log('  long tasks', lt?.join(' | '));
  writeFileSync(`/tmp/lh-${path.replace(/\W/g, '_')}.json`, JSON.stringify(run!.lhr));
}
chrome.kill();
