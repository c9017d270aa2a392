import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { pendingCountAnswer } from '../../../../domain/api/admin-answers';
import type { waitingLeadsAnswer } from '../../../../domain/api/prospect-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { useAuthenticatedFlag } from '../auth/use-authenticated-flag';
import { announceNewRequests, type WaitingCounts } from './browser-alerts';

export const WAITING_POLL_MS = 30_000;

type PendingBySource = Answer<typeof pendingCountAnswer>['bySource'];

// On a failed call the counts are 0, with no message (back-office §7).
async function pendingBySource(): Promise<PendingBySource> {
  try {
    return (await adminFetch<Answer<typeof pendingCountAnswer>>('/api/admin/callback-requests/count-pending')).bySource;
  } catch {
    return { contact: 0, callback: 0 };
  }
}

async function waitingLeads(): Promise<number> {
  try {
    return (await adminFetch<Answer<typeof waitingLeadsAnswer>>('/api/admin/prospects/count-waiting')).waitingCount;
  } catch {
    return 0;
  }
}

/**
 * What waits for the agency: contact messages and callback requests pending, super-assistant leads not yet
 * reached; on load then every 30 seconds. When a count rose the lists reload so the new ones appear, and this
 * browser shows a system notification if it asked for them.
 */
export function useWaitingCounts(): WaitingCounts {
  const client = useQueryClient();
  const authenticated = useAuthenticatedFlag();
  const poll = { refetchInterval: WAITING_POLL_MS, enabled: authenticated };
  const [requests, leadsQuery] = useQueries({
    queries: [
      { queryKey: adminKeys.pendingCounts, queryFn: pendingBySource, ...poll },
      // Under the prospects' key: a lead reached on the board refreshes it with the board.
      { queryKey: adminKeys.prospects.waitingCount, queryFn: waitingLeads, ...poll },
    ],
  });
  const contact = requests.data?.contact;
  const callback = requests.data?.callback;
  const leads = leadsQuery.data;
  const previous = useRef<WaitingCounts | null>(null);

  useEffect(() => {
    if (contact === undefined || callback === undefined || leads === undefined) return;
    const before = previous.current;
    previous.current = { contact, callback, leads };
    if (!before) return;
    const risen = { contact: Math.max(0, contact - before.contact), callback: Math.max(0, callback - before.callback), leads: Math.max(0, leads - before.leads) };
    if (risen.contact + risen.callback > 0) void client.invalidateQueries({ queryKey: adminKeys.inbox });
    if (risen.leads > 0) void client.invalidateQueries({ queryKey: adminKeys.prospects.all });
    announceNewRequests(risen);
  }, [contact, callback, leads, client]);
  return { contact: contact ?? 0, callback: callback ?? 0, leads: leads ?? 0 };
}
