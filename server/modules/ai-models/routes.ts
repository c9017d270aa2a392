import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../domain/validation/zod';
import { aiModelsService } from './service';

const model = z.object({
  id: z.string(),
  name: z.string(),
  purpose: z.string(),
  provider: z.string(),
  status: z.enum(['active', 'unconfigured']),
  monthlyRequests: z.number().int().nullable(),
  monthlyTokens: z.number().int().nullable(),
  monthlyCost: z.number().nullable(),
  costNote: z.string(),
});

/** The AI model cards of back-office §2.15. */
export async function aiModelsRoutes(app: FastifyInstance): Promise<void> {
  const models = aiModelsService(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/ai-models',
    { schema: { response: { 200: z.object({ success: z.literal(true), since: z.string(), models: z.array(model) }) } } },
    async () => ({ success: true as const, ...(await models.list()) }),
  );
}
