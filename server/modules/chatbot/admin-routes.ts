import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatbotStatsAnswer } from '../../../domain/api/admin-answers';
import { answers } from '../../../domain/api/answers';
import { chatbotService } from './service';

/** Chatbot analytics for the back-office; must be registered behind the admin authentication. */
export async function chatbotAdminRoutes(app: FastifyInstance): Promise<void> {
  const chatbot = chatbotService(app.db);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/admin/chatbot/stats', { schema: { response: answers({ 200: chatbotStatsAnswer }) } }, async () => ({
      success: true as const,
      ...(await chatbot.stats()),
    }));
}
