import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, idParams } from '../../../domain/api/answers';
import { deletedResponse, directoryCheckResponse, generatedResponse, ownersResponse } from '../../../domain/api/business-card-answers';
import { businessCardMessages as messages, iterationParams } from '../../../domain/business-cards/business-card-schema';
import { businessCardsService } from './service';

/** Business cards (back-office §2.9, §7); the /api/admin guard checks access, ROLE_ADMIN for the writes. */
export async function businessCardsRoutes(app: FastifyInstance): Promise<void> {
  const cards = businessCardsService(app.db, app.config.siteDir);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/business-cards', { schema: { response: answers({ 200: ownersResponse }) } }, async () => ({
    success: true as const,
    owners: await cards.list(),
  }));

  routes.get(
    '/api/admin/business-cards/check-directory/:id',
    { schema: { params: idParams, response: answers({ 200: directoryCheckResponse }) } },
    async (request) => ({ success: true as const, ...(await cards.checkDirectory(request.params.id)) }),
  );

  routes.post(
    '/api/admin/business-cards/generate-from-images/:id',
    { schema: { params: idParams, response: answers({ 200: generatedResponse }) } },
    async (request) => ({ success: true as const, ...(await cards.generateFromImages(request.params.id)) }),
  );

  routes.delete(
    '/api/admin/business-cards/delete/:id',
    { schema: { params: idParams, response: answers({ 200: deletedResponse }) } },
    async (request) => {
      await cards.deleteOwner(request.params.id);
      return { success: true as const, message: messages.cardDeleted };
    },
  );

  routes.delete(
    '/api/admin/business-cards/delete-iteration/:id/:iterationName',
    { schema: { params: iterationParams, response: answers({ 200: deletedResponse }) } },
    async (request) => {
      await cards.deleteIteration(request.params.id, request.params.iterationName);
      return { success: true as const, message: messages.iterationDeleted };
    },
  );
}
