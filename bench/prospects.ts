/**
 * Prospects database under load: 100,000 prospects in a temporary SQLite database, served by the production
 * server in its own process; the p95 latency of GET /api/admin/prospects (first page, a deep sorted page, two
 * accent-free searches) measured with autocannon, then one CSV export of every row with its time and the server's
 * peak RSS meanwhile.
 * Called by bench/run.ts; run alone with `npx tsx bench/prospects.ts`. Targets: list p95 < 30 ms,
 * search p95 < 50 ms, export < 3 s and < 150 MB.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { searchTextOf } from '../domain/prospects/search-text';
import { adminToken, measureLatency, peakRssDuring, seedDatabase, WARM_UP_CALLS } from './admin-api';
import { startBenchServer } from './server';

const ROWS = Number(process.env.BENCH_PROSPECT_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONNECTIONS = 10;
const MB = 1024 * 1024;
const firstNames = ['Hélène', 'François', 'Zoé', 'Jérôme', 'Anaïs', 'Loïc', 'Camille', 'Noël', 'Inès', 'Gaël'];
const lastNames = ['Éluard', 'Garçon', 'Lefèvre', 'Bénard', 'Dupont', 'Müller', 'Crémieux', 'Faure', 'Rivière', 'Hébert'];
const statuses = ['Lead', 'Qualifié', 'À contacter', 'RDV planifié', 'Client', 'Inactif', 'Importé'];

function prospect(n: number, start: number) {
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
}

/** Downloads the whole export once, counting its lines. */
async function downloadExport(address: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${address}/api/admin/prospects/export`, { headers: { 'x-api-key': token } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { seconds: (performance.now() - started) / 1000, bytes, rows: lines - 1 };
}

/** Returns the section of docs/BENCHMARKS.md for the prospects database. */
export async function benchProspects(port = Number(process.env.BENCH_PORT ?? 3200) + 3): Promise<string> {
  const lines: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-prospects-'));
  const databaseFile = join(dir, 'prospects.sqlite');
  try {
    const start = Date.now() - ROWS * 60_000;
    await seedDatabase(`file:${databaseFile}`, ROWS, (db, first, count) =>
      db.insertInto('prospects').values(Array.from({ length: count }, (_, i) => prospect(first + i, start))).execute(),
    );
    const server = await startBenchServer(port, { SITE_DIR: join(dir, 'no-site') }, databaseFile);
    try {
      const token = await adminToken(server.url);
      const scenarios = [
        ['list, first page', '/api/admin/prospects?page=1&limit=10&sortField=id&sortOrder=asc', 30],
        ['list, page 5000 sorted by name desc', '/api/admin/prospects?page=5000&limit=10&sortField=nom&sortOrder=desc', 30],
        ['search "helene eluard"', `/api/admin/prospects?page=1&limit=10&search=${encodeURIComponent('helene eluard')}`, 50],
        ['search "societe 1999"', `/api/admin/prospects?page=1&limit=10&search=${encodeURIComponent('societe 1999')}`, 50],
      ] as const;
      lines.push(
        `${ROWS} stored prospects (SQLite), production server in its own process; ${REQUESTS} calls per scenario after ${WARM_UP_CALLS} not counted, over ${CONNECTIONS} connections, authenticated by API token.`,
        '',
      );
      lines.push('| scénario | cible p95 | p50 ms | p95 ms | p99 ms | req/s | CPU serveur ms/req | échecs | résultat |', '|---|---|---|---|---|---|---|---|---|');
      for (const [label, path, target] of scenarios) {
        const r = await measureLatency(`${server.url}${path}`, token, REQUESTS, CONNECTIONS, server.pid);
        const met = r.p95 < target && r.failures === 0;
        lines.push(
          `| ${label} | ${target} ms | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${r.serverCpuMs.toFixed(2)} | ${r.failures} | ${met ? 'atteint' : '**non atteint**'} |`,
        );
        process.stdout.write(`Prospects ${label}: p95 ${r.p95.toFixed(1)} ms, server CPU ${r.serverCpuMs.toFixed(2)} ms per call\n`);
      }
      const { result: e, peakBytes, beforeBytes } = await peakRssDuring(server.pid, () => downloadExport(server.url, token));
      const met = e.seconds < 3 && peakBytes < 150 * MB;
      lines.push(
        '',
        `CSV export of ${e.rows} rows (${(e.bytes / MB).toFixed(1)} Mo): ${e.seconds.toFixed(2)} s, server peak RSS ${(peakBytes / MB).toFixed(0)} Mo ` +
          `(${(beforeBytes / MB).toFixed(0)} Mo before). Target < 3 s and < 150 Mo: ${met ? 'atteint' : '**non atteint**'}.`,
      );
      process.stdout.write(`Prospects export: ${e.rows} rows in ${e.seconds.toFixed(2)} s, server peak RSS ${(peakBytes / MB).toFixed(0)} MB\n`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(`${await benchProspects()}\n`);
