import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../scripts/server-command';
import { BENCH_ADMIN_PASSWORD } from './admin-api';


interface BenchServer {
  url: string;
  databaseFile: string;
  /** The server's own process, whose memory a bench can read in /proc. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the production server (the bundle `npm run build` writes) in a process of its own, on a fresh SQLite
 * file unless given a seeded one, rate limits off, and waits for its health.
 */
export async function startBenchServer(
  port: number,
  env: Record<string, string> = {},
  databaseFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'bench.sqlite'),
  /** Node's flags; production's by default, which bench/static-vs-nginx.ts compares with none. */
  nodeFlags: readonly string[] = SERVER_NODE_FLAGS,
): Promise<BenchServer> {
  if (!existsSync(SERVER_BUNDLE)) execSync('npm run build', { stdio: 'inherit' });
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${databaseFile}`,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      // The daily backup runs at start: beside the database, gone with it, never in the project's data/.
      BACKUP_DIR: join(dirname(databaseFile), 'backups'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt === 99) {
      child.kill('SIGTERM');
      throw new Error('Le serveur de benchmark ne démarre pas');
    }
    await sleep(200);
  }
  return {
    url,
    databaseFile,
    pid: child.pid as number,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
