import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../domain/validation/zod';
import { improvementsService } from './service';

const idea = z.object({ id: z.string(), title: z.string(), description: z.string(), status: z.string(), evidence: z.string() });
const improvements = z.object({
  success: z.literal(true),
  technical: z.array(idea),
  features: z.array(idea),
  personas: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.string(),
      age: z.string().nullable(),
      location: z.string().nullable(),
      needs: z.array(z.string()),
      pain_points: z.array(z.string()),
      evidence: z.string(),
    }),
  ),
  generated_at: z.string(),
  is_fallback: z.boolean(),
  mode: z.enum(['ai', 'rules']),
  notice: z.string().nullable(),
});

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
  routes.get('/api/improvements', { config: { adminAccess: 'required' }, schema: { response: { 200: improvements } } }, async () => ({
    success: true as const,
    ...(await ideas.current()),
  }));
  routes.post('/api/improvements/generate', { config: { adminAccess: 'required' }, schema: { response: { 200: improvements } } }, async () => ({
    success: true as const,
    ...(await ideas.regenerate()),
  }));
}
