import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteStatusAnswer } from '../../../domain/api/public-answers';
import { siteSettingsService } from './service';

/** Public status the pre-rendered pages read after hydration (the contact page's restricted view). */
export async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const settings = siteSettingsService(app.db);

  app.withTypeProvider<ZodTypeProvider>().get('/api/site-status', { schema: { response: { 200: siteStatusAnswer } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { maintenance: await settings.isMaintenance() };
  });
}
