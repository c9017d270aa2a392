import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUsersAnswer, usernameParams } from '../../../domain/api/admin-answers';
import { answers, messageAnswer, nameCheckAnswer } from '../../../domain/api/answers';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { adminUserUpdateSchema, newAdminUserSchema, usernameCheckQuery } from '../../../domain/validation/admin-user-schema';
import { availabilitySchema } from '../../../domain/availability';
import { ownUsername } from '../../plugins/admin-guard';
import { tellFormerAddress } from './former-address';
import { adminUserAccounts, adminUsersService } from './service';

/** Admin users (back-office §2.4); access is checked by the /api/admin guard. */
export async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  const users = { ...adminUsersService(app.db), ...adminUserAccounts(app.db, (username) => app.auth.endCredentialsOf(username)) };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/users', { schema: { response: answers({ 200: adminUsersAnswer }) } }, async () => ({
    success: true as const,
    users: await users.list(),
    message: '',
  }));

  routes.get(
    '/api/admin/users/username-check',
    { schema: { querystring: usernameCheckQuery, response: answers({ 200: nameCheckAnswer }) } },
    async (request) => ({ success: true as const, ...(await users.usernameCheck(request.query.username)) }),
  );

  routes.post('/api/admin/users', { schema: { body: newAdminUserSchema, response: answers({ 201: messageAnswer }) } }, async (request, reply) => {
    await users.create(request.body);
    return reply.code(201).send({ success: true, message: adminMessages.userCreated });
  });

  routes.put(
    '/api/admin/users/:username',
    { schema: { params: usernameParams, body: adminUserUpdateSchema, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      const { username } = request.params;
      const former = await users.emailOf(username);
      await users.update(username, request.body);
      tellFormerAddress(app, { username, former, next: request.body.email, by: ownUsername(request) });
      return { success: true as const, message: adminMessages.userUpdated };
    },
  );

  routes.put(
    '/api/admin/users/:username/availability',
    { schema: { params: usernameParams, body: availabilitySchema, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      const { username } = request.params;
      const { away, until = null } = request.body;
      await users.setAway(username, away, new Date(), until);
      const message = !away ? adminMessages.userBack(username) : until ? adminMessages.userAwayUntil(username, until) : adminMessages.userAway(username);
      return { success: true as const, message };
    },
  );

  routes.delete('/api/admin/users/:username', { schema: { params: usernameParams, response: answers({ 200: messageAnswer }) } }, async (request) => {
    await users.remove(request.params.username);
    return { success: true as const, message: adminMessages.userDeleted };
  });
}
