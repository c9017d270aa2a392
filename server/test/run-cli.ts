import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** One of the project's commands run as an operator runs it (`npx tsx FILE ARGS`) on `databaseUrl`: its exit code and what it printed. */
export const runCli = (file: string, databaseUrl: string, ...args: string[]) =>
  promisify(execFile)('npx', ['tsx', file, ...args], { env: { ...process.env, DATABASE_URL: databaseUrl } }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
