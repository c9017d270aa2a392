import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { databaseConnectionsAnswer } from '../../../domain/api/operations-answers';
import { databaseInfoService } from './service';


/** Back-office §2.15 database connections panel. */
export async function databaseInfoRoutes(app: FastifyInstance): Promise<void> {
  const info = databaseInfoService(app.db, app.config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/database-connections',
    { schema: { response: answers({ 200: databaseConnectionsAnswer }) } },
    async () => ({ success: true as const, ...(await info.describe()) }),
  );
}
