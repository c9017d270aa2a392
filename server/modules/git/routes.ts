import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../domain/validation/zod';
import { gitService } from './service';

const fileStatus = z.enum(['modified', 'added', 'deleted', 'renamed', 'copied', 'type-changed']);
const commit = z.object({
  hash: z.string(),
  message: z.string(),
  author: z.string(),
  author_email: z.string(),
  author_avatar: z.null(),
  date: z.string(),
  files: z.array(z.object({ path: z.string(), status: fileStatus })),
  type: z.string(),
});
const share = { count: z.number(), percentage: z.number() };
const demo = { demo_mode: z.boolean(), reason: z.string().nullable() };
// The back-office sends X-Requested-With: XMLHttpRequest on git calls (§6); any other value is refused.
const headers = z.object({ 'x-requested-with': z.literal('XMLHttpRequest', { error: "L'en-tête X-Requested-With doit valoir XMLHttpRequest" }).optional() });

const historyQuery = z.object({
  page: z.coerce.number({ error: 'La page doit être un nombre entier positif' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'La limite doit être un nombre entier' }).int().min(1).max(50).default(10),
});
const summaryQuery = z.object({
  days: z.enum(['7', '30', '90'], { error: 'La période doit valoir 7, 30 ou 90 jours' }).default('30').transform(Number),
});

/** Git activity of the repository the server runs from (back-office §2.11). */
export async function gitRoutes(app: FastifyInstance): Promise<void> {
  const git = gitService(app.config.repositoryDir);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const vary = (reply: { header(name: string, value: string): unknown }) => reply.header('vary', 'X-Requested-With');

  routes.get(
    '/api/admin/git-history',
    {
      schema: {
        headers,
        querystring: historyQuery,
        response: { 200: z.object({ success: z.literal(true), commits: z.array(commit), has_more: z.boolean(), ...demo }) },
      },
    },
    async (request, reply) => {
      vary(reply);
      return { success: true as const, ...(await git.history(request.query.page, request.query.limit)) };
    },
  );

  routes.get(
    '/api/admin/git-summary',
    {
      schema: {
        headers,
        querystring: summaryQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            total_commits: z.number(),
            commits_per_day: z.number(),
            days_analyzed: z.number(),
            commit_types: z.array(z.object({ type: z.string(), label: z.string(), ...share })),
            file_types: z.array(z.object({ extension: z.string(), ...share })),
            authors: z.array(z.object({ name: z.string(), commits: z.number(), percentage: z.number() })),
            daily: z.array(z.object({ date: z.string(), count: z.number() })),
            recent_commits: z.array(z.object({ hash: z.string(), message: z.string(), author: z.string(), date: z.string(), type: z.string() })),
            last_update: z.string().nullable(),
            generated_at: z.string(),
            ...demo,
          }),
        },
      },
    },
    async (request, reply) => {
      vary(reply);
      return { success: true as const, ...(await git.summary(request.query.days)) };
    },
  );
}
