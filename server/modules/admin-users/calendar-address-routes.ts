import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUsername } from '../../plugins/admin-guard';
import { calendarFeedAnswer, calendarFeedCreatedAnswer } from '../../../domain/api/admin-answers';
import { answers, messageAnswer } from '../../../domain/api/answers';
import { calendarFeedMessages, calendarFeedPath } from '../../../domain/calendar-feed';
import { adminUsersService } from './service';

/**
 * The logged-in user's private calendar address (docs/decisions/0474-calendar-feed.md): made, replaced or removed
 * by its owner, readers included; its secret is shown once, the database keeping only its SHA-256.
 */
export async function calendarAddressRoutes(app: FastifyInstance): Promise<void> {
  const users = adminUsersService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const own = { config: { ownAccount: true } } as const;
  const URL = '/api/admin/account/calendar-feed';

  routes.get(URL, { ...own, schema: { response: answers({ 200: calendarFeedAnswer }) } }, async (request) => ({
    success: true as const,
    feed: await users.calendarFeedOf(ownUsername(request)),
  }));

  routes.post(URL, { ...own, schema: { response: answers({ 201: calendarFeedCreatedAnswer }) } }, async (request, reply) => {
    const { token, createdAt, replaced } = await users.newCalendarFeed(ownUsername(request));
    return reply.code(201).send({
      success: true as const,
      message: replaced ? calendarFeedMessages.replaced : calendarFeedMessages.created,
      url: `${app.config.publicUrl}${calendarFeedPath(token)}`,
      createdAt,
    });
  });

  routes.delete(URL, { ...own, schema: { response: answers({ 200: messageAnswer }) } }, async (request) => {
    await users.removeCalendarFeed(ownUsername(request));
    return { success: true as const, message: calendarFeedMessages.removed };
  });
}
