import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { erasedAnswer, personalDataAnswer, personalDataFileName } from '../../../domain/api/privacy-answers';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { personalDataQuerySchema } from '../../../domain/prospects/prospect-schema';
import { personalDataService } from './service';

/** A person's data, named by e-mail address: its export and its erasure across modules (back-office §2.6). */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const personalData = personalDataService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/prospects/personal-data', { schema: { querystring: personalDataQuerySchema, response: answers({ 200: personalDataAnswer }) } }, async (request, reply) => {
    const data = await personalData.export(request.query.email);
    return reply
      .header('content-disposition', `attachment; filename="${personalDataFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send({ success: true, ...data });
  });

  routes.post('/api/admin/prospects/personal-data/erase', { schema: { body: personalDataQuerySchema, response: answers({ 200: erasedAnswer }) } }, async (request) => {
    const erased = await personalData.erase(request.body.email);
    const total = erased.prospects + erased.requests + erased.analyticsEvents + erased.chatbotRequests + erased.outgoingEmails + erased.blockedSenders;
    return { success: true as const, message: prospectMessages.erased(total), erased };
  });
}
