import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, messageAnswer } from '../../../domain/api/answers';
import { notificationsOverviewAnswer, waitingEmailsRetryAnswer, webhookSecretAnswer } from '../../../domain/api/notification-answers';
import { notificationMessages } from '../../../domain/notifications/notification-settings';

/** Paramètres › Notifications: the SMTP status, the e-mails waiting and their retry, a test e-mail, the webhook's key and deliveries. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const notifier = app.leadNotifier;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.jobs.register(notifier.job());

  routes.get('/api/admin/notifications', { schema: { response: answers({ 200: notificationsOverviewAnswer }) } }, async (request) => ({
    success: true as const,
    ...(await notifier.overview(request.admin?.roles.includes('ROLE_ADMIN') ?? false)),
  }));

  routes.post('/api/admin/notifications/test', { schema: { response: answers({ 200: messageAnswer }) } }, async (request) => ({
    success: true as const,
    message: await notifier.sendTest(request.admin?.username ?? 'inconnu'),
  }));

  routes.post('/api/admin/notifications/waiting-emails/retry', { schema: { response: answers({ 200: waitingEmailsRetryAnswer }) } }, async () => {
    const { sent, waiting } = await app.outgoingMail.retryNow();
    return { success: true as const, message: notificationMessages.waitingEmailsRetried(sent, waiting), sent, waiting };
  });

  routes.post(
    '/api/admin/notifications/webhook-secret',
    {
      schema: {
        response: answers({
          200: webhookSecretAnswer,
        }),
      },
    },
    async () => ({
      success: true as const,
      message: notificationMessages.secretRenewed,
      webhookSecret: await notifier.renewSecret(),
    }),
  );
}
