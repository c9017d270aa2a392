import type { FastifyInstance } from 'fastify';
import { chatAskSchema } from '../../../domain/chat/ask-schema';
import { ApiError, parseWith } from '../../lib/api-error';
import { limits } from '../../plugins/rate-limits';
import { chatbotService } from './service';

/** Anna's public endpoint: every question is stored, then answered with the canned replies. */
export async function chatbotRoutes(app: FastifyInstance): Promise<void> {
  const chatbot = chatbotService(app.db);
  app.post('/api/chatbot/ask', { bodyLimit: 4 * 1024, config: { rateLimit: limits.chat } }, async (request) => {
    if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
      throw new ApiError(400, 'Le corps de la requête doit être un objet JSON.');
    }
    const input = parseWith(chatAskSchema, request.body);
    return { success: true, ...(await chatbot.ask(input)) };
  });
}
