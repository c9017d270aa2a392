import { open } from 'node:fs/promises';
import { backupMessages } from '../../../domain/backups/backup-messages';
import { BackupError } from './backup-error';
import { restorePostgres } from './postgres-backup';
import { restoreSqlite } from './sqlite-backup';

/** What a file holds, read from its first bytes: an SQLite database or a pg_dump custom-format archive. */
async function formatOf(file: string): Promise<'sqlite' | 'postgres'> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`${backupMessages.notABackup} : ${file}`);
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    const head = buffer.subarray(0, bytesRead).toString('latin1');
    if (head.startsWith('SQLite format 3\0')) return 'sqlite';
    if (head.startsWith('PGDMP')) return 'postgres';
    throw new BackupError(`${backupMessages.notABackup} : ${file}`);
  } finally {
    await handle.close();
  }
}

/**
 * Restores a backup into the database of `databaseUrl`, which must be empty unless `force` (then the server must
 * be stopped: its open connections would keep the replaced data). The backup's format must match the database.
 */
export async function restoreBackup(target: { databaseUrl: string; schema?: string }, file: string, force: boolean): Promise<'sqlite' | 'postgres'> {
  const format = await formatOf(file);
  const targetIsPostgres = /^postgres(ql)?:\/\//.test(target.databaseUrl);
  if ((format === 'postgres') !== targetIsPostgres) {
    throw new BackupError(
      format === 'sqlite'
        ? 'Cette sauvegarde est une base SQLite : DATABASE_URL doit désigner un fichier (file:…)'
        : 'Cette sauvegarde vient de PostgreSQL : DATABASE_URL doit désigner une base PostgreSQL (postgres://…)',
    );
  }
  if (format === 'sqlite') await restoreSqlite(file, target.databaseUrl.replace(/^file:/, ''), force);
  else await restorePostgres({ url: target.databaseUrl, schema: target.schema }, file, force);
  return format;
}
