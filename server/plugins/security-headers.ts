import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The security headers a route's answers carry: an API answer's unless it says 'public-page' (a pre-rendered
     * page, which adds its own policy) or 'hashed-asset' (a hashed script, style or icon).
     */
    securityHeaders?: 'public-page' | 'hashed-asset';
  }
}

/** What remains on a hashed file once the headers that only mean something on a document are left out. */
export const HASHED_ASSET_HEADERS = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/**
 * Helmet 8's defaults, written once (docs/decisions/0429-security-headers-as-constants.md): running its twelve
 * middlewares on every answer cost a page about 2.5 µs of its 18 µs of CPU. `security-headers.test.ts` checks
 * them against Helmet itself. The public pages go without Cross-Origin-Opener-Policy (docs/decisions/0293) and
 * carry their own Content-Security-Policy, with their script hashes.
 */
export const PUBLIC_PAGE_HEADERS = {
  ...HASHED_ASSET_HEADERS,
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Every other answer: an API answer is never a document, so its policy allows nothing. */
export const API_ANSWER_HEADERS = {
  ...PUBLIC_PAGE_HEADERS,
  'content-security-policy':
    "default-src 'none';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
  'cross-origin-opener-policy': 'same-origin',
};

const HEADERS_BY_KIND = { 'public-page': PUBLIC_PAGE_HEADERS, 'hashed-asset': HASHED_ASSET_HEADERS };

/** The security headers on every answer, chosen by the route's `securityHeaders`. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const kind = request.routeOptions.config?.securityHeaders;
    reply.headers(kind ? HEADERS_BY_KIND[kind] : API_ANSWER_HEADERS);
    done();
  });
}
