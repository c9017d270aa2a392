import { useQuery } from '@tanstack/react-query';
import type { aiModelsAnswer } from '../../../../domain/api/operations-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

/** GET /api/admin/ai-models: the models this product uses, with this month's usage. */
export function useAiModels() {
  return useQuery({
    queryKey: adminKeys.aiModels,
    queryFn: () => adminFetch<Answer<typeof aiModelsAnswer>>('/api/admin/ai-models'),
    retry: false,
  });
}
