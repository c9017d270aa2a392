import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { messageAnswer } from '../../../../domain/api/answers';
import type { blockedSendersAnswer, blockSenderAnswer } from '../../../../domain/api/admin-answers';
import { blockedSenderKey, domainEntryOf } from '../../../../domain/blocked-senders';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';

/** The inbox's blocked addresses (docs/decisions/0579-blocked-senders.md), read once for the section and every record. */
export function useBlockedSenders() {
  return useQuery({
    queryKey: adminKeys.blockedSenders,
    retry: false,
    queryFn: async () => (await adminFetch<Answer<typeof blockedSendersAnswer>>('/api/admin/blocked-senders')).senders,
  });
}

/** The entry that blocks an address, its own or its domain's, if it is blocked. */
export function useBlockedEntry(email: string) {
  const senders = useBlockedSenders();
  const key = blockedSenderKey(email);
  const domain = domainEntryOf(email);
  return senders.data?.find((sender) => sender.email === key) ?? senders.data?.find((sender) => sender.email === domain) ?? null;
}

/** Blocks an address: its waiting requests are cancelled too, so every inbox view is read again. */
export function useBlockSender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => adminFetch<Answer<typeof blockSenderAnswer>>('/api/admin/blocked-senders', { method: 'POST', body: { email } }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.blockedSenders], others: [adminKeys.inbox, adminKeys.pendingCounts] }),
  });
}

export function useUnblockSender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/blocked-senders/${id}`, { method: 'DELETE' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.blockedSenders] }),
  });
}
