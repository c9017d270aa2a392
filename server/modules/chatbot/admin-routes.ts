import type { FastifyInstance } from 'fastify';
import { chatbotService } from './service';

/** Chatbot analytics for the back-office; must be registered behind the admin authentication. */
export async function chatbotAdminRoutes(app: FastifyInstance): Promise<void> {
  const chatbot = chatbotService(app.db);
  app.get('/api/admin/chatbot/stats', async () => ({ success: true, ...(await chatbot.stats()) }));
}
