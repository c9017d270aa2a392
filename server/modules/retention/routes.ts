import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privacyPolicy } from '../../../domain/privacy';
import { z } from '../../../domain/validation/zod';
import { RETENTION_JOB, retentionService } from './service';

const counts = z.object({ contactRequests: z.number().int(), prospects: z.number().int(), analyticsEvents: z.number().int(), chatbotRequests: z.number().int() });
const retentionReport = z.object({
  success: z.literal(true),
  policy: z.object({ contactRetentionYears: z.number().int(), navigationRetentionMonths: z.number().int() }),
  dryRun: z.object({ contactCutoff: z.string(), navigationCutoff: z.string(), counts }),
  nextRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
  purges: z.array(counts.extend({ id: z.number().int(), ranAt: z.string(), contactCutoff: z.string(), navigationCutoff: z.string(), triggeredBy: z.string() })),
});

/** Admins see what the next purge would remove (a dry run) and the record of every past purge. */
export async function retentionRoutes(app: FastifyInstance): Promise<void> {
  const retention = retentionService(app.db);
  app.jobs.register(retention.job());

  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/retention', { schema: { response: { 200: retentionReport } } }, async () => {
    const [dryRun, purges, lease] = await Promise.all([retention.dryRun(new Date()), retention.history(), app.jobs.status(RETENTION_JOB)]);
    return {
      success: true as const,
      policy: { contactRetentionYears: privacyPolicy.contactRetentionYears, navigationRetentionMonths: privacyPolicy.navigationRetentionMonths },
      dryRun,
      nextRunAt: lease?.nextRunAt ?? null,
      lastError: lease?.lastError ?? null,
      purges,
    };
  });
}
