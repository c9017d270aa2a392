import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Improvements } from '../../../../domain/api/improvements-answers';
import { adminFetch } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

const IMPROVEMENTS_CACHE_MS = 5 * 60_000;

/** GET /api/improvements: 5 s timeout, cached 5 min (back-office §7, §9). */
export function useImprovements() {
  return useQuery({
    queryKey: adminKeys.improvements,
    queryFn: () => adminFetch<Improvements>('/api/improvements', { timeoutMs: 5000 }),
    staleTime: IMPROVEMENTS_CACHE_MS,
    retry: false,
  });
}

/** POST /api/improvements/generate: 8 s timeout; the answer replaces the cached ideas. */
export function useGenerateImprovements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminFetch<Improvements>('/api/improvements/generate', { method: 'POST', timeoutMs: 8000 }),
    onSuccess: (ideas) => client.setQueryData(adminKeys.improvements, ideas),
  });
}
