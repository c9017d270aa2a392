import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { environmentAnswer, environmentsAnswer } from '../../../domain/api/operations-answers';
import { instanceEnvironments } from '../../../domain/instance-environments';
import { z } from '../../../domain/validation/zod';
import { environmentsService } from './service';


/** Health of the configured instances (production, staging, development), checked by this server. */
export async function environmentsRoutes(app: FastifyInstance): Promise<void> {
  const environments = environmentsService(app.config.instances);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // No query or body is read: the hosts come from the configuration alone.
  const noQuery = z.strictObject({}, { error: 'Aucun paramètre n’est accepté : seules les instances configurées sont vérifiées' });

  routes.get(
    '/api/admin/environments',
    { schema: { querystring: noQuery, response: answers({ 200: environmentsAnswer }) } },
    async () => ({ success: true as const, environments: await environments.checkAll() }),
  );

  routes.get(
    '/api/admin/environments/:id',
    {
      schema: {
        params: z.object({ id: z.enum(instanceEnvironments, { error: 'Environnement inconnu : production, staging ou development' }) }),
        querystring: noQuery,
        response: answers({ 200: environmentAnswer }),
      },
    },
    async (request) => ({ success: true as const, environment: await environments.check(request.params.id) }),
  );
}
