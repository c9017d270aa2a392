import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUsername } from '../../plugins/admin-guard';
import { emailSignatureAnswer } from '../../../domain/api/admin-answers';
import { answers, messageAnswer } from '../../../domain/api/answers';
import { emailSignatureMessages, emailSignatureSchema } from '../../../domain/email-signature';
import { adminUsersService } from './service';

/**
 * The logged-in user's own e-mail signature (docs/decisions/0467-email-signatures.md), added under the replies and
 * e-mails they send from the back-office. Every user, readers included, sets their own.
 */
export async function emailSignatureRoutes(app: FastifyInstance): Promise<void> {
  const users = adminUsersService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const own = { config: { ownAccount: true } } as const;

  routes.get('/api/admin/account/signature', { ...own, schema: { response: answers({ 200: emailSignatureAnswer }) } }, async (request) => ({
    success: true as const,
    signature: await users.signatureOf(ownUsername(request)),
  }));

  routes.put(
    '/api/admin/account/signature',
    { ...own, schema: { body: emailSignatureSchema, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      await users.setSignature(ownUsername(request), request.body.signature);
      return { success: true as const, message: request.body.signature ? emailSignatureMessages.saved : emailSignatureMessages.removed };
    },
  );
}
