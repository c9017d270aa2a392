import { useQuery } from '@tanstack/react-query';
import type { DashboardFigures } from '../../../../domain/api/admin-answers';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: () => adminFetch<DashboardFigures>('/api/admin/dashboard'),
    retry: false,
  });
}
