import type { FastifyInstance } from 'fastify';
import { siteSettingsRepository } from './repository';

/** Public status the pre-rendered pages read after hydration (the contact page's restricted view). */
export async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  const settings = siteSettingsRepository(app.db);

  app.get('/api/site-status', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { maintenance: await settings.isMaintenance() };
  });
}
