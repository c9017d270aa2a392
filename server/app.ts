import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { siteConfig } from '../domain/site-config';
import type { Config } from './config';
import { createDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createMailer, type Mailer } from './lib/mailer';
import { ensureFirstAdmin } from './modules/admin-users/bootstrap';
import { chatbotAdminRoutes } from './modules/chatbot/admin-routes';
import { chatbotRoutes } from './modules/chatbot/routes';
import { contactRoutes } from './modules/contact/routes';
import { eventsRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { siteConfigRoutes } from './modules/site-config/routes';
import { registerErrorHandler } from './plugins/errors';
import { registerRateLimits } from './plugins/rate-limits';
import { registerStaticSite } from './plugins/static-site';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
  }
}

export interface AppOptions {
  /** Tests pass an already-open database; otherwise DATABASE_URL opens one. */
  db?: Database;
  logger?: boolean;
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
  await app.register(helmet, {
    // HTML pages get their own policy with script hashes; API answers are never documents.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
  });
  if (config.rateLimits) await registerRateLimits(app, config);
  registerErrorHandler(app);

  await app.register(healthRoutes);
  await app.register(contactRoutes);
  await app.register(chatbotRoutes);
  await app.register(chatbotAdminRoutes);
  await app.register(eventsRoutes);
  await app.register(siteConfigRoutes);

  await registerStaticSite(app, config.siteDir);
  return app;
}
