import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, calendarFile } from '../../../domain/api/answers';
import { calendarFeedMessages, calendarFeedParams } from '../../../domain/calendar-feed';
import { ApiError } from '../../lib/api-error';
import { limits } from '../../plugins/rate-limits';
import { adminUsersService } from '../admin-users/service';
import { nextActionsCalendar } from './calendar-feed';

/**
 * `GET /api/calendar/{secret}/actions.ics` (docs/decisions/0474-calendar-feed.md): what a calendar application
 * subscribed to a user's private address reads, without a session; the secret is the credential, and an unknown,
 * replaced or removed one is a French 404.
 */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const users = adminUsersService(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/calendar/:token/actions.ics',
    { config: { rateLimit: limits.calendarFeed }, schema: { params: calendarFeedParams, response: answers({ 200: calendarFile }) } },
    async (request, reply) => {
      const owner = await users.calendarReader(request.params.token);
      if (!owner) throw new ApiError(404, calendarFeedMessages.unknown);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="actions.ics"')
        .send(await nextActionsCalendar(app.db, owner, app.config.publicUrl));
    },
  );
}
