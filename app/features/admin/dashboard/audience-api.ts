import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CurrentVisitors, SiteAudience } from '../../../../domain/analytics/site-audience';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { periodQuery, type StatsPeriod } from '../ui/period-fields';

export function useSiteAudience(period: StatsPeriod) {
  return useQuery({
    queryKey: adminKeys.dashboardAudience(period),
    queryFn: () => adminFetch<SiteAudience>(`/api/admin/dashboard/audience?${periodQuery(period)}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Seconds between two readings of who is on the site, while the dashboard is open in a visible tab. */
const CURRENT_VISITORS_POLL_MS = 30_000;

export function useCurrentVisitors() {
  return useQuery({
    queryKey: adminKeys.dashboardAudienceNow,
    queryFn: () => adminFetch<CurrentVisitors>('/api/admin/dashboard/audience/now'),
    refetchInterval: CURRENT_VISITORS_POLL_MS,
    retry: false,
  });
}
