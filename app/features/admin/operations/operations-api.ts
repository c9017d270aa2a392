import { useQuery } from '@tanstack/react-query';
import type { AiModelCard, ConnectionStatus, DatabaseConnections, EnvironmentStatus } from '../../../../domain/api/operations-answers';
import { AdminApiError, adminFetch } from '../api/admin-fetch';


/** The four labels of back-office §4. */
export const connectionLabels: Record<ConnectionStatus, string> = {
  connected: 'Connecté',
  error: 'Erreur',
  unconfigured: 'Non configuré',
  unknown: 'Inconnu',
};

export const connectionTones: Record<ConnectionStatus, string> = {
  connected: 'bg-emerald-500/15 text-emerald-200 border-emerald-400/40',
  error: 'bg-red-500/15 text-red-200 border-red-400/40',
  unconfigured: 'bg-ink-700 text-gray-200 border-ink-600',
  unknown: 'bg-amber-400/10 text-amber-200 border-amber-400/40',
};

/** The database panel's own messages (back-office §8): 'Erreur HTTP: {status}' or 'Échec de la récupération des données'. */
async function fetchConnections(): Promise<DatabaseConnections> {
  try {
    return await adminFetch<DatabaseConnections>('/api/admin/database-connections');
  } catch (error) {
    const status = error instanceof AdminApiError ? error.status : 0;
    throw new Error(status >= 400 ? `Erreur HTTP: ${status}` : 'Échec de la récupération des données');
  }
}

export function useDatabaseConnections() {
  return useQuery({ queryKey: ['admin', 'database-connections'], queryFn: fetchConnections, retry: false });
}

export function useEnvironments() {
  return useQuery({
    queryKey: ['admin', 'environments'],
    queryFn: async () => (await adminFetch<{ environments: EnvironmentStatus[] }>('/api/admin/environments')).environments,
    retry: false,
  });
}

export function useAiModels() {
  return useQuery({
    queryKey: ['admin', 'ai-models'],
    queryFn: () => adminFetch<{ since: string; models: AiModelCard[] }>('/api/admin/ai-models'),
    retry: false,
  });
}
