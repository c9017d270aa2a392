import { useQuery } from '@tanstack/react-query';
import type { chatbotStatsAnswer } from '../../../../domain/api/admin-answers';
import { adminFetch, type Answer } from '../../../api/admin-fetch';
import { adminKeys } from '../api/query-keys';

/** The answer of GET /api/admin/chatbot/stats, as the route declares it. */
export type ChatbotStats = Answer<typeof chatbotStatsAnswer>;


/** GET /api/admin/chatbot/stats (back-office §7). */
export function useChatbotStats() {
  return useQuery({
    queryKey: adminKeys.chatbotStats,
    queryFn: () => adminFetch<ChatbotStats>('/api/admin/chatbot/stats'),
    retry: false,
  });
}
