import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Improvements } from '../../../../domain/api/insights-answers';
import { adminFetch } from '../api/admin-fetch';

export interface ChatbotStats {
  apiKeys: { total: number; totalUsage: number; keys: Array<{ id: number; name: string; createdAt: string; expiresAt: string | null; active: boolean; usageCount: number; lastUsed: string | null }> };
  requests: {
    recent: Array<{ id: number; date: string; query: string; source: string; page: string; responseTime: number; tokens: number }>;
    sourceStats: Array<{ source: string; count: number }>;
    dailyStats: Array<{ date: string; count: number }>;
    totalTokens: number;
    commonQueries: Array<{ user_query: string; count: number }>;
    total: number;
    daysAnalyzed: number;
    unansweredQueries: Array<{ user_query: string; count: number; lastAsked: string; page: string }>;
  };
}

const insightsKeys = {
  chatbotStats: ['admin', 'chatbot-stats'] as const,
  improvements: ['admin', 'improvements'] as const,
};

/** GET /api/admin/chatbot/stats (back-office §7). */
export function useChatbotStats() {
  return useQuery({
    queryKey: insightsKeys.chatbotStats,
    queryFn: () => adminFetch<ChatbotStats & { success: boolean }>('/api/admin/chatbot/stats'),
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
