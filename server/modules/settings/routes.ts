import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { siteStatusAnswer } from '../../../domain/api/public-answers';
import { settingsOverviewAnswer, settingsSavedAnswer } from '../../../domain/api/settings-answers';
import { settingsMessages, settingsUpdateSchema } from '../../../domain/settings/settings-schema';
import { fieldRefusal } from '../../lib/api-error';
import { assertWebhookUrlAllowed } from '../../lib/webhook-url';
import { settingsService } from './service';
import { agencyClosuresService } from './agency-closures';

/** The settings of back-office §2.18, stored in the database and honoured by every instance. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const settings = settingsService(app.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Detailed logging is the live log level of this instance; other instances follow at their next read.
  const baseLevel = app.log.level;
  const stop = settings.onChange((current) => {
    const level = current.detailedLogging && baseLevel !== 'trace' ? 'debug' : baseLevel;
    if (app.log.level !== level) app.log.level = level;
  });
  app.addHook('onClose', async () => {
    stop();
  });
  await settings.current();

  routes.get('/api/admin/settings', { schema: { response: answers({ 200: settingsOverviewAnswer }) } }, async () => ({ success: true as const, ...(await settings.overview()) }));

  routes.put('/api/admin/settings', { schema: { body: settingsUpdateSchema, response: answers({ 200: settingsSavedAnswer }) } }, async (request) => {
    await assertWebhookUrlAllowed(request.body.notificationWebhookUrl, app.config.webhookAllowLoopback);
    // Requiring a second factor of everyone starts with one's own: the administrator is never the first shut out (0460).
    if (request.body.requireTwoFactor && !(await app.auth.hasSecondFactor(request.admin?.username ?? ''))) {
      throw fieldRefusal(400, 'requireTwoFactor', settingsMessages.ownTwoFactorFirst);
    }
    await settings.update(request.body, request.admin?.username ?? 'inconnu');
    return { success: true as const, message: settingsMessages.saved, ...(await settings.overview()) };
  });

  /** Public: the pre-rendered pages read it after hydration (contact page's restricted view, test banner). */
  routes.get('/api/site-status', { schema: { response: answers({ 200: siteStatusAnswer }) } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [current, closures] = await Promise.all([settings.current(), agencyClosuresService(app.db).upcoming()]);
    return { maintenance: current.maintenanceMode, testEnvironment: current.testEnvironment, background: current.publicBackground, closures };
  });
}
