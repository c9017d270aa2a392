import { z } from '../validation/zod';

export const backupSummary = z.object({
  name: z.string(),
  createdAt: z.string(),
  sizeBytes: z.number(),
  dialect: z.enum(['sqlite', 'postgres']),
  rows: z.record(z.string(), z.number()),
});
export type BackupSummary = z.output<typeof backupSummary>;

export const backupsAnswer = z.object({
  success: z.literal(true),
  directory: z.string(),
  kept: z.number(),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** The directory could not be read: the list is empty for that reason, not for want of backups. */
  directoryError: z.string().nullable(),
  backups: z.array(backupSummary),
});
export type BackupsReport = z.output<typeof backupsAnswer>;

/** A backup file, streamed: the serializer leaves streams alone, the schema documents the answer. */
export const backupFileAnswer = z.unknown().describe('Fichier de sauvegarde (SQLite ou pg_dump au format custom)');
