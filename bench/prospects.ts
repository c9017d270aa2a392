/**
 * Prospects database under load: 100,000 prospects in a temporary SQLite database, then the p95 latency of
 * GET /api/admin/prospects (first page, a deep sorted page, an accent-free search) measured with autocannon,
 * and one CSV export of every row with its time and the process's peak RSS.
 * Called by bench/run.ts; run alone with `tsx bench/prospects.ts`. Targets: list p95 < 30 ms, search p95 < 50 ms,
 * export < 3 s and < 150 MB.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { searchTextOf } from '../domain/prospects/search-text';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';

interface AutocannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
}
type Autocannon = (options: object, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ROWS = Number(process.env.BENCH_PROSPECT_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONNECTIONS = 10;
const PASSWORD = 'Bench-Admin-Password-1';
const firstNames = ['Hélène', 'François', 'Zoé', 'Jérôme', 'Anaïs', 'Loïc', 'Camille', 'Noël', 'Inès', 'Gaël'];
const lastNames = ['Éluard', 'Garçon', 'Lefèvre', 'Bénard', 'Dupont', 'Müller', 'Crémieux', 'Faure', 'Rivière', 'Hébert'];
const statuses = ['Lead', 'Qualifié', 'À contacter', 'RDV planifié', 'Client', 'Inactif', 'Importé'];

async function seed(url: string): Promise<void> {
  const db = createDatabase({ url });
  await migrateToLatest(db);
  const start = Date.now() - ROWS * 60_000;
  for (let offset = 0; offset < ROWS; offset += 500) {
    const rows = Array.from({ length: Math.min(500, ROWS - offset) }, (_, i) => {
      const n = offset + i;
      const row = {
        nom: `${lastNames[n % 10]}${n % 7 === 0 ? '-Martin' : ''}`,
        prenom: firstNames[(n * 7) % 10] as string,
        email: `prospect${n}@entreprise${n % 500}.fr`,
        telephone: `06 ${String(n % 100).padStart(2, '0')} 12 34 56`,
        entreprise: `Société ${n % 2000}`,
      };
      return {
        ...row,
        fonction: n % 3 === 0 ? 'Directeur' : 'Responsable',
        source: n % 4 === 0 ? 'super-assistant' : 'import',
        dateAjout: new Date(start + n * 60_000).toISOString(),
        statut: statuses[n % 7] as string,
        isContacted: n % 2,
        commentaire: n % 5 === 0 ? `=Commentaire ${n}` : '',
        searchText: searchTextOf(row),
      };
    });
    await db.insertInto('prospects').values(rows).execute();
  }
  await db.destroy();
}

function run(url: string, token: string) {
  const times: number[] = [];
  return new Promise<{ p50: number; p95: number; p99: number; rps: number; failures: number }>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, amount: REQUESTS, headers: { 'x-api-key': token } }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
      resolve({ p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: result.requests.average, failures: result.non2xx + result.errors });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Downloads the whole export once, sampling this process's RSS while it streams. */
async function measureExport(address: string, token: string) {
  let peak = process.memoryUsage.rss();
  const baseline = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  const response = await fetch(`${address}/api/admin/prospects/export`, { headers: { 'x-api-key': token } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, rows: lines - 1, peakMb: peak / 1024 / 1024, baselineMb: baseline / 1024 / 1024 };
}

/** Returns the section of docs/BENCHMARKS.md for the prospects database. */
export async function benchProspects(): Promise<string> {
  const lines: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-prospects-'));
  const databaseUrl = `file:${join(dir, 'prospects.sqlite')}`;
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
        ['list, first page', '/api/admin/prospects?page=1&limit=10&sortField=id&sortOrder=asc', 30],
        ['list, page 5000 sorted by name desc', '/api/admin/prospects?page=5000&limit=10&sortField=nom&sortOrder=desc', 30],
        ['search "helene eluard"', `/api/admin/prospects?page=1&limit=10&search=${encodeURIComponent('helene eluard')}`, 50],
        ['search "societe 1999"', `/api/admin/prospects?page=1&limit=10&search=${encodeURIComponent('societe 1999')}`, 50],
      ] as const;
      lines.push(`${ROWS} stored prospects (SQLite), ${REQUESTS} calls per scenario over ${CONNECTIONS} connections, authenticated by API token.`, '');
      lines.push('| scénario | cible p95 | p50 ms | p95 ms | p99 ms | req/s | échecs | résultat |', '|---|---|---|---|---|---|---|---|');
      for (const [label, path, target] of scenarios) {
        const r = await run(`${address}${path}`, token);
        const met = r.p95 < target && r.failures === 0;
        lines.push(`| ${label} | ${target} ms | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${r.failures} | ${met ? 'atteint' : '**non atteint**'} |`);
        process.stdout.write(`Prospects ${label}: p95 ${r.p95.toFixed(1)} ms\n`);
      }
      const e = await measureExport(address, token);
      const met = e.seconds < 3 && e.peakMb < 150;
      lines.push(
        '',
        `CSV export of ${e.rows} rows (${(e.bytes / 1024 / 1024).toFixed(1)} Mo): ${e.seconds.toFixed(2)} s, peak RSS ${e.peakMb.toFixed(0)} Mo ` +
          `(${e.baselineMb.toFixed(0)} Mo before; server and client in one process). Target < 3 s and < 150 Mo: ${met ? 'atteint' : '**non atteint**'}.`,
      );
      process.stdout.write(`Prospects export: ${e.rows} rows in ${e.seconds.toFixed(2)} s, peak RSS ${e.peakMb.toFixed(0)} MB\n`);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(`${await benchProspects()}\n`);
