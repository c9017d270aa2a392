import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetentionReport } from '../../../../domain/api/operations-answers';
import type { LoginEvent } from '../../../../domain/api/admin-answers';
import type { ApiKey, ApiKeyCreated } from '../../../../domain/api/api-key-answers';
import type { SettingsOverview, SettingsSaved } from '../../../../domain/api/settings-answers';
import type { SettingsUpdate } from '../../../../domain/settings/settings-schema';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

export type { ApiKey, LoginEvent, SettingsOverview };

export function useSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: () => adminFetch<SettingsOverview>('/api/admin/settings'), retry: false });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: SettingsUpdate) => adminFetch<SettingsSaved>('/api/admin/settings', { method: 'PUT', body: changes }),
    onSuccess: (overview) => client.setQueryData(adminKeys.settings, overview),
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: adminKeys.apiKeys,
    queryFn: async () => (await adminFetch<{ keys: ApiKey[] }>('/api/admin/api-keys')).keys,
    retry: false,
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      adminFetch<ApiKeyCreated>('/api/admin/api-keys', { method: 'POST', body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch<{ message: string }>(`/api/admin/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.apiKeys }),
  });
}

export function useLoginJournal() {
  return useQuery({
    queryKey: adminKeys.loginJournal,
    queryFn: async () => (await adminFetch<{ events: LoginEvent[] }>('/api/admin/login-journal')).events,
    retry: false,
    refetchInterval: 60_000,
  });
}

/** Public-site §9 retention: the dry run of the next purge and the record of past purges. */
export function useRetention() {
  return useQuery({ queryKey: adminKeys.retention, queryFn: () => adminFetch<RetentionReport>('/api/admin/retention'), retry: false });
}
