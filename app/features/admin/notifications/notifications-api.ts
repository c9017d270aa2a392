import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsOverview } from '../../../../domain/api/notification-answers';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';


/** The SMTP line, the webhook's key and its last deliveries; refreshed while the section is open. */
export function useNotifications() {
  return useQuery({
    queryKey: adminKeys.notifications,
    queryFn: () => adminFetch<NotificationsOverview>('/api/admin/notifications'),
    refetchInterval: 30_000,
    retry: false,
  });
}

export function useSendTestMail() {
  return useMutation({ mutationFn: () => adminFetch<{ message: string }>('/api/admin/notifications/test', { method: 'POST' }) });
}

export function useRenewWebhookSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminFetch<{ message: string; webhookSecret: string }>('/api/admin/notifications/webhook-secret', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.notifications }),
  });
}
