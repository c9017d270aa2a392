import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '../../../domain/settings/settings-schema';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { hashToken } from '../../lib/secret-token';
import { buildTestAppWithReader, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';

describe.each(databaseKinds)('API keys on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let reader: AdminCredentials;
  beforeAll(async () => ({ ctx, admin, reader } = await buildTestAppWithReader(kind, 'lectrice')));
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('generates a key shown once and stored hashed, lists it, and refuses it from the moment it is revoked', async () => {
    const created = await call('POST', '/api/admin/api-keys', admin.cookieWrite, { name: '  Intégration CRM  ' });
    expect(created.statusCode).toBe(201);
    const { token, name, message } = created.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(name).toBe('Intégration CRM');
    expect(message).toBe(settingsMessages.keyCreated);
    const stored = await ctx.db.selectFrom('adminApiTokens').select(['tokenHash']).where('name', '=', 'Intégration CRM').executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(hashToken(token));

    const listed = () => call('GET', '/api/admin/api-keys', { 'x-api-key': reader.token }).then((r) => r.json().keys as Array<Record<string, unknown>>);
    const before = (await listed()).find((key) => key.name === 'Intégration CRM');
    expect(before).toMatchObject({ username: 'admin', lastUsedAt: null, revokedAt: null, active: true });
    expect(JSON.stringify(await listed())).not.toContain(token);

    expect((await call('GET', '/api/admin/users', { 'x-api-key': token })).statusCode).toBe(200);
    const used = (await listed()).find((key) => key.name === 'Intégration CRM');
    expect(used?.lastUsedAt).toEqual(expect.any(String));

    const refusedToReader = await call('DELETE', `/api/admin/api-keys/${String(before?.id)}`, { 'x-api-key': reader.token });
    expect(refusedToReader.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users', { 'x-api-key': token })).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/admin/api-keys/${String(before?.id)}`, admin.cookieWrite);
    expect(revoked.json()).toEqual({ success: true, message: settingsMessages.keyRevoked });
    const refused = await call('GET', '/api/admin/users', { 'x-api-key': token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(adminMessages.unauthorized);
    expect((await listed()).find((key) => key.name === 'Intégration CRM')).toMatchObject({ active: false, revokedAt: expect.any(String) });
  });

  it('refuses a nameless key, an unknown key and a malformed id in French', async () => {
    const nameless = await call('POST', '/api/admin/api-keys', admin.cookieWrite, { name: '   ' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe(settingsMessages.keyName);
    const unknown = await call('DELETE', '/api/admin/api-keys/987654', admin.cookieWrite);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(settingsMessages.keyNotFound);
    const malformed = await call('DELETE', '/api/admin/api-keys/abc', admin.cookieWrite);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("L'identifiant doit être un nombre entier positif.");
  });
});
