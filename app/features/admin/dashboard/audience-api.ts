import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIENCE_FILTERS, type AudienceFilter, type CurrentVisitors, type SiteAudience } from '../../../../domain/analytics/site-audience';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { periodQuery, type StatsPeriod } from '../ui/period-fields';

/** The period's query string, then each filter given. */
const audienceQuery = (period: StatsPeriod, filter: AudienceFilter) =>
  [periodQuery(period), ...AUDIENCE_FILTERS.flatMap((name) => (filter[name] ? [`${name}=${encodeURIComponent(filter[name])}`] : []))].join('&');

/** The same period and filters as a CSV file (Plausible's export, docs/decisions/0413-audience-csv-export.md). */
export const audienceExportUrl = (period: StatsPeriod, filter: AudienceFilter = {}) => `/api/admin/dashboard/audience/export?${audienceQuery(period, filter)}`;

export function useSiteAudience(period: StatsPeriod, filter: AudienceFilter = {}) {
  return useQuery({
    queryKey: adminKeys.dashboardAudience({ ...period, ...filter }),
    queryFn: () => adminFetch<SiteAudience>(`/api/admin/dashboard/audience?${audienceQuery(period, filter)}`),
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
