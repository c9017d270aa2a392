/**
 * What a burst of public writes costs the rest of the site: `GET /` measured alone, then again while 20
 * connections post contact messages, in the same server. Every contact is answered after its WAL sync, which
 * runs off the event loop (docs/decisions/0320-durable-public-writes.md), so the page's p99 must stay under twice
 * its idle p99. The page's times are read to the hundredth of a millisecond (bench/response-times.ts): at an idle
 * p99 of 2 ms, whole milliseconds could only read the ratio as 1.5, 2 or 2.5.
 * Called by bench/run.ts; `npx tsx bench/write-burst.ts` runs it alone (BENCH_PORT, BENCH_SECONDS).
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { percentile, runWithResponseTimes } from './response-times';
import { contactBody } from './scenarios';
import { startBenchServer } from './server';

const PAGE_CONNECTIONS = 10;
const WRITERS = 20;
const MAX_RATIO = 2;

const page = async (url: string, duration: number) => {
  const { result, times } = await runWithResponseTimes({ url: `${url}/`, connections: PAGE_CONNECTIONS, duration, headers: { 'accept-encoding': 'br' } });
  return { ...result, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
};
const ms = (value: number) => value.toFixed(2);
const contacts = (url: string, duration: number) =>
  autocannon({
    url: `${url}/api/contact`,
    connections: WRITERS,
    duration,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: contactBody() }) }],
  });

/** Returns the section of docs/BENCHMARKS.md for the page read during a write burst. */
export async function benchWriteBurst(port: number, duration: number): Promise<string> {
  const server = await startBenchServer(port);
  try {
    await Promise.all([page(server.url, 2), contacts(server.url, 2)]);
    const idle = await page(server.url, duration);
    const [loaded, burst] = await Promise.all([page(server.url, duration), contacts(server.url, duration)]);
    const ratio = loaded.p99 / idle.p99;
    const failures = idle.non2xx + idle.errors + loaded.non2xx + loaded.errors + burst.non2xx + burst.errors;
    const met = ratio < MAX_RATIO && failures === 0;
    process.stdout.write(`GET / p99 ${ms(idle.p99)} ms au repos, ${ms(loaded.p99)} ms pendant ${Math.round(burst.requests.average)} contacts/s\n`);
    return [
      `\`GET /\` over ${PAGE_CONNECTIONS} connections for ${duration} s alone, then for ${duration} s while ${WRITERS} other connections post contact messages.`,
      `Target: p99 during the burst < ${MAX_RATIO}× the idle p99.`,
      '',
      '| mesure | GET / req/s | GET / p50 ms | GET / p99 ms | POST /api/contact req/s | POST p99 ms | échecs | résultat |',
      '|---|---|---|---|---|---|---|---|',
      `| au repos | ${Math.round(idle.requests.average)} | ${ms(idle.p50)} | ${ms(idle.p99)} | — | — | ${idle.non2xx + idle.errors} | |`,
      `| pendant la rafale | ${Math.round(loaded.requests.average)} | ${ms(loaded.p50)} | ${ms(loaded.p99)} | ${Math.round(burst.requests.average)} | ${burst.latency.p99} | ${failures - idle.non2xx - idle.errors} | ${met ? 'atteint' : '**non atteint**'} (×${ratio.toFixed(2)}) |`,
    ].join('\n');
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${await benchWriteBurst(Number(process.env.BENCH_PORT ?? 3200) + 2, Number(process.env.BENCH_SECONDS ?? 10))}\n`);
}
