import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

interface BenchServer {
  url: string;
  databaseFile: string;
  stop(): Promise<void>;
}

/** Starts the production server on a fresh SQLite file, rate limits off, and waits for its health. */
export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const databaseFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'bench.sqlite');
  const child: ChildProcess = spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${databaseFile}`,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Bench-Admin-Password-1',
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
    if (attempt === 99) throw new Error('Le serveur de benchmark ne démarre pas');
    await sleep(200);
  }
  return {
    url,
    databaseFile,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
