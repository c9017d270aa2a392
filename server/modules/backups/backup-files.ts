import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BACKUP_NAME, type BackupSummary } from '../../../domain/backups/backup-messages';
import type { Dialect } from '../../db/database';

/** A backup's name, taken at `at`: sortable as text, free of characters a file system or a URL would refuse. */
export const backupNameAt = (at: Date, dialect: Dialect) =>
  `backup-${at.toISOString().replace(/:/g, '-').replace('.', '-')}.${dialect === 'sqlite' ? 'sqlite' : 'dump'}`;

const manifestOf = (file: string) => `${file}.json`;

/**
 * The backups of one directory: each file with a small JSON record beside it (date, dialect, rows of the main
 * tables), written once the copy is complete, so a file without its record is an unfinished copy and is not listed.
 */
export function backupDirectory(directory: string) {
  const root = resolve(directory);

  /** The path of a listed backup; anything else (another name, `..`, a path) is refused. */
  const pathOf = (name: string): string | undefined => (BACKUP_NAME.test(name) ? join(root, name) : undefined);

  return {
    root,
    pathOf,
    async prepare(): Promise<void> {
      await mkdir(root, { recursive: true });
    },
    async record(name: string, summary: Omit<BackupSummary, 'name' | 'sizeBytes'>): Promise<BackupSummary> {
      const path = join(root, name);
      const { size } = await stat(path);
      const complete: BackupSummary = { name, sizeBytes: size, ...summary };
      await writeFile(manifestOf(path), JSON.stringify(complete));
      return complete;
    },
    /** Newest first. */
    async list(): Promise<BackupSummary[]> {
      const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const backups = await Promise.all(
        names
          .filter((name) => BACKUP_NAME.test(name))
          .map(async (name) => {
            try {
              const recorded = JSON.parse(await readFile(manifestOf(join(root, name)), 'utf8')) as BackupSummary;
              return { ...recorded, name, sizeBytes: (await stat(join(root, name))).size };
            } catch {
              return undefined;
            }
          }),
      );
      return backups.filter((backup): backup is BackupSummary => backup !== undefined).sort((a, b) => b.name.localeCompare(a.name));
    },
    /** Deletes every backup beyond the `keep` newest; answers the names deleted. */
    async prune(keep: number): Promise<string[]> {
      const beyond = (await this.list()).slice(keep).map((backup) => backup.name);
      for (const name of beyond) {
        await rm(manifestOf(join(root, name)), { force: true });
        await rm(join(root, name), { force: true });
      }
      return beyond;
    },
    /** Removes a copy that did not complete. */
    async discard(name: string): Promise<void> {
      await rm(join(root, name), { force: true });
    },
  };
}
