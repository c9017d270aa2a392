import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from './errors';
import { alignPublicOrigin } from './public-origin';
import { registerHashedAssets } from './hashed-assets';
import { loadSitePages, type SitePage } from './site-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const ADMIN_PATH = /^\/(admin(\/.*)?|login)$/;

/**
 * A hashed asset is immutable: a browser never revalidates it, so its validators and range support are bytes
 * sent for nothing, about 100 per script on every first visit (docs/decisions/0009).
 */
const IMMUTABLE_ASSET_NEEDLESS_HEADERS = ['etag', 'last-modified', 'accept-ranges'];
/**
 * Headers that only mean something on a document. Hashed scripts and styles are fetched by the dozen on
 * every first visit, so they go without them (nosniff and the cache policy stay).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

type PageAudience = 'public' | 'admin';

function sendPage(request: FastifyRequest, reply: FastifyReply, page: SitePage, audience: PageAudience, status = 200) {
  // A page routed by path carries the public page's headers already; the 404 page came by the API's.
  if (audience === 'public') reply.removeHeader('cross-origin-opener-policy');
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', page.csp)
    .header('vary', 'accept-encoding')
    .header('etag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (page.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/**
 * Serves the pre-rendered public pages and the hashed assets from memory (pre-compressed, the assets cached for
 * a year), other files from disk, and the admin shell for /admin/*.
 */
export async function registerStaticSite(app: FastifyInstance, siteDir: string, publicUrl: string): Promise<void> {
  const root = resolve(siteDir);
  await alignPublicOrigin(root, publicUrl, app.log);
  const pages = loadSitePages(root);
  if (!pages.byPath.size) app.log.warn(`Aucune page pré-rendue dans ${root} : lancez « npm run build ».`);

  for (const [path, page] of pages.byPath) {
    if (path === '/404') continue;
    app.get(path, { config: { securityHeaders: 'public-page' } }, (request, reply) => sendPage(request, reply, page, 'public'));
  }

  registerHashedAssets(app, root);
  // The files under /assets/ that @fastify/static serves from disk (images, fonts); the hashed scripts and styles
  // served from memory have only their own headers already.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.securityHeaders !== 'hashed-asset' && request.url.startsWith('/assets/')) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      for (const header of IMMUTABLE_ASSET_NEEDLESS_HEADERS) reply.removeHeader(header);
    }
    done(null, payload);
  });

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', filePath.includes(`${'/'}assets${'/'}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') return sendApiNotFound(reply);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && pages.spaShell && ADMIN_PATH.test(path.replace(/\/$/, ''))) {
      return sendPage(request, reply, pages.spaShell, 'admin');
    }
    if (wantsPage && pages.notFound) return sendPage(request, reply, pages.notFound, 'public', 404);
    return sendApiNotFound(reply);
  });
}
