/**
 * Prospects database under load: 100,000 prospects in a temporary SQLite database, served by the production
 * server in its own process; the p95 latency of GET /api/admin/prospects (first page, a deep sorted page, two
 * accent-free searches) measured with autocannon, then one CSV export of every row with its time, the server
 * process's resident memory before it and its peak meanwhile, and the difference: what the export adds; first, the
 * server's answers while its jobs run on the base for the first time, those beside the pipeline board's reads, and
 * last, a backup of the base (event-loop-pauses.ts).
 * Called by bench/run.ts; run alone with `npx tsx bench/prospects.ts`. Targets: list p95 < 30 ms,
 * search p95 < 50 ms, export < 3 s and < 150 MB added to the server's memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { foldForSearch, searchTextOf } from '../domain/prospects/search-text';
import { benchBackupPause, benchFirstJobsPause, benchReadPause } from './event-loop-pauses';
import { adminToken, measureLatency, peakRssDuring, seedDatabase, WARM_UP_CALLS } from './admin-api';
import { startBenchServer } from './server';

const ROWS = Number(process.env.BENCH_PROSPECT_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONNECTIONS = 10;
const MB = 1024 * 1024;
const firstNames = ['Hélène', 'François', 'Zoé', 'Jérôme', 'Anaïs', 'Loïc', 'Camille', 'Noël', 'Inès', 'Gaël'];
const lastNames = ['Éluard', 'Garçon', 'Lefèvre', 'Bénard', 'Dupont', 'Müller', 'Crémieux', 'Faure', 'Rivière', 'Hébert'];
const statuses = ['Lead', 'Qualifié', 'À contacter', 'RDV planifié', 'Client', 'Inactif', 'Importé'];
const owners = ['admin', 'camille', 'lucas', null];
const actionTypes = ['appel', 'reunion', 'email', null];

/** An owner, a next action and an outcome, as a pipeline has them: won and lost deals closed, open ones planned. */
function pipelineOf(n: number, statut: string, start: number) {
  const at = new Date(start + (n + 30) * 60_000).toISOString();
  // Every row names every column: a batch insert leaves no column to its default.
  const none = { nextActionAt: null, nextActionLabel: '', nextActionTime: null, nextActionType: null, lostReason: null, lostAt: null, wonAt: null };
  if (statut === 'Client') return { ...none, owner: owners[n % 3], wonAt: at };
  if (statut === 'Inactif') return { ...none, owner: owners[n % 3], lostReason: 'Budget insuffisant', lostAt: at };
  if (n % 5 === 4) return { ...none, owner: owners[n % 4] };
  return {
    ...none,
    owner: owners[n % 4],
    nextActionAt: at.slice(0, 10),
    nextActionLabel: `Relancer pour le devis ${n}`,
    nextActionTime: n % 2 === 0 ? '10:30' : null,
    nextActionType: actionTypes[n % 4],
  };
}

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
    ...pipelineOf(n, statuses[n % 7] as string, start),
    isContacted: n % 2,
    commentaire: n % 5 === 0 ? `=Commentaire ${n}` : '',
    searchText: searchTextOf(row),
  };
}

/**
 * Searches for a first name and a last name that go together, each cut to every prefix of 3 letters or more:
 * 132 searches of thousands of matches each, more than the server keeps the totals of, so that each call counts anew.
 */
