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
import { apiDocsRoutes } from './modules/api-docs/routes';
import { authRoutes } from './modules/auth/routes';
import { authService, type AuthService } from './modules/auth/service';
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
import { siteConfigRoutes } from './modules/site-config/routes';
import { siteSettingsRoutes } from './modules/site-settings/routes';
import { registerAdminGuard } from './plugins/admin-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerErrorHandler } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerStaticSite } from './plugins/static-site';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    auth: AuthService;
  }
}

export interface AppOptions {
  /** Tests pass an already-open database; otherwise DATABASE_URL opens one. */
  db?: Database;
  logger?: boolean;
  /** Tests collect the live route table with it. */
  onRoute?: (route: RouteOptions) => void;
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
  app.decorate(
    'mailer',
    createMailer({ smtpUrl: config.smtpUrl, to: config.mailTo ?? siteConfig.email, from: config.mailFrom ?? siteConfig.email }, app.log),
  );

  await app.register(cookie);
  registerSecurityHeaders(app);
  if (config.rateLimits) await registerRateLimits(app, config);
  registerErrorHandler(app);
  app.decorate('auth', authService(db));
  registerAdminGuard(app, app.auth);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(contactRoutes);
  await app.register(callbackRoutes);
  await app.register(leadsRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(redirectRoutes);
  await app.register(authRoutes);
  await app.register(adminUsersRoutes);
  await app.register(inboxRoutes);
  await app.register(dashboardRoutes);
  await app.register(chatbotRoutes);
  await app.register(chatbotAdminRoutes);
  await app.register(eventsRoutes);
  await app.register(siteConfigRoutes);
  await app.register(apiDocsRoutes);

  await registerStaticSite(app, config.siteDir);
  return app;
}
