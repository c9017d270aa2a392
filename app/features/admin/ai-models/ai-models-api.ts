import { useQuery } from '@tanstack/react-query';
import type { AiModelCard } from '../../../../domain/api/operations-answers';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

/** GET /api/admin/ai-models: the models this product uses, with this month's usage. */
export function useAiModels() {
  return useQuery({
    queryKey: adminKeys.aiModels,
    queryFn: () => adminFetch<{ since: string; models: AiModelCard[] }>('/api/admin/ai-models'),
    retry: false,
  });
}
