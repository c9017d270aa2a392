import { useQuery } from '@tanstack/react-query';
import type { DashboardFigures } from '../../../../domain/api/admin-answers';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

/** The reader's day is read again this often (docs/decisions/0479-my-day.md): it goes on, and colleagues assign callbacks. */
export const MY_DAY_REFRESH_MS = 60_000;

/**
 * The dashboard's figures, goal and the reader's day; `refreshEvery` reads them again on a timer (the day goes on,
 * a colleague assigns a callback), `enabled` false reads nothing.
 */
export function useDashboard({ refreshEvery, enabled = true }: { refreshEvery?: number; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: () => adminFetch<DashboardFigures>('/api/admin/dashboard'),
    retry: false,
    refetchInterval: refreshEvery,
    enabled,
  });
}
