/**
 * Site audience at scale: 300,000 analytics events over 60 days (page views, with a referrer, a device and now and
 * then a campaign, and clicks) in a temporary SQLite database, served by the production server in its own process;
 * the audience of 30 days, the same filtered by a device, and the dashboard's funnel, each asked five times in a row
 * while health answers are asked beside (event-loop-pauses.ts). Called by bench/run.ts; run alone with
 * `npx tsx bench/audience.ts`. Target: the slowest health answer under 50 ms (docs/decisions/0507).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { adminToken, seedDatabase } from './admin-api';
import { benchReadPause } from './event-loop-pauses';
import { startBenchServer } from './server';

const EVENTS = Number(process.env.BENCH_AUDIENCE_EVENTS ?? 300_000);
const DAYS = 60;
const VISITORS = 60_000;
const pages = ['/', '/contact', '/pricing', '/super-assistant', '/blog', '/faq', '/team', '/employees'];
const referrers = ['', 'https://www.google.com/', 'https://www.linkedin.com/', 'https://news.ycombinator.com/', 'https://www.bing.com/'];
const devices = ['desktop', 'mobile', 'tablet'];

function event(n: number, now: number) {
  const campaign = n % 20 === 0 ? { utm_source: 'linkedin', utm_campaign: 'salon' } : {};
  return {
    name: n % 10 === 9 ? 'cta_click' : 'page_view',
    page: pages[n % pages.length] as string,
    funnelStage: 'AWARENESS',
    visitorKey: `visiteur-${n % VISITORS}`,
    properties: JSON.stringify({ referrer: referrers[n % referrers.length], device: devices[n % devices.length], ...campaign }),
    createdAt: new Date(now - Math.floor((n * DAYS * 86_400_000) / EVENTS)).toISOString(),
  };
}

/** Returns the section of docs/BENCHMARKS.md for the audience at scale. */
export async function benchAudience(port = Number(process.env.BENCH_PORT ?? 3200) + 9): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-audience-'));
  const databaseFile = join(dir, 'audience.sqlite');
  try {
    const now = Date.now();
    await seedDatabase(`file:${databaseFile}`, EVENTS, (db, first, count) =>
      db.insertInto('analyticsEvents').values(Array.from({ length: count }, (_, i) => event(first + i, now))).execute(),
    );
    const server = await startBenchServer(port, { SITE_DIR: join(dir, 'no-site') }, databaseFile);
    try {
      const token = await adminToken(server.url);
      const lines = [`${EVENTS} analytics events over ${DAYS} days from ${VISITORS} visitor keys (SQLite), production server in its own process.`, ''];
      for (const path of ['/api/admin/dashboard/audience', '/api/admin/dashboard/audience?device=mobile', '/api/admin/dashboard/funnel']) {
        lines.push(`- ${await benchReadPause(server.url, token, path)}`);
      }
      return lines.join('\n');
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(`${await benchAudience()}\n`);
