/**
 * The public short address of a tracking link under load: GET /t/{code} from a browser user agent with a
 * referring page, to a destination with its own query, each answer a 302 that counted the click. After the run, the link's click count must equal the number
 * of 302 answers exactly. Called by bench/run.ts; `npx tsx bench/tracking-redirect.ts` runs it alone.
 * Target (reported, not asserted): ≥ 5,000 req/s with exact counts.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { adminToken } from './admin-api';
import { startBenchServer } from './server';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  '3xx': number;
  non2xx: number;
}
type Autocannon = (options: object, done: (error: Error | null, result: AutocannonResult) => void) => unknown;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const TARGET_RPS = 5000;
const WARM_UP_REQUESTS = 2000;

const run = (options: object) =>
  new Promise<AutocannonResult>((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));

/** Returns the section of docs/BENCHMARKS.md for the tracking redirect. */
export async function benchTrackingRedirect(requests = Number(process.env.BENCH_REDIRECTS ?? 50_000), port = Number(process.env.BENCH_PORT ?? 3200) + 1): Promise<string> {
  const server = await startBenchServer(port);
  try {
    const token = await adminToken(server.url);
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, { ...init, headers: { 'content-type': 'application/json', 'x-api-key': token } }).then((r) => r.json());
    const created = await api('/api/admin/tracking-links', {
      method: 'POST',
      body: JSON.stringify({ clientName: 'Banc d’essai', campaign: 'bench', source: 'autocannon', medium: 'http', destination: '/pricing?offre=pro' }),
    });
    const { id, trackingCode } = created.data as { id: number; trackingCode: string };
    const url = `${server.url}/t/${trackingCode}`;
    const options = { url, connections: 20, headers: { 'user-agent': BROWSER_UA, referer: 'https://www.linkedin.com/feed/' } };

    // A fixed number of requests, not a duration: a run cut short leaves answers in flight that were counted.
    const warmUp = await run({ ...options, amount: WARM_UP_REQUESTS });
    const result = await run({ ...options, amount: requests });
    const links = (await api('/api/admin/tracking-links')).data as Array<{ id: number; clickCount: number }>;
    const clicks = links.find((link) => link.id === id)?.clickCount ?? -1;
    const answered = warmUp['3xx'] + result['3xx'];
    const exact = clicks === answered;
    const rps = Math.round(result.requests.average);
    const failures = result.errors + (result.non2xx - result['3xx']);
    const met = rps >= TARGET_RPS && exact && failures === 0;
    process.stdout.write(`GET /t/{code}: ${rps} req/s, p99 ${result.latency.p99} ms, ${answered} redirections, ${clicks} clics comptés\n`);
    return [
      `One active link with a destination (/pricing?offre=pro), ${options.connections} connections, browser user agent and referrer; warm-up of ${WARM_UP_REQUESTS} requests then ${requests}. Every 302 must have counted one click. Target: ≥ ${TARGET_RPS} req/s with exact counts.`,
      '',
      '| scénario | req/s | p50 ms | p99 ms | redirections 302 | clics comptés | échecs | résultat |',
      '|---|---|---|---|---|---|---|---|',
      `| GET /t/{code} (SQLite) | ${rps} | ${result.latency.p50} | ${result.latency.p99} | ${answered} | ${clicks} | ${failures} | ${met ? 'atteint' : '**non atteint**'} |`,
    ].join('\n');
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${await benchTrackingRedirect(Number(process.env.BENCH_REDIRECTS ?? 5000))}\n`);
}
