import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../../scripts/server-command';
import { TEST_ADMIN_PASSWORD } from '../../test/helper';

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

/**
 * Ports free now and distinct from each other: each is held until all are found, since the system may hand a
 * port just closed out again at once (two calls of `freePort` in a row can answer the same one).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

/** A PostgreSQL URL whose connections work in one schema (the server's own pool reads `options` from it). */
export const inSchema = (url: string, schema: string) => `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the real server in a child process and waits until it answers: its TypeScript through tsx, or with
 * `bundle`, the file `npm run build` writes and production runs (the browser tests come after the build).
 */
export async function startServerProcess(env: Record<string, string>, { bundle = false } = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const entry = bundle ? [...SERVER_NODE_FLAGS, SERVER_BUNDLE] : ['--import', 'tsx', 'server/main.ts'];
  // The daily backup runs at start: into a directory of the process's own, removed when it ends.
  const backups = mkdtempSync(join(tmpdir(), 'server-process-backups-'));
  const child = spawn(process.execPath, entry, {
    cwd: join(import.meta.dirname, '../../..'),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'error',
      SITE_DIR: join(tmpdir(), 'no-site-in-process-tests'),
      BACKUP_DIR: backups,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      rmSync(backups, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up) return { url, child, output: () => output, exited };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}
