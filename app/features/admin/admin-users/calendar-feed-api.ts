import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { calendarFeedAnswer, calendarFeedCreatedAnswer } from '../../../../domain/api/admin-answers';
import type { messageAnswer } from '../../../../domain/api/answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';

const URL = '/api/admin/account/calendar-feed';

/** The logged-in user's calendar address, without its secret (docs/decisions/0474-calendar-feed.md). */
export function useCalendarFeed() {
  return useQuery({ queryKey: adminKeys.calendarFeed, queryFn: () => adminFetch<Answer<typeof calendarFeedAnswer>>(URL) });
}

/** A new address in place of the old one; its answer holds the address, shown this once. */
export function useNewCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminFetch<Answer<typeof calendarFeedCreatedAnswer>>(URL, { method: 'POST' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.calendarFeed] }),
  });
}

export function useRemoveCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminFetch<Answer<typeof messageAnswer>>(URL, { method: 'DELETE' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.calendarFeed] }),
  });
}