function namePairSearches(): string[] {
  const prefixes = (name: string) => {
    const folded = foldForSearch(name);
    return Array.from({ length: folded.length - 2 }, (_, i) => folded.slice(0, i + 3));
  };
  return lastNames.flatMap((last, d) => prefixes(firstNames[(7 * d) % 10] as string).flatMap((first) => prefixes(last).map((prefix) => `${first} ${prefix}`)));
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
    const firstJobsWatch = benchFirstJobsPause(`http://127.0.0.1:${port}`);
    const server = await startBenchServer(port, { SITE_DIR: join(dir, 'no-site') }, databaseFile);
    let firstJobs = '';
    let boardRead = '';
    try {
      firstJobs = await firstJobsWatch;
      const token = await adminToken(server.url);
      const list = (query: string) => `/api/admin/prospects?page=1&limit=10&${query}`;
      const searches = namePairSearches().map((search) => list(`search=${encodeURIComponent(search)}`));
      // The same search again and again reuses the total the server counted first (docs/decisions/0225): the last
      // scenario shows what a search new to the server costs.
      const scenarios: Array<{ label: string; path: string; target: number; paths?: string[] }> = [
        { label: 'list, first page', path: list('sortField=id&sortOrder=asc'), target: 30 },
        { label: 'list, page 5000 sorted by name desc', path: '/api/admin/prospects?page=5000&limit=10&sortField=nom&sortOrder=desc', target: 30 },
        { label: 'search "helene eluard", repeated', path: list(`search=${encodeURIComponent('helene eluard')}`), target: 50 },
        { label: 'search "societe 1999", repeated', path: list(`search=${encodeURIComponent('societe 1999')}`), target: 50 },
        { label: `search, ${searches.length} first and last names in turn, each new`, path: '/api/admin/prospects', paths: searches, target: 50 },
      ];
      lines.push(
        `${ROWS} stored prospects (SQLite), each with the owner, next action or outcome of a pipeline, production server in its own process; ${REQUESTS} calls per scenario after ${WARM_UP_CALLS} not counted, over ${CONNECTIONS} connections, authenticated by API token.`,
        '',
      );
      lines.push('| scénario | cible p95 | p50 ms | p95 ms | p99 ms | req/s | CPU serveur ms/req | échecs | résultat |', '|---|---|---|---|---|---|---|---|---|');
      for (const { label, path, target, paths } of scenarios) {
        const r = await measureLatency(`${server.url}${path}`, token, REQUESTS, CONNECTIONS, server.pid, paths);
        const met = r.p95 < target && r.failures === 0;
        lines.push(
          `| ${label} | ${target} ms | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${r.serverCpuMs.toFixed(2)} | ${r.failures} | ${met ? 'atteint' : '**non atteint**'} |`,
        );
        process.stdout.write(`Prospects ${label}: p95 ${r.p95.toFixed(1)} ms, server CPU ${r.serverCpuMs.toFixed(2)} ms per call\n`);
      }
      boardRead = await benchReadPause(server.url, token, '/api/admin/prospects/board');
      const { result: e, peakBytes, beforeBytes } = await peakRssDuring(server.pid, () => downloadExport(server.url, token));
      const growth = peakBytes - beforeBytes;
      const verdict = (met: boolean) => (met ? 'atteint' : '**non atteint**');
      // The peak is the whole server process's resident memory, its idle share included; the growth is what the
      // export itself adds to it.
      lines.push(
        '',
        `CSV export of ${e.rows} rows (${(e.bytes / MB).toFixed(1)} Mo) in ${e.seconds.toFixed(2)} s (target < 3 s: ${verdict(e.seconds < 3)}). ` +
          `Server process resident memory (RSS): ${(beforeBytes / MB).toFixed(0)} Mo before the export, peak ${(peakBytes / MB).toFixed(0)} Mo during it, ` +
          `so the export adds ${(growth / MB).toFixed(0)} Mo (target < 150 Mo: ${verdict(growth < 150 * MB)}); ` +
          `the whole process's peak under 150 Mo: ${verdict(peakBytes < 150 * MB)}, as the server alone holds ${(beforeBytes / MB).toFixed(0)} Mo before any export.`,
      );
      process.stdout.write(
        `Prospects export: ${e.rows} rows in ${e.seconds.toFixed(2)} s, server RSS ${(beforeBytes / MB).toFixed(0)} MB before, peak ${(peakBytes / MB).toFixed(0)} MB (+${(growth / MB).toFixed(0)} MB)\n`,
      );
    } finally {
      await server.stop();
    }
    lines.push('', firstJobs, '', boardRead, '', await benchBackupPause(databaseFile, join(dir, 'backup.sqlite')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(`${await benchProspects()}\n`);
