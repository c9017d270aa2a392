import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      // The uptime feeds the environment tiles of the back-office of another instance.
      return { status: 'ok', database: 'connected', uptime: Math.floor(process.uptime()) };
    } catch (error) {
      app.log.error({ err: error }, 'Health check: database unreachable');
      return reply.code(503).send({ status: 'degraded', database: 'disconnected' });
    }
  });
}
