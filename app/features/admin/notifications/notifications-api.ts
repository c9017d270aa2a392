import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { messageAnswer } from '../../../../domain/api/answers';
import type { NotificationsOverview, waitingEmailsRetryAnswer, webhookSecretAnswer } from '../../../../domain/api/notification-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';


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
  return useMutation({ mutationFn: () => adminFetch<Answer<typeof messageAnswer>>('/api/admin/notifications/test', { method: 'POST' }) });
}

/** 'Réessayer maintenant': the e-mails the mail server refused, tried again at once (docs/decisions/0537). */
export function useRetryWaitingEmails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminFetch<Answer<typeof waitingEmailsRetryAnswer>>('/api/admin/notifications/waiting-emails/retry', { method: 'POST' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.notifications] }),
  });
}

export function useRenewWebhookSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminFetch<Answer<typeof webhookSecretAnswer>>('/api/admin/notifications/webhook-secret', { method: 'POST' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.notifications] }),
  });
}
