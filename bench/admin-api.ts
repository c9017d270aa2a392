import { readFileSync, writeFileSync } from 'node:fs';
import { createDatabase, type Database } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { cpuSecondsOf } from './process-usage';
import { percentile, runWithResponseTimes } from './response-times';

/** The admin password every bench server starts with (bench/server.ts). */
export const BENCH_ADMIN_PASSWORD = 'Bench-Admin-Password-1';
const SEED_BATCH = 500;

/** Fills a new SQLite file through the real migrations, `SEED_BATCH` rows per insert, before a server opens it. */
export async function seedDatabase(url: string, rows: number, insertBatch: (db: Database, first: number, count: number) => Promise<unknown>): Promise<void> {
  const db = createDatabase({ url });
  try {
    await migrateToLatest(db);
    for (let first = 0; first < rows; first += SEED_BATCH) await insertBatch(db, first, Math.min(SEED_BATCH, rows - first));
  } finally {
    await db.destroy();
  }
}

/** An API token of the bench admin, as the back-office's scripts authenticate. */
export async function adminToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/security/check-admin-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  failures: number;
  /** The server's CPU time per counted call: unlike the latency, it hardly depends on what else the machine runs. */
  serverCpuMs: number;
}

/** Calls made before each measure and not counted, so the figures are those of a warm server. */
export const WARM_UP_CALLS = 100;

const latencyRun = async (url: string, token: string, requests: number, connections: number, paths: string[]): Promise<Omit<Latency, 'serverCpuMs'>> => {
  let next = 0;
  const inTurn = paths.length === 0 ? {} : { requests: [{ setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length] }) }] };
  const { result, times } = await runWithResponseTimes({ url, connections, amount: requests, headers: { 'x-api-key': token }, ...inTurn });
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), rps: result.requests.average, failures: result.non2xx + result.errors };
};

/**
 * A fixed number of authenticated GETs to the server of process `serverPid`, after a warm-up; percentiles from
 * every response time (autocannon reports no p95). Given `paths`, the calls take them in turn instead of the url's.
 */
export async function measureLatency(url: string, token: string, requests: number, connections: number, serverPid: number, paths: string[] = []): Promise<Latency> {
  await latencyRun(url, token, WARM_UP_CALLS, connections, paths);
  const cpuBefore = cpuSecondsOf(serverPid);
  const latency = await latencyRun(url, token, requests, connections, paths);
  return { ...latency, serverCpuMs: ((cpuSecondsOf(serverPid) - cpuBefore) * 1000) / requests };
}

const statusField = (pid: number, field: string): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
};

/**
 * Runs `work` and returns the peak resident memory of process `pid` meanwhile (Linux): the kernel's high-water
 * mark, reset first, or where the reset is refused, the highest of samples taken every 10 ms.
 */
export async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakBytes: number; beforeBytes: number }> {
  const beforeBytes = statusField(pid, 'VmRSS');
  let highWaterReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    highWaterReset = false;
  }
  let sampled = beforeBytes;
  const sampler = setInterval(() => (sampled = Math.max(sampled, statusField(pid, 'VmRSS'))), 10);
  try {
    const result = await work();
    const peakBytes = Math.max(sampled, highWaterReset ? statusField(pid, 'VmHWM') : 0);
    return { result, peakBytes, beforeBytes };
  } finally {
    clearInterval(sampler);
  }
}
