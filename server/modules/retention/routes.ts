import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { privacyPolicy } from '../../../domain/privacy';
import { retentionAnswer } from '../../../domain/api/operations-answers';
import { RETENTION_JOB, retentionService } from './service';

/** Admins see what the next purge would remove (a dry run) and the record of every past purge. */
export async function retentionRoutes(app: FastifyInstance): Promise<void> {
  const retention = retentionService(app.db);
  app.jobs.register(retention.job());

  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/retention', { schema: { response: answers({ 200: retentionAnswer }) } }, async () => {
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
