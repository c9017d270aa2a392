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
import { twoFactorRoutes } from './modules/admin-users/two-factor-routes';
import { emailSignatureRoutes } from './modules/admin-users/signature-routes';
import { reminderPreferenceRoutes } from './modules/admin-users/reminder-routes';
import { calendarAddressRoutes } from './modules/admin-users/calendar-address-routes';
import { passwordResetRoutes } from './modules/auth/password-reset-routes';
import { replyTemplatesRoutes } from './modules/requests/reply-templates-routes';
import { blockedSendersRoutes } from './modules/requests/blocked-senders-routes';
import { aiModelsRoutes } from './modules/ai-models/routes';
import { apiKeysRoutes } from './modules/api-keys/routes';
import { apiDocsRoutes } from './modules/api-docs/routes';
import { loginJournalRoutes } from './modules/auth/login-journal-routes';
import { authRoutes } from './modules/auth/routes';
import { authService, type AuthService } from './modules/auth/service';
import { brandAssetsRoutes } from './modules/brand-assets/routes';
import { businessCardsRoutes } from './modules/business-cards/routes';
import { chatbotAdminRoutes } from './modules/chatbot/admin-routes';
import { chatbotRoutes } from './modules/chatbot/routes';
import { clientErrorsRoutes } from './modules/client-errors/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { dashboardAudienceRoutes } from './modules/dashboard/audience-routes';
import { dashboardFunnelRoutes } from './modules/dashboard/funnel-routes';
import { dashboardTrendsRoutes } from './modules/dashboard/trends-routes';
import { databaseInfoRoutes } from './modules/database-info/routes';
import { environmentsRoutes } from './modules/environments/routes';
import { eventsRoutes } from './modules/events/routes';
import { gitRoutes } from './modules/git/routes';
import { healthRoutes } from './modules/health/routes';
import { improvementsRoutes } from './modules/improvements/routes';
import { createJobRunner, type JobRunner } from './modules/jobs/job-runner';
import { notificationsRoutes } from './modules/notifications/routes';
import { colleagueNotifier, type ColleagueNotifier } from './modules/notifications/colleague-notifier';
import { leadNotifier, type LeadNotifier } from './modules/notifications/service';
import { outgoingMail, type OutgoingMail } from './modules/outgoing-mail/service';
import { inboxConversionRoutes } from './modules/prospects/inbox-conversion-routes';
import { prospectEmailRoutes } from './modules/prospects/email-routes';
import { calendarFeedRoutes } from './modules/prospects/calendar-routes';
import { prospectNoteRoutes } from './modules/prospects/note-routes';
import { emailReplyRoutes } from './modules/email-replies/routes';
import { leadsRoutes } from './modules/prospects/lead-routes';
import { prospectsRoutes } from './modules/prospects/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { redirectRoutes, siteRedirectsRoutes } from './modules/redirects/routes';
import { siteRedirectsService, type SiteRedirects } from './modules/redirects/site-redirects-service';
import { redirectFollower } from './modules/redirects/redirect-follower';
import { formPostRoutes } from './modules/requests/form-post-routes';
import { satisfactionRoutes } from './modules/satisfaction/routes';
import { inboxRoutes } from './modules/requests/inbox-routes';
import { intakeRoutes } from './modules/requests/intake-routes';
import { qrCodesRoutes } from './modules/qr-codes/routes';
import { retentionRoutes } from './modules/retention/routes';
import { backupsRoutes } from './modules/backups/routes';
import { seoRoutes } from './modules/seo/routes';
import { cpuAlertJob, type CpuAlertJob, type CpuSampler } from './modules/settings/cpu-alert-job';
import { registerMaintenanceMode } from './modules/settings/maintenance';
import { settingsRoutes } from './modules/settings/routes';
import { redirectDomainsRoutes } from './modules/settings/redirect-domains';
import { agencyClosuresRoutes } from './modules/settings/agency-closures';
import { settingsService } from './modules/settings/service';
import { siteConfigRoutes, thirdPartyOrigins } from './modules/site-config/routes';
import { trackingRedirectRoutes } from './modules/tracking-links/redirect-routes';
import { trackingStatsRoutes } from './modules/tracking-links/stats-routes';
import { campaignSpendsRoutes } from './modules/tracking-links/spends-routes';
import { trackingLinksRoutes } from './modules/tracking-links/routes';
import { registerAdminGuard } from './plugins/admin-guard';
import { requestLogLine } from './lib/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerErrorHandler, sendFrameworkError } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerStaticSite } from './plugins/static-site';
import { staticFront } from './plugins/static-front';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    /** New-lead e-mails and webhook events, as Paramètres › Notifications sets them. */
    leadNotifier: LeadNotifier;
    /** The back-office's e-mails, sent at once or kept and tried again while the mail server refuses them (0537). */
    outgoingMail: OutgoingMail;
    /** What a colleague assigns to a user or where one names them in a note, told by e-mail (decisions 0443, 0444). */
    colleagueNotifier: ColleagueNotifier;
    /** Periodic work, run once across instances; `main.ts` starts it, tests tick it. */
    jobs: JobRunner;
    cpuAlerts: CpuAlertJob;
    auth: AuthService;
    /** The addresses redirected from the back-office, which the site's 404 asks first (0465). */
    siteRedirects: SiteRedirects;
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
  const front = staticFront();
  const app = Fastify({
    serverFactory: front.serverFactory,
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestLogLine },
            ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
          },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Routes declare their params, query, body and response with the zod schemas of domain/.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.db;
  const db = options.db ?? createDatabase({ url: config.databaseUrl });
  await migrateToLatest(db);
  await ensureFirstAdmin(db, config.adminPassword, app.log);

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
  app.decorate('outgoingMail', outgoingMail({ db, mailer: app.mailer, log: app.log }));
  app.decorate('colleagueNotifier', colleagueNotifier({ db, outbox: app.outgoingMail, log: app.log, publicUrl: config.publicUrl }));
  app.decorate(
    'leadNotifier',
    leadNotifier({ db, mailer: app.mailer, outbox: app.outgoingMail, log: app.log, allowLoopback: config.webhookAllowLoopback, colleagues: app.colleagueNotifier }),
  );
  app.decorate('cpuAlerts', cpuAlertJob({ db, mailer: app.mailer, log: app.log, fallbackRecipient: agencyAddress, sample: options.cpuSampler }));
  // Tests call tick() themselves; a server samples its machine for as long as it runs.
  if (config.env !== 'test') app.addHook('onReady', async () => app.cpuAlerts.start());
  app.addHook('onClose', async () => app.cpuAlerts.stop());

  const jobs = createJobRunner(db, app.log);
  app.decorate('jobs', jobs);
  jobs.register(app.outgoingMail.job());
  // Jobs stop before the database they write to closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (ownsDatabase) await db.destroy();
  });

  await app.register(cookie);
  registerSecurityHeaders(app);
  if (config.rateLimits) await registerRateLimits(app, config);
  registerErrorHandler(app);
  app.decorate('auth', authService(db));
  app.decorate('siteRedirects', siteRedirectsService(db, config.siteDir));
  registerAdminGuard(app, app.auth);
  await registerOpenApi(app);
  const publicPagesOpen = registerMaintenanceMode(app);

  await app.register(healthRoutes);
  await app.register(intakeRoutes);
  await app.register(formPostRoutes);
  await app.register(satisfactionRoutes);
  await app.register(leadsRoutes);
  await app.register(settingsRoutes);
  await app.register(notificationsRoutes);
  await app.register(redirectRoutes);
  await app.register(siteRedirectsRoutes);
  await app.register(authRoutes);
  await app.register(loginJournalRoutes);
  await app.register(apiKeysRoutes);
  await app.register(adminUsersRoutes);
  await app.register(twoFactorRoutes);
  await app.register(emailSignatureRoutes);
  await app.register(reminderPreferenceRoutes);
  await app.register(calendarAddressRoutes);
  await app.register(passwordResetRoutes);
  await app.register(inboxRoutes);
  await app.register(replyTemplatesRoutes);
  await app.register(blockedSendersRoutes);
  await app.register(inboxConversionRoutes);
  await app.register(prospectEmailRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(prospectNoteRoutes);
  await app.register(emailReplyRoutes);
  await app.register(prospectsRoutes);
  await app.register(privacyRoutes);
  await app.register(dashboardRoutes);
  await app.register(dashboardTrendsRoutes);
  await app.register(chatbotRoutes);
  await app.register(chatbotAdminRoutes);
  await app.register(eventsRoutes);
  await app.register(siteConfigRoutes);
  await app.register(trackingLinksRoutes);
  await app.register(trackingRedirectRoutes);
  await app.register(trackingStatsRoutes);
  await app.register(campaignSpendsRoutes);
  await app.register(redirectDomainsRoutes);
  await app.register(agencyClosuresRoutes);
  await app.register(dashboardFunnelRoutes);
  await app.register(dashboardAudienceRoutes);
  await app.register(qrCodesRoutes);
  await app.register(businessCardsRoutes);
  await app.register(brandAssetsRoutes);
  await app.register(retentionRoutes);
  await app.register(backupsRoutes);
  await app.register(clientErrorsRoutes);
  await app.register(databaseInfoRoutes);
  await app.register(environmentsRoutes);
  await app.register(aiModelsRoutes);
  await app.register(seoRoutes);
  await app.register(gitRoutes);
  await app.register(improvementsRoutes);
  await app.register(apiDocsRoutes);

  const files = await registerStaticSite(app, {
    siteDir: config.siteDir,
    publicUrl: config.publicUrl,
    thirdParty: thirdPartyOrigins(config.analytics),
    redirectOf: redirectFollower(app.siteRedirects),
  });
  front.install(files, publicPagesOpen);
  return app;
}
