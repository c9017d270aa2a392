/**
 * The daily backup of the 100,000-prospect database, made as the server makes it (server/modules/backups/
 * sqlite-backup.ts): how long the copy takes and the longest pause of the caller's event loop meanwhile, read by a
 * timer due every millisecond. Target: no pause over 50 ms (docs/decisions/0504-backups-off-the-event-loop.md).
 */
import { statSync } from 'node:fs';
import { backupSqlite } from '../server/modules/backups/sqlite-backup';

const PAUSE_TARGET_MS = 50;
const MB = 1024 * 1024;

export async function benchBackupPause(databaseFile: string, copyFile: string): Promise<string> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  try {
    await backupSqlite(databaseFile, copyFile);
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  const size = statSync(copyFile).size / MB;
  process.stdout.write(`Backup of ${size.toFixed(0)} MB in ${seconds.toFixed(2)} s, longest event-loop pause ${longest.toFixed(1)} ms\n`);
  return (
    `Backup of the same database (${size.toFixed(0)} Mo), as the daily job makes it: ${seconds.toFixed(2)} s, ` +
    `longest pause of the event loop meanwhile ${longest.toFixed(1)} ms (target < ${PAUSE_TARGET_MS} ms: ${longest < PAUSE_TARGET_MS ? 'atteint' : '**non atteint**'}).`
  );
}
