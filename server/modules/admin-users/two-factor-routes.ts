import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUsername } from '../../plugins/admin-guard';
import { recoveryCodesAnswer, twoFactorSetupAnswer, twoFactorStatusAnswer, usernameParams } from '../../../domain/api/admin-answers';
import { answers, messageAnswer } from '../../../domain/api/answers';
import { twoFactorCodeSchema, twoFactorMessages } from '../../../domain/validation/two-factor-schema';
import { twoFactorService } from './two-factor';

/**
 * The second factor of the logged-in user's own login, and an administrator's reset of a colleague's
 * (docs/decisions/0457-two-factor-login.md). Every user, readers included, sets up their own.
 */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const factors = twoFactorService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const own = { config: { ownAccount: true } } as const;

  routes.get('/api/admin/account/two-factor', { ...own, schema: { response: answers({ 200: twoFactorStatusAnswer }) } }, async (request) => ({
    success: true as const,
    ...(await factors.status(ownUsername(request))),
  }));

  routes.post('/api/admin/account/two-factor/setup', { ...own, schema: { response: answers({ 200: twoFactorSetupAnswer }) } }, async (request) => ({
    success: true as const,
    message: twoFactorMessages.started,
    ...(await factors.begin(ownUsername(request))),
  }));

  routes.post(
    '/api/admin/account/two-factor/confirm',
    { ...own, schema: { body: twoFactorCodeSchema, response: answers({ 200: recoveryCodesAnswer }) } },
    async (request) => ({ success: true as const, message: twoFactorMessages.turnedOn, recoveryCodes: await factors.confirm(ownUsername(request), request.body.code) }),
  );

  routes.post(
    '/api/admin/account/two-factor/recovery-codes',
    { ...own, schema: { body: twoFactorCodeSchema, response: answers({ 200: recoveryCodesAnswer }) } },
    async (request) => ({
      success: true as const,
      message: twoFactorMessages.newRecoveryCodes,
      recoveryCodes: await factors.renewRecoveryCodes(ownUsername(request), request.body.code),
    }),
  );

  routes.post(
    '/api/admin/account/two-factor/disable',
    { ...own, schema: { body: twoFactorCodeSchema, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      await factors.disable(ownUsername(request), request.body.code);
      return { success: true as const, message: twoFactorMessages.turnedOff };
    },
  );

  routes.delete(
    '/api/admin/users/:username/two-factor',
    { schema: { params: usernameParams, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      await factors.reset(request.params.username);
      return { success: true as const, message: twoFactorMessages.resetBy(request.params.username) };
    },
  );
}
