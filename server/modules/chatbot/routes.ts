import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { chatAnswer } from '../../../domain/api/public-answers';
import { chatAskSchema } from '../../../domain/chat/ask-schema';
import { limits } from '../../plugins/rate-limits';
import { chatbotService } from './service';

/** Anna's public endpoint: every question is stored, then answered with the canned replies. */
export async function chatbotRoutes(app: FastifyInstance): Promise<void> {
  const chatbot = chatbotService(app.db);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/chatbot/ask',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: limits.chat },
      schema: { body: chatAskSchema, response: answers({ 200: chatAnswer }) },
    },
    async (request) => ({ success: true as const, ...(await chatbot.ask(request.body)) }),
  );
}
