import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { chatbotStatsAnswer } from '../../../../domain/api/admin-answers';
import type { Improvements } from '../../../../domain/api/insights-answers';
import type { z } from '../../../../domain/validation/zod';
import { adminFetch } from '../api/admin-fetch';

/** The answer of GET /api/admin/chatbot/stats, as the route declares it. */
export type ChatbotStats = z.infer<typeof chatbotStatsAnswer>;

const insightsKeys = {
  chatbotStats: ['admin', 'chatbot-stats'] as const,
  improvements: ['admin', 'improvements'] as const,
};

/** GET /api/admin/chatbot/stats (back-office §7). */
export function useChatbotStats() {
  return useQuery({
    queryKey: insightsKeys.chatbotStats,
    queryFn: () => adminFetch<ChatbotStats>('/api/admin/chatbot/stats'),
    retry: false,
  });
}

const IMPROVEMENTS_CACHE_MS = 5 * 60_000;

/** GET /api/improvements: 5 s timeout, cached 5 min (back-office §7, §9). */
export function useImprovements() {
  return useQuery({
    queryKey: insightsKeys.improvements,
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
    onSuccess: (ideas) => client.setQueryData(insightsKeys.improvements, ideas),
  });
}
