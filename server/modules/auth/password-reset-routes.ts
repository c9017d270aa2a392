import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, messageAnswer } from '../../../domain/api/answers';
import { accountMessages } from '../../../domain/validation/account-messages';
import { passwordResetRequestSchema, passwordResetSchema } from '../../../domain/validation/admin-user-schema';
import { limits } from '../../plugins/rate-limits';
import { passwordResetService } from './password-reset';

/** 'Mot de passe oublié ?' (docs/decisions/0462-password-reset.md): public, limited as the login is. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const resets = passwordResetService({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
    endCredentials: (username) => app.auth.endCredentialsOf(username),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: limits.adminLogin };

  routes.post(
    '/api/security/password-reset',
    { config: limited, schema: { body: passwordResetRequestSchema, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      await resets.request(request.body.login);
      return { success: true as const, message: accountMessages.resetSent };
    },
  );

  routes.post(
    '/api/security/password-reset/confirm',
    { config: limited, schema: { body: passwordResetSchema, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      await resets.reset(request.body);
      return { success: true as const, message: accountMessages.resetDone };
    },
  );
}
