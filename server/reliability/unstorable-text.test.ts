import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../lib/database-errors';
import { buildTestApp, databaseKinds, TEST_ADMIN_PASSWORD, type TestContext } from '../test/helper';
import { contactMessage } from './support/contact-posts';

describe.each(databaseKinds)('text no database column can store, on %s', (kind) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterEach(() => ctx.close());

  it('refuses a NUL byte with a French 400, wherever it reaches the database', async () => {
    const message = { ...contactMessage(2), message: 'Un message\u0000 avec un octet nul.' };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    // SQLite stores the byte as it is; PostgreSQL cannot, and the refusal is the client's error, in French.
    if (kind === 'sqlite') expect(response.statusCode).toBe(201);
    else expect(response.json()).toEqual({ success: false, message: UNSTORABLE_TEXT_MESSAGE });
    const admin = await ctx.app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    const removal = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/users/%00', headers: { 'x-api-key': admin.json().token } });
    expect(removal.statusCode).toBe(kind === 'sqlite' ? 404 : 400);
  });
});
