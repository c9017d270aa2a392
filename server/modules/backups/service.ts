import { join } from 'node:path';
import { backupMessages, type BackupSummary } from '../../../domain/backups/backup-messages';
import type { Database } from '../../db/database';
import type { Job } from '../jobs/job-runner';
import { settingsService } from '../settings/service';
import { backupDirectory, backupNameAt } from './backup-files';
import { BackupError } from './backup-error';
import { backupPostgres } from './postgres-backup';
import { backupSqlite } from './sqlite-backup';
import { DAY_MS } from '../../../domain/calendar-day';

export const BACKUP_JOB = 'database-backup';

interface BackupsOptions {
  /** BACKUP_DIR: where the copies are written. */
  directory: string;
}

/** Copies of the database (docs/decisions/0321-database-backups.md): made online, listed, pruned to the last N. */
export function backupsService(db: Database, { directory }: BackupsOptions) {
  const files = backupDirectory(directory);
  const settings = settingsService(db);

  const backUp = async (now: Date): Promise<BackupSummary> => {
    const name = backupNameAt(now, db.dialect);
    const path = join(files.root, name);
    try {
      await files.prepare();
      if (db.dialect === 'sqlite') {
        if (!db.sqliteFile) throw new BackupError('Une base SQLite en mémoire ne peut pas être sauvegardée');
        const rows = await backupSqlite(db.sqliteFile, path);
        return await files.record(name, { createdAt: now.toISOString(), dialect: 'sqlite', rows });
      }
      if (!db.url) throw new BackupError("L'adresse de la base PostgreSQL est inconnue");
      const rows = await backupPostgres({ url: db.url, schema: db.pgSchema }, path);
      return await files.record(name, { createdAt: now.toISOString(), dialect: 'postgres', rows });
    } catch (error) {
      await files.discard(name).catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(`${backupMessages.failed} : ${reason}`, { cause: error });
    }
  };

  return {
    directory: files.root,
    backUp,
    list: () => files.list(),
    pathOf: files.pathOf,
    /** Keeps the `keep` newest backups; answers the names deleted. */
    prune: (keep: number) => files.prune(keep),
    /** The daily backup, once across instances, followed by the pruning to the setting's count. */
    job(): Job {
      return {
        name: BACKUP_JOB,
        intervalMs: DAY_MS,
        leaseMs: 60 * 60_000,
        async run(now) {
          await backUp(now);
          // Read afresh rather than from the one-second cache: the count an admin just saved applies.
          await files.prune((await settings.overview()).settings.backupsKept);
        },
      };
    },
  };
}
