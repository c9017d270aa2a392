import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { improvementsAnswer } from '../../../domain/api/improvements-answers';
import { improvementsService } from './service';


/**
 * Improvement ideas (back-office §2.12). Outside /api/admin in the spec's paths, they are closed like admin
 * routes: ROLE_USER reads, only ROLE_ADMIN generates (docs/decisions/0232-improvements-behind-the-admin-guard.md).
 */
export async function improvementsRoutes(app: FastifyInstance): Promise<void> {
  const ideas = improvementsService(app.db, {
    siteDir: app.config.siteDir,
    publicUrl: app.config.publicUrl,
    ai: app.config.ai,
    log: app.log,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/improvements', { config: { adminAccess: 'required' }, schema: { response: answers({ 200: improvementsAnswer }) } }, async () => ({
    success: true as const,
    ...(await ideas.current()),
  }));
  routes.post('/api/improvements/generate', { config: { adminAccess: 'required' }, schema: { response: answers({ 200: improvementsAnswer }) } }, async () => ({
    success: true as const,
    ...(await ideas.regenerate()),
  }));
}
