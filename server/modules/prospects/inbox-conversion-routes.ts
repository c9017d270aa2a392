import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, idParams } from '../../../domain/api/answers';
import { conversionAnswer, linkedProspectAnswer } from '../../../domain/api/prospect-answers';
import { prospectMessages } from '../../../domain/prospects/prospect-messages';
import { ApiError } from '../../lib/api-error';
import { inboxConversion } from './inbox-conversion';

/** The inbox's « Convertir en prospect » (back-office §2.7): the prospect of a request, and its creation. */
export async function inboxConversionRoutes(app: FastifyInstance): Promise<void> {
  const conversion = inboxConversion(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/callback-requests/:id/prospect',
    { schema: { params: idParams, response: answers({ 200: linkedProspectAnswer }) } },
    async (request) => ({ success: true as const, prospect: await conversion.linked(request.params.id) }),
  );

  routes.post(
    '/api/admin/callback-requests/:id/prospect',
    { schema: { params: idParams, response: answers({ 200: conversionAnswer, 201: conversionAnswer }) } },
    async (request, reply) => {
      const { created, prospect } = await conversion.convert(request.params.id);
      if (!prospect) throw new ApiError(404, prospectMessages.notFound);
      return reply.code(created ? 201 : 200).send({
        success: true,
        created,
        message: created ? prospectMessages.converted : prospectMessages.alreadyConverted,
        prospect,
      });
    },
  );
}
