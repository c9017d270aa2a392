import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetentionReport } from '../../../../domain/api/operations-answers';
import type { Settings, SettingsUpdate } from '../../../../domain/settings/settings-schema';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

export interface SettingsOverview {
  settings: Settings;
  updatedAt: string | null;
  updatedBy: string | null;
  history: Array<{ setting: keyof Settings; oldValue: string | null; newValue: string; changedBy: string; changedAt: string }>;
}

export interface ApiKey {
  id: number;
  name: string;
  username: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
  revokedAt: string | null;
  active: boolean;
}

export interface LoginEvent {
  id: number;
  username: string;
  address: string;
  success: boolean;
  reason: 'bad-credentials' | 'locked' | null;
  createdAt: string;
}

export function useSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: () => adminFetch<SettingsOverview>('/api/admin/settings'), retry: false });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: SettingsUpdate) => adminFetch<SettingsOverview & { message: string }>('/api/admin/settings', { method: 'PUT', body: changes }),
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
      adminFetch<{ token: string; name: string; expiresAt: string; message: string }>('/api/admin/api-keys', { method: 'POST', body: { name } }),
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
