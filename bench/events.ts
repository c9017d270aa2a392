import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { eventsScenario } from './events-scenario';

/** Requests per second of POST /api/events on a fresh SQLite file, rate limits off. */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'bench-events-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: `file:${join(dir, 'bench.sqlite')}`,
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: 'Bench-Password-1',
  SITE_DIR: join(dir, 'no-site'),
});
const app = await buildApp(config, { logger: false });
try {
  const address = await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const run = (duration: number) =>
    autocannon({
      url: `${address}${eventsScenario.path}`,
      connections: eventsScenario.connections,
      duration,
      requests: [{ method: eventsScenario.method, headers: eventsScenario.headers, setupRequest: (request) => ({ ...request, body: eventsScenario.body() }) }],
    });
  await run(2); // warm-up
  const result = await run(DURATION);
  const stored = await app.db.selectFrom('analyticsEvents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rps = Math.round(result.requests.average);
  const { minRequestsPerSecond, maxP99Ms } = eventsScenario.target;
  const met = rps >= minRequestsPerSecond && result.latency.p99 < maxP99Ms && result.non2xx === 0 && result.errors === 0;
  process.stdout.write(
    `${eventsScenario.name}: ${rps} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `non-2xx ${result.non2xx}, erreurs ${result.errors}, lignes ${Number(stored.n)} ` +
      `(objectif ≥ ${minRequestsPerSecond} req/s, p99 < ${maxP99Ms} ms : ${met ? 'atteint' : 'manqué'})\n`,
  );
  if (result.non2xx || result.errors) process.exitCode = 1;
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
