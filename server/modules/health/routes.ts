import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { healthAnswer } from '../../../domain/api/public-answers';
import { healthService } from './service';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const health = healthService(app.db, app.log);

  app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema: { response: answers({ 200: healthAnswer, 503: healthAnswer }) } }, async (_request, reply) => {
    // The uptime feeds the environment tiles of the back-office of another instance.
    if (await health.databaseConnected()) return { status: 'ok' as const, database: 'connected' as const, uptime: Math.floor(process.uptime()) };
    return reply.code(503).send({ status: 'degraded', database: 'disconnected' });
  });
}
