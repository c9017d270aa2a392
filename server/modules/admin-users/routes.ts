import type { FastifyInstance } from 'fastify';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { adminUserUpdateSchema, newAdminUserSchema } from '../../../domain/validation/admin-user-schema';
import { parseWith } from '../../lib/api-error';
import { adminUsersService } from './service';

interface UsernameParams {
  username: string;
}

/** Admin users (back-office §2.4); access is checked by the /api/admin guard. */
export async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  const users = adminUsersService(app.db);

  app.get('/api/admin/users', async () => ({ success: true, users: await users.list(), message: '' }));

  app.post('/api/admin/users', async (request, reply) => {
    await users.create(parseWith(newAdminUserSchema, request.body));
    return reply.code(201).send({ success: true, message: adminMessages.userCreated });
  });

  app.put<{ Params: UsernameParams }>('/api/admin/users/:username', async (request) => {
    await users.update(request.params.username, parseWith(adminUserUpdateSchema, request.body));
    return { success: true, message: adminMessages.userUpdated };
  });

  app.delete<{ Params: UsernameParams }>('/api/admin/users/:username', async (request) => {
    await users.remove(request.params.username);
    return { success: true, message: adminMessages.userDeleted };
  });
}
