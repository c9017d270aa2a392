import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SiteAudience } from '../../../../domain/analytics/site-audience';
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
