import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReportListAnswer } from '../../../domain/api/error-report-answers';
import { clientErrorReportSchema } from '../../../domain/client-errors/report-schema';
import { daysQuerySchema } from '../../../domain/validation/days-query';
import { limits } from '../../plugins/rate-limits';
import { errorReportsService } from './service';
import { answers } from '../../../domain/api/answers';
import { reportStoredAnswer } from '../../../domain/api/public-answers';

const ERROR_REPORT_MAX_DAYS = 30;
const REPORT_BODY_LIMIT = 8 * 1024;

/** Browsers report their crashes here; the back-office error check reads them with the server's own errors. */
export async function clientErrorsRoutes(app: FastifyInstance): Promise<void> {
  const errors = errorReportsService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/client-errors',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: { rateLimit: limits.clientErrors },
      schema: { body: clientErrorReportSchema, response: answers({ 201: reportStoredAnswer }) },
    },
    async (request, reply) => {
      const id = await errors.recordClientError(request.body, request.headers['user-agent']);
      return reply.code(201).send({ success: true, id });
    },
  );

  routes.get(
    '/api/admin/error-reports',
    {
      schema: {
        querystring: daysQuerySchema(7, ERROR_REPORT_MAX_DAYS).strict(),
        response: answers({ 200: errorReportListAnswer }),
      },
    },
    async (request) => ({ success: true as const, ...(await errors.recent(request.query.days)) }),
  );
}
