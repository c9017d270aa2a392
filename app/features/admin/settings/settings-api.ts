import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { retentionAnswer } from '../../../../domain/api/operations-answers';
import type { loginJournalAnswer } from '../../../../domain/api/admin-answers';
import type { messageAnswer } from '../../../../domain/api/answers';
import type { apiKeyCreatedAnswer, apiKeysAnswer } from '../../../../domain/api/api-key-answers';
import type { settingsOverviewAnswer, settingsSavedAnswer } from '../../../../domain/api/settings-answers';
import type { SettingsUpdate } from '../../../../domain/settings/settings-schema';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';
import { reloadAfterWrite } from '../api/reload-after-write';

export type SettingsOverview = Answer<typeof settingsOverviewAnswer>;
export type ApiKey = Answer<typeof apiKeysAnswer>['keys'][number];
export type LoginEvent = Answer<typeof loginJournalAnswer>['events'][number];

export function useSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: () => adminFetch<SettingsOverview>('/api/admin/settings'), retry: false });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: SettingsUpdate) => adminFetch<Answer<typeof settingsSavedAnswer>>('/api/admin/settings', { method: 'PUT', body: changes }),
    onSuccess: (overview) => client.setQueryData(adminKeys.settings, overview),
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: adminKeys.apiKeys,
    queryFn: async () => (await adminFetch<Answer<typeof apiKeysAnswer>>('/api/admin/api-keys')).keys,
    retry: false,
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      adminFetch<Answer<typeof apiKeyCreatedAnswer>>('/api/admin/api-keys', { method: 'POST', body: { name } }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.apiKeys] }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch<Answer<typeof messageAnswer>>(`/api/admin/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => reloadAfterWrite(client, { shown: [adminKeys.apiKeys] }),
  });
}

export function useLoginJournal() {
  return useQuery({
    queryKey: adminKeys.loginJournal,
    queryFn: async () => (await adminFetch<Answer<typeof loginJournalAnswer>>('/api/admin/login-journal')).events,
    retry: false,
    refetchInterval: 60_000,
  });
}

/** Public-site §9 retention: the dry run of the next purge and the record of past purges. */
export function useRetention() {
  return useQuery({ queryKey: adminKeys.retention, queryFn: () => adminFetch<Answer<typeof retentionAnswer>>('/api/admin/retention'), retry: false });
}
