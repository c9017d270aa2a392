import { existsSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from './errors';
import { alignPublicOrigin } from './public-origin';
import { registerHashedAssets } from './hashed-assets';
import { PUBLIC_PAGE_HEADERS } from './security-headers';
import { loadSitePages, type SitePage } from './site-pages';
import { answerFor, staticFile, type StaticFile } from './static-answers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const MANAGED_REDIRECT_CACHE = 'public, max-age=3600';
const ADMIN_PATH = /^\/admin(\/.*)?$/;

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

const pageFile = (page: SitePage, securityHeaders: OutgoingHttpHeaders = {}) =>
  staticFile(
    { ...securityHeaders, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-security-policy': page.csp },
    page,
    { etag: page.etag, isPage: true },
  );

function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
  if (status === 200 && file.etag && request.headers['if-none-match'] === file.etag) return reply.code(304).headers(file.headers).send();
  const answer = answerFor(file, request.headers['accept-encoding']);
  return reply.code(status).headers(answer.headers).send(answer.body);
}

/**
 * Serves the pre-rendered public pages and the hashed assets from memory (pre-compressed, the assets cached for
 * a year), other files from disk, and the admin shell for /admin/*. Answers the files held in memory by their
 * path, for the front of the server (`static-front.ts`).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  options: {
    siteDir: string;
    publicUrl: string;
    thirdParty: readonly string[];
    /** Where an address no page answers is redirected from the back-office (0465), asked before the 404. */
    redirectOf?: (path: string, request: FastifyRequest) => Promise<string | undefined>;
  },
): Promise<Map<string, StaticFile>> {
  const root = resolve(options.siteDir);
  await alignPublicOrigin(root, options.publicUrl, app.log);
  const pages = loadSitePages(root, options.thirdParty);
  if (!pages.byPath.size) app.log.warn(`Aucune page pré-rendue dans ${root} : lancez « npm run build ».`);

  const files = new Map<string, StaticFile>();
  for (const [path, page] of pages.byPath) {
    if (path === '/404') continue;
    const file = pageFile(page, PUBLIC_PAGE_HEADERS);
    files.set(path, file);
    app.get(path, { config: { securityHeaders: 'public-page' } }, (request, reply) => sendFile(request, reply, file));
  }
  for (const [path, asset] of registerHashedAssets(app, root)) files.set(path, asset);
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

  // Both come by the API answer's headers (no route): the shell keeps them, the 404 page is a public page.
  const spaShell = pages.spaShell && pageFile(pages.spaShell);
  const notFound = pages.notFound && pageFile(pages.notFound);
  app.setNotFoundHandler(async (request, reply) => {
    const mark = request.url.indexOf('?');
    const path = mark === -1 ? request.url : request.url.slice(0, mark);
    const query = mark === -1 ? '' : request.url.slice(mark + 1);
    if (path.startsWith('/api/') || path === '/api') return sendApiNotFound(reply);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && spaShell && ADMIN_PATH.test(path.replace(/\/$/, ''))) return sendFile(request, reply, spaShell);
    // A database out of reach leaves the visitor the 404 page, never an error.
    const target = wantsPage
      ? await options.redirectOf?.(path, request).catch((error: unknown) => {
          request.log.warn({ err: error, path }, 'Redirections gérées illisibles : page 404 servie');
          return undefined;
        })
      : undefined;
    // A browser keeps it an hour, not for ever: a redirect deleted in the back-office ends for everyone (0466).
    if (target) return reply.header('cache-control', MANAGED_REDIRECT_CACHE).redirect(query ? `${target}?${query}` : target, 301);
    if (wantsPage && notFound) return sendFile(request, reply.removeHeader('cross-origin-opener-policy'), notFound, 404);
    return sendApiNotFound(reply);
  });
  return files;
}
