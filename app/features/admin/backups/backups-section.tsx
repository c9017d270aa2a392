import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import Save from 'lucide-react/icons/save';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BACKUPS_KEPT, backupTables, type BackupSummary, type BackupTable } from '../../../../domain/backups/backup-messages';
import { backupSettingsSchema, settingsMessages } from '../../../../domain/settings/settings-schema';
import type { z } from '../../../../domain/validation/zod';
import { TextField } from '../../../ui/text-field';
import { DataTable, type ColumnDef } from '../ui/data-table';
import { formatBytes, formatDateTime } from '../ui/format';
import { Section } from '../ui/section';
import { backupDownloadUrl, useBackups } from './backups-api';
import { useCanWrite } from '../auth/use-can-write';
import { readOnlyHint } from '../ui/read-only-note';
import { Notice, primaryButton, secondaryButton } from '../settings/settings-controls';
import { useSaveSettings, useSettings } from '../settings/settings-api';
import { followStored } from '../settings/follow-stored';
import { errorMessage, refusalOf } from '../../../api/error-message';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import { useFocusFirstInvalid } from '../../../ui/field-frame';
import { formatNumber } from '../../../../domain/numbers';

type BackupSettings = z.output<typeof backupSettingsSchema>;

// On a phone the table keeps the date, the size, the requests and the download; the other counts from 768 px.
const rowColumns = (Object.entries(backupTables) as Array<[BackupTable, string]>).map(
  ([table, label], i): ColumnDef<BackupSummary, unknown> => ({
    id: table,
    header: label,
    meta: i === 0 ? undefined : { className: 'hidden md:table-cell' },
    accessorFn: (backup) => backup.rows[table] ?? 0,
    cell: ({ getValue }) => formatNumber(Number(getValue())),
  }),
);

function backupColumns(canDownload: boolean): ColumnDef<BackupSummary, unknown>[] {
  return [
    { accessorKey: 'createdAt', header: 'Date', cell: ({ row }) => formatDateTime(row.original.createdAt) },
    { accessorKey: 'sizeBytes', header: 'Taille', cell: ({ row }) => formatBytes(row.original.sizeBytes) },
    ...rowColumns,
    ...(canDownload
      ? [
          {
            id: 'download',
            header: 'Fichier',
            enableSorting: false,
            cell: ({ row }) => (
              // relative: the screen-reader text stays inside the table's scrolling box instead of widening the page.
              <a className={`${secondaryButton} relative`} href={backupDownloadUrl(row.original.name)} download={row.original.name}>
                <Download aria-hidden size={16} /> Télécharger<span className="sr-only"> la sauvegarde du {formatDateTime(row.original.createdAt)}</span>
              </a>
            ),
          } satisfies ColumnDef<BackupSummary, unknown>,
        ]
      : []),
  ];
}

/** 'Sauvegardes' (Paramètres): the daily copies of the database, how many are kept, and their download for admins. */
export function BackupsSection() {
  const backups = useBackups();
  const client = useQueryClient();
  const overview = useSettings();
  const save = useSaveSettings();
  const formRef = useFocusFirstInvalid(save.error);
  const refused = refusalOf(save.error, ['backupsKept']);
  const canEdit = useCanWrite();
  const [notice, setNotice] = useState<string | null>(null);
  const stored = overview.data?.settings.backupsKept;
  const form = useForm<BackupSettings>({
    resolver: zodResolver(backupSettingsSchema),
    defaultValues: { backupsKept: BACKUPS_KEPT.default },
    ...followStored(stored === undefined ? undefined : { backupsKept: stored }),
  });
  const report = backups.data;

  const disabled = !canEdit || save.isPending || stored === undefined;
  const onValid = (values: BackupSettings) => {
    setNotice(null);
    save.mutate(values, {
      onSuccess: () => {
        form.reset(values);
        setNotice(settingsMessages.saved);
        void reloadAfterWrite(client, { others: [adminKeys.backups] });
      },
    });
  };

  return (
    <Section id="settings-backups" title="Sauvegardes">
      <div className="min-w-0 space-y-4">
        <p className="text-sm text-gray-300">
          Une copie complète de la base de données est faite chaque jour, sans arrêter le site, dans le dossier{' '}
          <code className="break-all text-gray-100">{report?.directory ?? '…'}</code>.
          {report?.nextRunAt && <> Prochaine sauvegarde&nbsp;: {formatDateTime(report.nextRunAt)}.</>} Restauration&nbsp;: <code>npm run db:restore FICHIER</code>.
        </p>
        {backups.error && <Notice tone="error">{errorMessage(backups.error)}</Notice>}
        {report?.lastError && (
          <Notice tone="error">
            Dernière sauvegarde en échec{report.lastRunAt ? ` (${formatDateTime(report.lastRunAt)})` : ''} : {report.lastError}
          </Notice>
        )}
        {report?.directoryError && <Notice tone="error">{report.directoryError}</Notice>}
        <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-3" aria-label="Conservation des sauvegardes">
          <div className="w-full max-w-xs">
            <TextField
              label="Sauvegardes conservées"
              type="number"
              inputMode="numeric"
              min={BACKUPS_KEPT.min}
              max={BACKUPS_KEPT.max}
              hint={`Les plus anciennes au-delà sont supprimées\u00a0; par défaut ${BACKUPS_KEPT.default}.`}
              disabled={disabled}
              error={form.formState.errors.backupsKept?.message ?? refused.field('backupsKept')}
              {...form.register('backupsKept', { valueAsNumber: true })}
            />
          </div>
          <button type="submit" className={primaryButton} disabled={disabled}>
            <Save aria-hidden size={16} /> {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
          </button>
        </form>
        {!canEdit && stored !== undefined && <p className="text-sm text-amber-200">{readOnlyHint}. Seul un administrateur peut télécharger une sauvegarde.</p>}
        {notice && <Notice tone="success">{notice}</Notice>}
        {refused.general && <Notice tone="error">{refused.general}</Notice>}
        <DataTable
          caption="Dernières sauvegardes (lignes des tables principales)"
          columns={backupColumns(canEdit)}
          data={report?.backups ?? []}
          getRowId={(backup) => backup.name}
          empty={backups.isLoading ? 'Chargement…' : 'Aucune sauvegarde pour le moment'}
        />
      </div>
    </Section>
  );
}
