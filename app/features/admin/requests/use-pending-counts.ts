import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { RequestSource } from '../../../../domain/inbox';
import type { pendingCountAnswer } from '../../../../domain/api/admin-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { useAuthenticatedFlag } from '../auth/use-authenticated-flag';
import { announceNewRequests } from '../notifications/browser-alerts';

export const PENDING_POLL_MS = 30_000;
const SOURCES: RequestSource[] = ['callback', 'contact'];

/** On a failed call the count is 0, with no message (back-office §7). */
async function fetchPendingCount(source: RequestSource): Promise<number> {
  try {
    const body = await adminFetch<Answer<typeof pendingCountAnswer>>(`/api/admin/callback-requests/count-pending?source=${source}`);
    return body.pendingCount;
  } catch {
    return 0;
  }
}

/**
 * Both pending counts, on load then every 30 seconds; when a count rose the lists reload so the new leads
 * appear, and this browser shows a system notification if it asked for them.
 */
export function usePendingCounts(): Record<RequestSource, number> {
  const client = useQueryClient();
  const authenticated = useAuthenticatedFlag();
  const results = useQueries({
    queries: SOURCES.map((source) => ({
      queryKey: adminKeys.pendingCount(source),
      queryFn: () => fetchPendingCount(source),
      refetchInterval: PENDING_POLL_MS,
      enabled: authenticated,
    })),
  });
  const callback = results[0]?.data;
  const contact = results[1]?.data;
  const previous = useRef<Record<RequestSource, number> | null>(null);

  useEffect(() => {
    if (callback === undefined || contact === undefined) return;
    const before = previous.current;
    previous.current = { callback, contact };
    if (before && (callback > before.callback || contact > before.contact)) {
      void client.invalidateQueries({ queryKey: adminKeys.inbox });
      announceNewRequests({ callback: Math.max(0, callback - before.callback), contact: Math.max(0, contact - before.contact) });
    }
  }, [callback, contact, client]);
  return { callback: callback ?? 0, contact: contact ?? 0 };
}
