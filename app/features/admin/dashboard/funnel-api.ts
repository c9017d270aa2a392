import { useQuery } from '@tanstack/react-query';
import type { TrafficFunnel } from '../../../../domain/analytics/traffic-funnel';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';


export function useTrafficFunnel() {
  return useQuery({ queryKey: adminKeys.dashboardFunnel, queryFn: () => adminFetch<TrafficFunnel>('/api/admin/dashboard/funnel'), retry: false });
}
