import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { siteConfig } from '../domain/site-config';
import type { Config } from './config';
import { createDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createMailer, type Mailer } from './lib/mailer';
import { ensureFirstAdmin } from './modules/admin-users/bootstrap';
import { adminUsersRoutes } from './modules/admin-users/routes';
import { authRoutes } from './modules/auth/routes';
import { callbackRoutes } from './modules/callback/routes';
import { chatbotAdminRoutes } from './modules/chatbot/admin-routes';
import { chatbotRoutes } from './modules/chatbot/routes';
import { contactRoutes } from './modules/contact/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { eventsRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { leadsRoutes } from './modules/leads/routes';
import { redirectRoutes } from './modules/redirects/routes';
import { securityRoutes } from './modules/auth/security-routes';
import { cpuAlertJob, type CpuAlertJob, type CpuSampler } from './modules/settings/cpu-alert-job';
import { registerMaintenanceMode } from './modules/settings/maintenance';
import { settingsRoutes } from './modules/settings/routes';
import { settingsService } from './modules/settings/service';
import { siteConfigRoutes } from './modules/site-config/routes';
import { registerAdminGuard } from './plugins/admin-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerErrorHandler } from './plugins/errors';
import { registerRateLimits } from './plugins/rate-limits';
import { registerStaticSite } from './plugins/static-site';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    cpuAlerts: CpuAlertJob;
  }
}

export interface AppOptions {
  /** Tests pass an already-open database; otherwise DATABASE_URL opens one. */
  db?: Database;
  logger?: boolean;
  /** Tests collect the live route table with it. */
  onRoute?: (route: RouteOptions) => void;
  /** Tests drive the CPU alert with their own readings and call its tick themselves. */
  cpuSampler?: CpuSampler;
}

/** Builds the whole product: plugins first, then the modules, then the site. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
          },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Routes declare their params, query, body and response with the zod schemas of domain/.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.db;
  const db = options.db ?? createDatabase({ url: config.databaseUrl });
  await migrateToLatest(db);
  await ensureFirstAdmin(db, config.adminPassword, app.log);
  if (ownsDatabase) app.addHook('onClose', async () => db.destroy());

  app.decorate('config', config);
  app.decorate('db', db);
  const settings = settingsService(db);
  const agencyAddress = config.mailTo ?? siteConfig.email;
  app.decorate(
    'mailer',
    createMailer(
      {
        smtpUrl: config.smtpUrl,
        to: agencyAddress,
        from: config.mailFrom ?? siteConfig.email,
        isHeld: async () => (await settings.current()).testEnvironment,
      },
      app.log,
    ),
  );
  app.decorate('cpuAlerts', cpuAlertJob({ db, mailer: app.mailer, log: app.log, fallbackRecipient: agencyAddress, sample: options.cpuSampler }));
  // Tests call tick() themselves; a server samples its machine for as long as it runs.
  if (config.env !== 'test') app.addHook('onReady', async () => app.cpuAlerts.start());
  app.addHook('onClose', async () => app.cpuAlerts.stop());

  await app.register(cookie);
  registerSecurityHeaders(app);
  if (config.rateLimits) await registerRateLimits(app, config);
  registerErrorHandler(app);
  registerAdminGuard(app);
  registerMaintenanceMode(app);

  await app.register(healthRoutes);
  await app.register(contactRoutes);
  await app.register(callbackRoutes);
  await app.register(leadsRoutes);
  await app.register(settingsRoutes);
  await app.register(redirectRoutes);
  await app.register(authRoutes);
  await app.register(securityRoutes);
  await app.register(adminUsersRoutes);
  await app.register(inboxRoutes);
  await app.register(dashboardRoutes);
  await app.register(chatbotRoutes);
  await app.register(chatbotAdminRoutes);
  await app.register(eventsRoutes);
  await app.register(siteConfigRoutes);

  await registerStaticSite(app, config.siteDir);
  return app;
}
