/**
 * Campaigns at scale: 300 tracking links in 100 campaigns (and 20 without one), 300,000 counted visits and 3,000
 * leads carrying their codes over 60 days, in a temporary SQLite database served by the production server in its
 * own process; the campaign view of 30 days, one campaign read alone, the view of one day (with its hours) and one
 * campaign's CSV export, each asked five times in a row while health answers are asked beside
 * (event-loop-pauses.ts); then the view of 30 days on a base where one campaign holds half of the visits. Called by bench/run.ts; run
 * alone with `npx tsx bench/campaigns.ts`, which writes its section. Target: the slowest health answer under 50 ms
 * (docs/decisions/0507, 0568).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parisToday } from '../domain/paris-time';
import { adminToken, seedDatabase } from './admin-api';
import { benchReadPause } from './event-loop-pauses';
import { replaceSection } from './report';
import { startBenchServer } from './server';

const CAMPAIGNS = 100;
const LINKS_PER_CAMPAIGN = 3;
const LINKS = CAMPAIGNS * LINKS_PER_CAMPAIGN + 20;
const VISITS = Number(process.env.BENCH_CAMPAIGN_VISITS ?? 300_000);
const LEADS = 3_000;
const DAYS = 60;
const referrers = [null, 'www.google.com', 'www.linkedin.com', 'www.facebook.com'];
const devices = ['desktop', 'mobile', 'tablet'] as const;

const codeOf = (n: number) => `camp${String(n).padStart(4, '0')}`;
const campaignOf = (n: number) => (n < CAMPAIGNS * LINKS_PER_CAMPAIGN ? `campagne-${Math.floor(n / LINKS_PER_CAMPAIGN)}` : '');
const instantOf = (n: number, count: number, now: number) => new Date(now - Math.floor((n * DAYS * 86_400_000) / count));

function link(n: number, now: number) {
  const campaign = campaignOf(n);
  const createdAt = new Date(now - (DAYS + 1) * 86_400_000).toISOString();
  return {
    trackingCode: codeOf(n),
    clientName: `Client ${n}`,
    description: `Lien ${n}`,
    campaign,
    source: n % 2 === 0 ? 'linkedin' : 'salon',
    medium: n % 2 === 0 ? 'social' : 'print',
    searchText: `client ${n} lien ${n} ${campaign}`,
    isActive: 1,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Visits spread evenly over the links, or with `concentrated` half of them on the three links of `campagne-0`. */
function visit(n: number, now: number, concentrated: boolean) {
  const createdAt = instantOf(n, VISITS, now);
  return {
    linkId: concentrated && n % 2 === 0 ? (n % LINKS_PER_CAMPAIGN) + 1 : (n % LINKS) + 1,
    kind: n % 5 === 0 ? ('scan' as const) : ('click' as const),
    day: parisToday(createdAt),
    createdAt: createdAt.toISOString(),
    visitorKey: `visiteur-${n % 40_000}`,
    referrer: referrers[n % referrers.length] ?? null,
    device: devices[n % devices.length] ?? null,
  };
}

function lead(n: number, now: number) {
  const code = codeOf((n * 7) % LINKS);
  return {
    source: n % 2 === 0 ? ('contact' as const) : ('callback' as const),
    name: `Prospect ${n}`,
    email: `prospect${n}@exemple.fr`,
    phone: '06 12 34 56 78',
    company: `Entreprise ${n}`,
    status: 'pending' as const,
    notes: `Message ${n}`,
    createdAt: instantOf(n, LEADS, now).toISOString(),
    campaignSource: 'linkedin',
    campaignMedium: 'social',
    campaignName: campaignOf((n * 7) % LINKS) || null,
    campaignCode: code,
  };
}

export const CAMPAIGNS_TITLE = 'Campaigns at scale (GET /api/admin/campaigns/stats and its export)';

/** Seeds a base (visits spread, or half of them on one campaign), serves it and measures `paths` on it. */
async function measureBase(port: number, concentrated: boolean, paths: (today: string) => string[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-campaigns-'));
  const databaseFile = join(dir, 'campaigns.sqlite');
  const url = `file:${databaseFile}`;
  try {
    const now = Date.now();
    await seedDatabase(url, LINKS, (db, first, count) =>
      db.insertInto('trackingLinks').values(Array.from({ length: count }, (_, i) => link(first + i, now))).execute(),
    );
    await seedDatabase(url, LEADS, (db, first, count) =>
      db.insertInto('callbackRequests').values(Array.from({ length: count }, (_, i) => lead(first + i, now))).execute(),
    );
    await seedDatabase(url, VISITS, (db, first, count) =>
      db.insertInto('trackingLinkClicks').values(Array.from({ length: count }, (_, i) => visit(first + i, now, concentrated))).execute(),
    );
    const server = await startBenchServer(port, { SITE_DIR: join(dir, 'no-site') }, databaseFile);
    try {
      const token = await adminToken(server.url);
      const lines = [];
      for (const path of paths(parisToday(new Date(now)))) lines.push(`- ${await benchReadPause(server.url, token, path)}`);
      return lines;
    } finally {
      await server.stop();
    }
  } finally {
    if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
    else process.stdout.write(`${databaseFile}\n`);
  }
}

/** Returns the section of docs/BENCHMARKS.md for the campaigns at scale. */
export async function benchCampaigns(port = Number(process.env.BENCH_PORT ?? 3200) + 10): Promise<string> {
  const spread = await measureBase(port, false, (today) => [
    '/api/admin/campaigns/stats',
    '/api/admin/campaigns/stats/campaign?campaign=campagne-50',
    `/api/admin/campaigns/stats?from=${today}&to=${today}`,
    '/api/admin/campaigns/stats/export?campaign=campagne-1',
  ]);
  // The view reads the busiest campaign in full through its links: its cost when that campaign holds half the visits.
  const concentrated = await measureBase(port, true, () => ['/api/admin/campaigns/stats']);
  return [
    `${LINKS} tracking links in ${CAMPAIGNS} campaigns (and ${LINKS - CAMPAIGNS * LINKS_PER_CAMPAIGN} without one), ${VISITS} counted visits and ${LEADS} leads carrying their codes over ${DAYS} days (SQLite), production server in its own process.`,
    '',
    ...spread,
    '',
    `The same base with half of the visits on the three links of one campaign (\`campagne-0\`), the busiest, which the view reads in full:`,
    '',
    ...concentrated,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const body = await benchCampaigns();
  process.stdout.write(`${body}\n`);
  writeFileSync('docs/BENCHMARKS.md', replaceSection(readFileSync('docs/BENCHMARKS.md', 'utf8'), { title: CAMPAIGNS_TITLE, body }));
}
