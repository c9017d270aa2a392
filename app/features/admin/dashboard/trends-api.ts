import { useQuery } from '@tanstack/react-query';
import type { LeadTrends } from '../../../../domain/api/trends-answers';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

export function useLeadTrends() {
  return useQuery({ queryKey: adminKeys.dashboardTrends, queryFn: () => adminFetch<LeadTrends>('/api/admin/dashboard/trends'), retry: false });
}
