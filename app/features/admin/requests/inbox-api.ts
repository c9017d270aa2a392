import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxAssignment, InboxOrder, RequestSource, RequestStatus } from '../../../../domain/inbox';
import type { SnoozeView } from '../../../../domain/inbox-snooze';
import type { bulkAnswer, inboxPageAnswer, responseTimesAnswer, statusChangedAnswer } from '../../../../domain/api/admin-answers';
import type { InboxBulkAction } from '../../../../domain/inbox-bulk';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';
import { queryString } from '../api/query-string';

export type InboxPage = Answer<typeof inboxPageAnswer>;
export type LeadRequest = InboxPage['callbackRequests'][number];

export interface InboxFilter {
  source?: RequestSource;
  status?: RequestStatus;
  search?: string;
  sort?: InboxOrder;
  /** 'late': only the requests past their answer deadline, still unanswered. */
  response?: 'late';
  /** 'mine' or 'unassigned'; every request when absent. */
  assignment?: InboxAssignment;
  /** 'hidden': without the requests snoozed now (the waiting views); 'only': those alone. */
  snooze?: SnoozeView;
  /** Only the requests carrying this label. */
  label?: string;
  page: number;
}

export function useInboxList(filter: InboxFilter, enabled = true) {
  return useQuery({
    queryKey: adminKeys.inboxList(filter),
    queryFn: () => adminFetch<InboxPage>(`/api/admin/callback-requests?${queryString(filter)}`),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

/** En attente, Traitées, Annulées for the inbox section (back-office §2.7). */
export function useInboxTotals(source: RequestSource | 'all') {
  return useQuery({
    queryKey: adminKeys.inboxTotals(source),
    retry: false,
    queryFn: async () => {
      // The pending ones set aside for later are counted with the badge's: not waiting now.
      const totalOf = async (status: RequestStatus) =>
        (
          await adminFetch<InboxPage>(
            `/api/admin/callback-requests?${queryString({ source: source === 'all' ? undefined : source, status, snooze: status === 'pending' ? 'hidden' : undefined, limit: 1 })}`,
          )
        ).total;
      const [pending, completed, cancelled] = await Promise.all([totalOf('pending'), totalOf('completed'), totalOf('cancelled')]);
      return { pending, completed, cancelled };
    },
  });
}

/**
 * PUT …/status. On success the pending counter drops at once (never below 0)
 * on a move away from pending, then the lists and counts reload.
 */
export function useStatusChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, status }: { request: LeadRequest; status: RequestStatus }) =>
      adminFetch<Answer<typeof statusChangedAnswer>>(`/api/admin/callback-requests/${request.id}/status`, {
        method: 'PUT',
        body: { status },
      }),
    onSuccess: (_data, { request, status }) => {
      const delta = status === 'pending' ? 1 : request.status === 'pending' ? -1 : 0;
      client.setQueryData<Record<RequestSource, number>>(adminKeys.pendingCounts, (counts) =>
        counts ? { ...counts, [request.source]: Math.max(0, counts[request.source] + delta) } : counts,
      );
      void reloadAfterWrite(client, { others: [adminKeys.inbox, adminKeys.pendingCounts] });
    },
  });
}

/** POST …/bulk: one action on the chosen requests; the lists and the counts reload. */
export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; action: InboxBulkAction; username?: string | null; label?: string; until?: string | null }) =>
      adminFetch<Answer<typeof bulkAnswer>>('/api/admin/callback-requests/bulk', { method: 'POST', body }),
    // The labels in use sit under the inbox's key, so a bulk label reloads them too.
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.inbox], others: [adminKeys.pendingCounts] }),
  });
}

export type ResponseTimes = Answer<typeof responseTimesAnswer>;

/** The promises kept over the last 30 days and the requests waiting now, for the dashboard. */
/** Whose promises the figures read: the inbox's requests, or the super assistant's leads (prospects module). */
export type PromiseKind = 'requests' | 'leads';
const responseTimesQuery = {
  requests: { key: adminKeys.responseTimes, path: '/api/admin/callback-requests/response-times?days=30' },
  leads: { key: adminKeys.prospects.responseTimes, path: '/api/admin/prospects/response-times?days=30' },
} as const;

export function useResponseTimes(kind: PromiseKind) {
  return useQuery({
    queryKey: responseTimesQuery[kind].key,
    queryFn: () => adminFetch<ResponseTimes>(responseTimesQuery[kind].path),
    retry: false,
  });
}
