import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/validation/messages';
import { loginAs } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { requestsRepository } from './repository';
import { openSlotAfter } from '../../test/open-slot';

// The exact body of public-site §7: no honeypot field, nothing the spec does not list.
const specContactBody = {
  name: 'Jeanne Dupont',
  email: 'jeanne.dupont@exemple.fr',
  company: 'Atelier Dupont',
  phone: '06 12 34 56 78',
  subject: 'Demande de contact - Atelier Dupont',
  message: 'Bonjour, nous voudrions automatiser nos devis.',
};

const specCallbackBody = () => ({
  name: 'Paul Martin',
  phone: '06 98 76 54 32',
  email: 'paul.martin@exemple.fr',
  company: 'Martin Conseil',
  preferredTime: openSlotAfter(2),
});

const postJson = (ctx: TestContext, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

async function inboxNames(ctx: TestContext, source: 'contact' | 'callback'): Promise<string[]> {
  const admin = await loginAs(ctx);
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/callback-requests?source=${source}`,
    headers: { 'x-api-key': admin.token },
  });
  expect(response.statusCode).toBe(200);
  return response.json().callbackRequests.map((row: { name: string }) => row.name);
}

describe.each(databaseKinds)('public POST contract without a honeypot field on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => ctx.close());

  it('accepts the exact contact body of the spec and shows it in the inbox', async () => {
    const response = await postJson(ctx, '/api/contact', specContactBody);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true });
    expect(await inboxNames(ctx, 'contact')).toContain('Jeanne Dupont');
  });

  it('accepts a callback request without a honeypot field and shows it in the inbox', async () => {
    const response = await postJson(ctx, '/api/callback-requests', specCallbackBody());
    expect(response.statusCode).toBe(201);
    expect(await inboxNames(ctx, 'callback')).toContain('Paul Martin');
  });

  it.each([
    ['/api/contact', () => specContactBody],
    ['/api/callback-requests', specCallbackBody],
  ])('still refuses %s with a filled honeypot, storing nothing', async (url, body) => {
    const before = await requestsRepository(ctx.db).count();
    const response = await postJson(ctx, url, { ...body(), website: 'http://spam.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.honeypot);
    expect(await requestsRepository(ctx.db).count()).toBe(before);
  });
});
