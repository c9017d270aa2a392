import { useQuery } from '@tanstack/react-query';
import type { inboxPageAnswer } from '../../../../domain/api/admin-answers';
import type { prospectListAnswer } from '../../../../domain/api/prospect-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

/** Results shown per kind; the totals say how many more each list holds. */
export const PERSON_SEARCH_LIMIT = 5;
/** Fewer characters match too many people to be of use. */
export const PERSON_SEARCH_MIN_LENGTH = 2;

/**
 * One search across the inbox's requests and the prospects, through their own list routes (the same accent-free
 * matching as each list's search), the newest first.
 */
export function usePersonSearch(query: string) {
  return useQuery({
    queryKey: adminKeys.personSearch(query),
    enabled: query.length >= PERSON_SEARCH_MIN_LENGTH,
    retry: false,
    queryFn: async () => {
      const search = encodeURIComponent(query);
      const [requests, prospects] = await Promise.all([
        adminFetch<Answer<typeof inboxPageAnswer>>(`/api/admin/callback-requests?search=${search}&limit=${PERSON_SEARCH_LIMIT}`),
        adminFetch<Answer<typeof prospectListAnswer>>(`/api/admin/prospects?search=${search}&limit=${PERSON_SEARCH_LIMIT}&sortField=id&sortOrder=desc`),
      ]);
      return {
        requests: requests.callbackRequests,
        requestsTotal: requests.total,
        prospects: prospects.prospects,
        prospectsTotal: prospects.meta.totalItems,
      };
    },
  });
}
