import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUsername } from '../../plugins/admin-guard';
import { reminderPreferenceAnswer } from '../../../domain/api/admin-answers';
import { answers, messageAnswer } from '../../../domain/api/answers';
import { reminderPreferenceMessages, reminderPreferenceSchema } from '../../../domain/notifications/action-reminder';
import { settingsService } from '../settings/service';
import { adminUsersService } from './service';

/**
 * The logged-in user's own choice of the e-mail reminders of their appointments
 * (docs/decisions/0494-action-reminder-emails.md): every user, readers included, turns theirs on or off.
 */
export async function reminderPreferenceRoutes(app: FastifyInstance): Promise<void> {
  const users = adminUsersService(app.db);
  const settings = settingsService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const own = { config: { ownAccount: true } } as const;

  routes.get('/api/admin/account/reminders', { ...own, schema: { response: answers({ 200: reminderPreferenceAnswer }) } }, async (request) => ({
    success: true as const,
    ...(await users.reminderPreferenceOf(ownUsername(request))),
    agencyEnabled: (await settings.current()).actionReminderEmails,
  }));

  routes.put(
    '/api/admin/account/reminders',
    { ...own, schema: { body: reminderPreferenceSchema, response: answers({ 200: messageAnswer }) } },
    async (request) => {
      await users.setReminderEmails(ownUsername(request), request.body.enabled);
      return { success: true as const, message: request.body.enabled ? reminderPreferenceMessages.on : reminderPreferenceMessages.off };
    },
  );
}
