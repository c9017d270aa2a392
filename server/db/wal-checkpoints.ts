import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** How often the worker copies the WAL's new pages into the database file, near SQLite's own 1,000 pages under load; a no-op when none came. */
const CHECKPOINT_EVERY_MS = 250;
/** SQLite's own threshold, put back if the worker stops: the WAL must never grow without bound. */
const SQLITE_DEFAULT_AUTOCHECKPOINT = 1000;

/** Statements the worker keeps prepared: the few reads the server sends it, whatever their parameters. */
const PREPARED_STATEMENTS = 32;

/**
 * The worker's source: one connection of its own on the same file, a PASSIVE checkpoint at each tick (it never
 * waits for, nor blocks, the server's readers and writer), a read asked by the server answered between ticks, and
 * a last checkpoint when asked to stop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.file, { fileMustExist: true });
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)');
const timer = setInterval(checkpoint, workerData.everyMs);
const statements = new Map();
const statementOf = (text) => {
  let statement = statements.get(text);
  if (!statement) {
    if (statements.size >= workerData.preparedStatements) statements.delete(statements.keys().next().value);
    statements.set(text, (statement = db.prepare(text)));
  }
  return statement;
};
parentPort.on('message', (message) => {
  if (message === 'stop') {
    clearInterval(timer);
    try { checkpoint(); } finally { db.close(); parentPort.close(); }
    return;
  }
  try {
    const statement = statementOf(message.sql);
    if (message.all) parentPort.postMessage({ id: message.id, rows: statement.all(...message.parameters) });
    else parentPort.postMessage({ id: message.id, row: statement.get(...message.parameters) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: String(error && error.message || error) });
  }
});
`;

type Parameter = string | number | bigint | null;

export interface WalCheckpoints {
  /**
   * One row of a read-only statement, run on the worker's connection (it sees every committed write, never the
   * server's open transaction): a read of several milliseconds that leaves the event loop to other requests.
   * Rejects when the worker is gone; the caller then reads on its own connection.
   */
  readOne<Row>(text: string, parameters: readonly Parameter[]): Promise<Row | undefined>;
  /** Every row of a read-only statement, the same way: a grouped count whose rows are few but whose scan is long. */
  readAll<Row>(text: string, parameters: readonly Parameter[]): Promise<Row[]>;
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
    workerData: {
      file,
      everyMs: CHECKPOINT_EVERY_MS,
      preparedStatements: PREPARED_STATEMENTS,
      driverPath: createRequire(import.meta.url).resolve('better-sqlite3'),
    },
  });
  let stopping = false;
  let running = true;
  let lastRead = 0;
  const reads = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();
  worker.on('message', (answer: { id: number; row?: unknown; rows?: unknown[]; error?: string }) => {
    const read = reads.get(answer.id);
    reads.delete(answer.id);
    if (reads.size === 0 && !stopping) worker.unref();
    if (answer.error === undefined) read?.resolve(answer.rows ?? answer.row);
    else read?.reject(new Error(answer.error));
  });
  // After the listener, which references the worker again: idle, it never keeps a process alive.
  worker.unref();
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      running = false;
      for (const read of reads.values()) read.reject(new Error('le fil de lecture SQLite est arrêté'));
      reads.clear();
      resolve();
    }),
  );
  const takeBack = (error: unknown) => {
    if (!sqlite.open) return;
    sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT}`);
    process.emitWarning(`Les points de contrôle du journal SQLite reviennent au serveur : ${String(error)}`);
  };
  const read = <Answer>(text: string, parameters: readonly Parameter[], all: boolean) => {
    if (!running || stopping) return Promise.reject(new Error('le fil de lecture SQLite est arrêté'));
    const id = (lastRead += 1);
    // Held while a read is on its way, so that a process awaiting nothing else waits for its answer.
    if (reads.size === 0) worker.ref();
    return new Promise<Answer>((resolve, reject) => {
      reads.set(id, { resolve: resolve as (answer: unknown) => void, reject });
      worker.postMessage({ id, sql: text, parameters, all });
    });
  };
  worker.on('error', takeBack);
  worker.once('exit', (code) => {
    if (!stopping) takeBack(new Error(`le fil des points de contrôle s'est arrêté (code ${code})`));
  });
  return {
    readOne<Row>(text: string, parameters: readonly Parameter[]) {
      return read<Row | undefined>(text, parameters, false);
    },
    readAll<Row>(text: string, parameters: readonly Parameter[]) {
      return read<Row[]>(text, parameters, true);
    },
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
