import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** How often the worker copies the WAL's new pages into the database file, near SQLite's own 1,000 pages under load; a no-op when none came. */
const CHECKPOINT_EVERY_MS = 250;
/** SQLite's own threshold, put back if the worker stops: the WAL must never grow without bound. */
const SQLITE_DEFAULT_AUTOCHECKPOINT = 1000;

/**
 * The worker's source: one connection of its own on the same file, a PASSIVE checkpoint at each tick (it never
 * waits for, nor blocks, the server's readers and writer), and a last one when asked to stop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.file, { fileMustExist: true });
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)');
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  try { checkpoint(); } finally { db.close(); parentPort.close(); }
});
`;

export interface WalCheckpoints {
  /** Ends the worker after a last checkpoint; the server's connection then closes as the file's last one. */
  stop(): Promise<void>;
}

/**
 * Moves SQLite's WAL checkpoints off the event loop (docs/decisions/0362-wal-checkpoints-off-the-event-loop.md).
 * SQLite checkpoints inside the commit that crosses 1,000 pages of WAL, on the connection that commits, and
 * syncs the WAL and the database file there: two disk syncs on the event loop of whichever request committed.
 * The server's connection stops checkpointing; a worker thread with its own connection does it four times a second.
 * Should the worker fail, the server's connection takes the checkpoints back, so the WAL stays bounded.
 */
export function checkpointWalOffLoop(sqlite: SqliteDatabase.Database, file: string): WalCheckpoints {
  sqlite.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, everyMs: CHECKPOINT_EVERY_MS, driverPath: createRequire(import.meta.url).resolve('better-sqlite3') },
  });
  worker.unref();
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const takeBack = (error: unknown) => {
    if (!sqlite.open) return;
    sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT}`);
    process.emitWarning(`Les points de contrôle du journal SQLite reviennent au serveur : ${String(error)}`);
  };
  worker.on('error', takeBack);
  worker.once('exit', (code) => {
    if (!stopping) takeBack(new Error(`le fil des points de contrôle s'est arrêté (code ${code})`));
  });
  return {
    async stop() {
      stopping = true;
      // Unreferenced so that it never keeps a process alive, it must be waited for here: a closing process whose
      // loop has nothing else would end before the last checkpoint.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
