import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../../domain/api/answers';
import { siteConfigAnswer } from '../../../domain/api/public-answers';

/** The runtime settings the browser needs; today only the optional third-party audience tag. */
export async function siteConfigRoutes(app: FastifyInstance): Promise<void> {
  const analytics = app.config.analytics ?? null;
  app.withTypeProvider<ZodTypeProvider>().get('/api/site-config', { schema: { response: answers({ 200: siteConfigAnswer }) } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { success: true as const, analytics };
  });

  if (!analytics) return;
  // Pages forbid every foreign script; a configured tag (and where it reports) is allowed, nothing else.
  const origins = [new URL(analytics.tagUrl).origin];
  if (/googletagmanager\.com$/.test(new URL(analytics.tagUrl).hostname)) origins.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
  const extra = origins.join(' ');
  app.addHook('onSend', async (_request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && policy.includes("script-src 'self'")) {
      reply.header(
        'content-security-policy',
        policy.replace("script-src 'self'", `script-src 'self' ${extra}`).replace("connect-src 'self'", `connect-src 'self' ${extra}`).replace("img-src 'self'", `img-src 'self' ${extra}`),
      );
    }
    return payload;
  });
}
// The CSP hook must see the pages served by the static-site plugin, so this plugin is not encapsulated.
Object.assign(siteConfigRoutes, { [Symbol.for('skip-override')]: true });
