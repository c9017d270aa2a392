/**
 * The pauses of an event loop while the server's periodic work runs on the 100,000-prospect base
 * (docs/decisions/0504-backups-off-the-event-loop.md): the daily backup made as the server makes it, and the answers
 * of the server itself while its jobs run for the first time on the base.
 */
import { statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { backupSqlite } from '../server/modules/backups/sqlite-backup';

const PAUSE_TARGET_MS = 50;
const FIRST_JOBS_TARGET_MS = 100;
const MB = 1024 * 1024;
const verdict = (met: boolean) => (met ? 'atteint' : '**non atteint**');

/**
 * The slowest of the health answers asked one after the other, from the server's first answer on for `seconds`:
 * at start every job runs for the first time (the backup, the morning digest of the seeded follow-ups, the alerts),
 * and a job's long statement on the server's connection would hold every request behind it. Called before the server
 * is started, so that the first answers are watched too.
 */
export async function benchFirstJobsPause(url: string, seconds = 3): Promise<string> {
  let slowest = 0;
  let answers = 0;
  let until = Number.POSITIVE_INFINITY;
  const giveUp = performance.now() + 60_000;
  while (performance.now() < Math.min(until, giveUp)) {
    const started = performance.now();
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    );
    if (answered) {
      if (answers === 0) until = started + seconds * 1000;
      slowest = Math.max(slowest, performance.now() - started);
      answers += 1;
    }
    await sleep(2);
  }
  process.stdout.write(`First jobs: slowest of ${answers} health answers ${slowest.toFixed(1)} ms\n`);
  return (
    `While the server's jobs ran for the first time on this base (the backup, the morning digest of its follow-ups due, the alerts), ` +
    `the slowest of ${answers} \`GET /api/health\` asked one after the other over the ${seconds} s after its first answer took ${slowest.toFixed(1)} ms ` +
    `(target < ${FIRST_JOBS_TARGET_MS} ms: ${verdict(slowest < FIRST_JOBS_TARGET_MS)}).`
  );
}

/**
 * A heavy admin read (`path`) asked `times` in a row while health answers are asked one after the other beside it:
 * the read's median time, and the slowest health answer meanwhile, which a read made on the server's connection
 * would hold for as long as its statements run.
 */
export async function benchReadPause(url: string, token: string, path: string, times = 5): Promise<string> {
  const durations: number[] = [];
  let bytes = 0;
  let reading = true;
  let slowest = 0;
  let answers = 0;
  const watch = (async () => {
    while (reading) {
      const started = performance.now();
      await fetch(`${url}/api/health`).then((response) => response.arrayBuffer());
      slowest = Math.max(slowest, performance.now() - started);
      answers += 1;
      await sleep(2);
    }
  })();
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { 'x-api-key': token } });
    bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${path} : ${response.status}`);
    durations.push(performance.now() - started);
  }
  reading = false;
  await watch;
  const median = [...durations].sort((a, b) => a - b)[Math.floor(times / 2)] as number;
  process.stdout.write(`${path}: median ${median.toFixed(0)} ms, slowest health answer meanwhile ${slowest.toFixed(1)} ms\n`);
  return (
    `\`GET ${path}\` asked ${times} times in a row (answer ${(bytes / 1024).toFixed(0)} KB): median ${median.toFixed(0)} ms; the slowest of ${answers} \`GET /api/health\` ` +
    `asked beside it took ${slowest.toFixed(1)} ms (target < ${PAUSE_TARGET_MS} ms: ${verdict(slowest < PAUSE_TARGET_MS)}).`
  );
}

/** The backup of the base as the daily job makes it: its time and the longest pause of the caller's loop, read by a timer due every millisecond. */
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
    `longest pause of the event loop meanwhile ${longest.toFixed(1)} ms (target < ${PAUSE_TARGET_MS} ms: ${verdict(longest < PAUSE_TARGET_MS)}).`
  );
}
