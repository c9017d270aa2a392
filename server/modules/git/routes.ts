import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { gitHistoryAnswer, gitSummaryAnswer } from '../../../domain/api/git-answers';
import { wholeNumberQuery } from '../../../domain/validation/query-numbers';
import { z } from '../../../domain/validation/zod';
import { gitService } from './service';

// The back-office sends X-Requested-With: XMLHttpRequest on git calls (§6); any other value is refused.
const headers = z.object({ 'x-requested-with': z.literal('XMLHttpRequest', { error: "L'en-tête X-Requested-With doit valoir XMLHttpRequest" }).optional() });

export const gitHistoryMessages = {
  page: 'La page doit être un nombre entier de 1 à 10 000',
  limit: 'Le nombre de commits par page doit être un entier de 1 à 50',
} as const;
const historyQuery = z.object({
  page: wholeNumberQuery(1, 10_000, gitHistoryMessages.page).default(1),
  limit: wholeNumberQuery(1, 50, gitHistoryMessages.limit).default(10),
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
        response: answers({ 200: gitHistoryAnswer }),
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
        response: answers({ 200: gitSummaryAnswer }),
      },
    },
    async (request, reply) => {
      vary(reply);
      return { success: true as const, ...(await git.summary(request.query.days)) };
    },
  );
}
