import { useQuery } from '@tanstack/react-query';
import type { environmentsAnswer } from '../../../../domain/api/operations-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

/** GET /api/admin/environments: the MCP servers of the configuration, health-checked by the server. */
export function useEnvironments() {
  return useQuery({
    queryKey: adminKeys.environments,
    queryFn: async () => (await adminFetch<Answer<typeof environmentsAnswer>>('/api/admin/environments')).environments,
    retry: false,
  });
}
