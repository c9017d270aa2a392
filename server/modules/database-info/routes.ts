import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../domain/validation/zod';
import { databaseInfoService } from './service';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const connection = z.object({
  name: z.string(),
  status: z.enum(['connected', 'error', 'unconfigured', 'unknown']),
  error: z.string().nullable(),
  info: z.object({ driver: z.string(), platform: z.string(), host: z.string(), database: z.string(), version: z.string().optional() }),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  stats: z.record(z.string(), scalar),
  migrations: z.array(z.object({ name: z.string(), appliedAt: z.string() })),
});
const connectionsAnswer = z.object({
  success: z.literal(true),
  connections: z.record(z.string(), connection),
  server_info: z.record(z.string(), z.string()),
  timestamp: z.string(),
  message: z.string(),
});

/** Back-office §2.15 database connections panel. */
export async function databaseInfoRoutes(app: FastifyInstance): Promise<void> {
  const info = databaseInfoService(app.db, app.config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/database-connections',
    { schema: { response: { 200: connectionsAnswer } } },
    async () => ({ success: true as const, ...(await info.describe()) }),
  );
}
