import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

/** The headers an answer carries besides the ones every answer has whatever its security. */
async function securityHeadersOf(app: FastifyInstance, url: string): Promise<Record<string, unknown>> {
  const { headers } = await app.inject({ method: 'GET', url });
  const { 'content-type': _type, 'content-length': _length, date: _date, connection: _connection, ...security } = headers;
  return security;
}

describe('security headers', () => {
  // Helmet as the server ran it before its headers became constants: the reference they must equal.
  const reference = Fastify();
  const server = Fastify();

  beforeAll(async () => {
    const setHeaders = helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
    });
    reference.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
    reference.get('/', async () => ({ success: true }));
    registerSecurityHeaders(server);
    server.get('/api', async () => ({ success: true }));
    server.get('/page', { config: { securityHeaders: 'public-page' } }, async () => 'page');
    server.get('/asset.js', { config: { securityHeaders: 'hashed-asset' } }, async () => 'script');
    await Promise.all([reference.ready(), server.ready()]);
  });
  afterAll(() => Promise.all([reference.close(), server.close()]));

  it('gives an API answer exactly the headers Helmet 8 sets with a policy that allows nothing', async () => {
    const helmets = await securityHeadersOf(reference, '/');
    expect(Object.keys(helmets)).toHaveLength(12);
    expect(await securityHeadersOf(server, '/api')).toEqual(helmets);
  });

  it("gives a public page Helmet's headers without the opener policy, and leaves the page its own CSP", async () => {
    const { 'cross-origin-opener-policy': _opener, 'content-security-policy': _policy, ...expected } = await securityHeadersOf(reference, '/');
    expect(await securityHeadersOf(server, '/page')).toEqual(expected);
  });

  it('gives a hashed file only nosniff and the resource policy', async () => {
    expect(await securityHeadersOf(server, '/asset.js')).toEqual({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' });
  });
});
