import { useQuery } from '@tanstack/react-query';
import type { TrafficFunnel } from '../../../../domain/analytics/traffic-funnel';
import { adminFetch } from '../../../api/admin-fetch';

const funnelKey = ['admin', 'dashboard', 'funnel'] as const;

export function useTrafficFunnel() {
  return useQuery({ queryKey: funnelKey, queryFn: () => adminFetch<TrafficFunnel>('/api/admin/dashboard/funnel'), retry: false });
}
