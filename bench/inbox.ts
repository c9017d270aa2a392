/**
 * Lead inbox under load: 10,000 requests in a temporary SQLite database, then
 * the p95 latency of GET /api/admin/callback-requests (first page, a filtered
 * deep page, and the pending count) measured with autocannon.
 * Called by bench/run.ts; the target is a p95 under 50 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/database';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
}
type Autocannon = (options: object, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ROWS = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONNECTIONS = 10;
const PASSWORD = 'Bench-Admin-Password-1';

async function seed(url: string): Promise<void> {
  const db = createDatabase({ url });
  const { migrateToLatest } = await import('../server/db/migrate');
  await migrateToLatest(db);
  const start = Date.now() - ROWS * 60_000;
  const statuses = ['pending', 'completed', 'cancelled'] as const;
  for (let offset = 0; offset < ROWS; offset += 500) {
    const rows = Array.from({ length: 500 }, (_, i) => {
      const n = offset + i;
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
    });
    await db.insertInto('callbackRequests').values(rows).execute();
  }
  await db.destroy();
}

function run(url: string, token: string): Promise<{ p95: number; p50: number; p99: number; rps: number; failures: number }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, amount: REQUESTS, headers: { 'x-api-key': token } }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
      resolve({ p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: result.requests.average, failures: result.non2xx + result.errors });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Returns the section of docs/BENCHMARKS.md for the inbox. */
export async function benchInbox(): Promise<string> {
  const lines: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-inbox-'));
  const databaseUrl = `file:${join(dir, 'inbox.sqlite')}`;
  try {
    await seed(databaseUrl);
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, ADMIN_PASSWORD: PASSWORD, RATE_LIMITS: 'off', LOG_LEVEL: 'silent', PORT: '0', SITE_DIR: join(dir, 'no-site') });
    const app = await buildApp(config, { logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const login = await fetch(`${address}/api/security/check-admin-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const scenarios = [
        ['first page', '/api/admin/callback-requests'],
        ['callbacks pending, page 100 of 10', '/api/admin/callback-requests?source=callback&status=pending&page=100&limit=10'],
        ['pending count', '/api/admin/callback-requests/count-pending?source=callback'],
      ] as const;
      lines.push(`${ROWS} stored requests, ${REQUESTS} calls per scenario over ${CONNECTIONS} connections, authenticated by API token. Target: p95 < 50 ms.`, '');
      lines.push('| scénario | p50 ms | p95 ms | p99 ms | req/s | échecs | résultat |', '|---|---|---|---|---|---|---|');
      for (const [label, path] of scenarios) {
        const r = await run(`${address}${path}`, token);
        const met = r.p95 < 50 && r.failures === 0;
        lines.push(`| ${label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${r.failures} | ${met ? 'atteint' : '**non atteint**'} |`);
        process.stdout.write(`Inbox ${label}: p95 ${r.p95.toFixed(1)} ms\n`);
      }
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines.join('\n');
}
