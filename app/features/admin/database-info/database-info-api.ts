import { useQuery } from '@tanstack/react-query';
import type { DatabaseConnections } from '../../../../domain/api/operations-answers';
import { ApiError } from '../../../api/http';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

/** The database panel's own messages (back-office §8): 'Erreur HTTP: {status}' or 'Échec de la récupération des données'. */
async function fetchConnections(): Promise<DatabaseConnections> {
  try {
    return await adminFetch<DatabaseConnections>('/api/admin/database-connections');
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw new Error(status >= 400 ? `Erreur HTTP: ${status}` : 'Échec de la récupération des données');
  }
}

export function useDatabaseConnections() {
  return useQuery({ queryKey: adminKeys.databaseConnections, queryFn: fetchConnections, retry: false });
}
