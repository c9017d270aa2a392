import { useQuery } from '@tanstack/react-query';
import type { BackupsReport } from '../../../../domain/backups/backup-messages';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';


/** The backups of BACKUP_DIR and the daily job's last outcome. */
export function useBackups() {
  return useQuery({ queryKey: adminKeys.backups, queryFn: () => adminFetch<BackupsReport>('/api/admin/backups'), retry: false });
}

/** Where an admin's browser downloads one backup (the session cookie goes with the link). */
export const backupDownloadUrl = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}`;
