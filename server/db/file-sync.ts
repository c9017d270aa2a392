import { close, fsync, open } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

const openFile = promisify(open);
const syncFile = promisify(fsync);
const closeFile = promisify(close);

const syncPath = async (path: string) => {
  const fd = await openFile(path, 'r');
  try {
    await syncFile(fd);
  } finally {
    await closeFile(fd);
  }
};

export interface FileSync {
  /** Resolves once everything written to the file before the call is on disk. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Syncs one file on libuv's thread pool, never on the event loop. The file is opened at the first sync and
 * kept open; its directory entry is synced then too, as SQLite does at a WAL's first sync.
 */
export function fileSync(path: string): FileSync {
  let fd: Promise<number> | undefined;
  const syncing = new Set<Promise<void>>();

  const opened = () => {
    fd ??= syncPath(dirname(path))
      .then(() => openFile(path, 'r'))
      .catch((error: unknown) => {
        fd = undefined;
        throw error;
      });
    return fd;
  };

  return {
    sync() {
      const done = opened().then((descriptor) => syncFile(descriptor));
      syncing.add(done);
      void done.catch(() => undefined).finally(() => syncing.delete(done));
      return done;
    },
    async close() {
      await Promise.allSettled(syncing);
      const descriptor = await fd?.catch(() => undefined);
      fd = undefined;
      if (descriptor !== undefined) await closeFile(descriptor);
    },
  };
}
