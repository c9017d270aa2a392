import { useQuery } from '@tanstack/react-query';
import type { MyDay } from '../../../../domain/api/my-day-answers';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

/**
 * The reader's day (docs/decisions/0479-my-day.md): read again each minute, as the day goes on and colleagues assign
 * requests; a deal changed here reloads it at once through the dashboard's key.
 */
export function useMyDay(enabled = true) {
  return useQuery({ queryKey: adminKeys.dashboardMyDay, queryFn: () => adminFetch<MyDay>('/api/admin/dashboard/my-day'), retry: false, refetchInterval: 60_000, enabled });
}
