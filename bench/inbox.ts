/**
 * Lead inbox under load: 10,000 requests in a temporary SQLite database, served by the production server in its
 * own process; the p95 latency of GET /api/admin/callback-requests (first page, a filtered deep page, and the
 * pending count) measured with autocannon.
 * Called by bench/run.ts; the target is a p95 under 50 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminToken, measureLatency, seedDatabase, WARM_UP_CALLS } from './admin-api';
import { startBenchServer } from './server';

const ROWS = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONNECTIONS = 10;
const statuses = ['pending', 'completed', 'cancelled'] as const;

function request(n: number, start: number) {
  return {
    source: n % 3 === 0 ? ('contact' as const) : ('callback' as const),
    name: `Prospect ${n}`,
    email: `prospect${n}@exemple.fr`,
    phone: n % 4 === 0 ? 'Non fourni' : '06 12 34 56 78',
    company: `Entreprise ${n % 200}`,
    preferredTime: n % 3 === 0 ? null : new Date(start + n * 60_000 + 86_400_000).toISOString(),
    status: statuses[n % 3] as (typeof statuses)[number],
    notes: `Sujet: Demande ${n}\n\nMessage:\nNous voulons automatiser nos devis (${n}).`,
    createdAt: new Date(start + n * 60_000).toISOString(),
  };
}

/** Returns the section of docs/BENCHMARKS.md for the inbox. */
export async function benchInbox(port = Number(process.env.BENCH_PORT ?? 3200) + 2): Promise<string> {
  const lines: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-inbox-'));
  const databaseFile = join(dir, 'inbox.sqlite');
  try {
    const start = Date.now() - ROWS * 60_000;
    await seedDatabase(`file:${databaseFile}`, ROWS, (db, first, count) =>
      db.insertInto('callbackRequests').values(Array.from({ length: count }, (_, i) => request(first + i, start))).execute(),
    );
    const server = await startBenchServer(port, { SITE_DIR: join(dir, 'no-site') }, databaseFile);
    try {
      const token = await adminToken(server.url);
      const scenarios = [
        ['first page', '/api/admin/callback-requests'],
        ['callbacks pending, page 100 of 10', '/api/admin/callback-requests?source=callback&status=pending&page=100&limit=10'],
        ['pending count', '/api/admin/callback-requests/count-pending?source=callback'],
      ] as const;
      lines.push(`${ROWS} stored requests, production server in its own process; ${REQUESTS} calls per scenario after ${WARM_UP_CALLS} not counted, over ${CONNECTIONS} connections, authenticated by API token. Target: p95 < 50 ms.`, '');
      lines.push('| scénario | p50 ms | p95 ms | p99 ms | req/s | échecs | résultat |', '|---|---|---|---|---|---|---|');
      for (const [label, path] of scenarios) {
        const r = await measureLatency(`${server.url}${path}`, token, REQUESTS, CONNECTIONS, server.pid);
        const met = r.p95 < 50 && r.failures === 0;
        lines.push(`| ${label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${r.failures} | ${met ? 'atteint' : '**non atteint**'} |`);
        process.stdout.write(`Inbox ${label}: p95 ${r.p95.toFixed(1)} ms\n`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines.join('\n');
}
