import { z } from '../validation/zod';

/** French messages of the backups (CLI, job, back-office panel), written once. */
export const backupMessages = {
  notFound: 'Sauvegarde introuvable',
  unreadableDirectory: 'Le dossier des sauvegardes est illisible',
  failed: 'La sauvegarde de la base de données a échoué',
  restoreRefused:
    "La base de données cible n'est pas vide : restauration refusée. Relancez avec --force pour la remplacer (arrêtez d'abord le serveur).",
  notABackup: "Ce fichier n'est pas une sauvegarde lisible de la base de données",
  toolMissing: 'pg_dump ou pg_restore est introuvable : installez les outils clients de PostgreSQL',
  kept: 'Le nombre de sauvegardes conservées doit être un nombre entier compris entre 1 et 365',
} as const;

export const BACKUPS_KEPT = { min: 1, max: 365, default: 14 } as const;

/** The tables whose row counts each backup records, with the label the panel gives them. */
export const backupTables = {
  callbackRequests: 'Demandes',
  prospects: 'Prospects',
  trackingLinks: 'Liens de suivi',
  analyticsEvents: 'Événements',
  chatbotRequests: 'Questions chatbot',
} as const;
export type BackupTable = keyof typeof backupTables;

/** A backup's file name: the date it was taken, UTC, and the format of the dialect it came from. */
export const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.(sqlite|dump)$/;

export const backupsKeptSchema = z
  .number({ error: backupMessages.kept })
  .int(backupMessages.kept)
  .min(BACKUPS_KEPT.min, backupMessages.kept)
  .max(BACKUPS_KEPT.max, backupMessages.kept);

export type { BackupSummary, BackupsReport } from '../api/backup-answers';
