import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { aiModelsAnswer } from '../../../domain/api/operations-answers';
import { aiModelsService } from './service';


/** The AI model cards of back-office §2.15. */
export async function aiModelsRoutes(app: FastifyInstance): Promise<void> {
  const models = aiModelsService(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/ai-models',
    { schema: { response: answers({ 200: aiModelsAnswer }) } },
    async () => ({ success: true as const, ...(await models.list()) }),
  );
}
