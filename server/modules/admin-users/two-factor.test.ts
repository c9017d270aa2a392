import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '../../../domain/settings/settings-schema';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { accountMessages } from '../../../domain/validation/account-messages';
import { RECOVERY_CODE_COUNT, twoFactorMessages } from '../../../domain/validation/two-factor-schema';
import { buildTestAppAsAdmin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { databaseKinds, type TestContext } from '../../test/helper';
import { commandOnTestBase } from '../../test/run-cli';

const PERIOD_MS = 30_000;

/** The application's code for the step `offset` steps from now, as a phone with the secret would show it. */
const codeAt = (secret: string, offset: number, at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at + offset * PERIOD_MS });

/** Waits out the last seconds of a step, so that codes of the steps around `now` stay in the server's window. */
async function freshStep(): Promise<number> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < 6_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
  return Date.now();
}

describe.each(databaseKinds)('two-factor login on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  beforeAll(async () => ({ ctx, admin } = await buildTestAppAsAdmin(kind)));
  afterAll(() => ctx.close());

  const as = (who: AdminCredentials) => (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: who.cookieWrite, ...(payload ? { payload } : {}) });
  const login = (username: string, code?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username, password: `${username}-Password-1`, ...(code ? { code } : {}) } });

  /** A new user, logged in, with the second factor turned on from its first code; its secret and recovery codes. */
  async function userWithSecondFactor(username: string, roles = ['ROLE_ADMIN']) {
    await as(admin)('POST', '/api/admin/users', { username, password: `${username}-Password-1`, roles });
    const session = await loginAs(ctx, username, `${username}-Password-1`);
    const setup = await as(session)('POST', '/api/admin/account/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const at = await freshStep();
    const confirmed = await as(session)('POST', '/api/admin/account/two-factor/confirm', { code: codeAt(secret, -1, at) });
    expect(confirmed.statusCode).toBe(200);
    return { session, secret, at, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  it('sets the second factor up with a code of the secret shown, and gives ten recovery codes once', async () => {
    await as(admin)('POST', '/api/admin/users', { username: 'helene', password: 'helene-Password-1', roles: ['ROLE_ADMIN'] });
    const helene = await loginAs(ctx, 'helene', 'helene-Password-1');
    const send = as(helene);
    expect((await send('GET', '/api/admin/account/two-factor')).json()).toEqual({ success: true, enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await send('POST', '/api/admin/account/two-factor/confirm', { code: '123456' })).json().message).toBe(twoFactorMessages.notStarted);

    const setup = (await send('POST', '/api/admin/account/two-factor/setup')).json();
    expect(setup).toMatchObject({ success: true, message: twoFactorMessages.started, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(setup.uri).toBe(`otpauth://totp/Synapse%20IA:helene?issuer=Synapse%20IA&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`);

    const at = await freshStep();
    const wrong = await send('POST', '/api/admin/account/two-factor/confirm', { code: codeAt(setup.secret, 5, at) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ code: twoFactorMessages.badCode });
    const malformed = await send('POST', '/api/admin/account/two-factor/confirm', { code: '12 34' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(twoFactorMessages.codeFormat);
    expect((await send('GET', '/api/admin/account/two-factor')).json().enabled).toBe(false);

    const confirmed = await send('POST', '/api/admin/account/two-factor/confirm', { code: codeAt(setup.secret, 0, at).replace(/^(\d{3})/, '$1 ') });
    expect(confirmed.json()).toMatchObject({ success: true, message: twoFactorMessages.turnedOn });
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await send('GET', '/api/admin/account/two-factor')).json()).toEqual({
      success: true,
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect((await send('POST', '/api/admin/account/two-factor/setup')).statusCode).toBe(409);
    const users = (await as(admin)('GET', '/api/admin/users')).json().users;
    expect(users.find((user: { username: string }) => user.username === 'helene').twoFactor).toBe(true);
    expect(users.find((user: { username: string }) => user.username === 'admin').twoFactor).toBe(false);
  });

  it('asks the code after the right password, refuses a wrong or used one, and opens the session with a new one', async () => {
    const { secret, at } = await userWithSecondFactor('ines');
    const asked = await login('ines');
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ success: false, message: twoFactorMessages.codeAsked, fieldErrors: { code: twoFactorMessages.codeAsked } });
    expect(asked.cookies.find((cookie) => cookie.name === 'admin_session')).toBeUndefined();

    const badPassword = await ctx.app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username: 'ines', password: 'faux-mot-de-passe', code: codeAt(secret, 0, at) } });
    expect(badPassword.json().message).toBe(adminMessages.badCredentials);

    expect((await login('ines', codeAt(secret, 4, at))).json()).toMatchObject({ message: twoFactorMessages.badCode, fieldErrors: { code: twoFactorMessages.badCode } });
    // The confirmation's own code was used: it opens nothing.
    expect((await login('ines', codeAt(secret, -1, at))).statusCode).toBe(401);
    const passed = await login('ines', codeAt(secret, 0, at));
    expect(passed.statusCode).toBe(200);
    expect(passed.cookies.find((cookie) => cookie.name === 'admin_session')).toBeDefined();
    expect((await login('ines', codeAt(secret, 0, at))).json().message).toBe(twoFactorMessages.badCode);

    const journal = (await as(admin)('GET', '/api/admin/login-journal')).json().events.filter((event: { username: string }) => event.username === 'ines');
    expect(journal.map((event: { reason: string | null }) => event.reason)).toEqual(['bad-code', null, 'bad-code', 'bad-code', 'bad-credentials', null]);
  });

  it('accepts the same code once when two logins send it together', async () => {
    const { secret, at } = await userWithSecondFactor('jules');
    const code = codeAt(secret, 0, at);
    const answers = await Promise.all([login('jules', code), login('jules', code), login('jules', code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('opens a session with a recovery code, each good once, and renews them with a code', async () => {
    const { session, secret, at, recoveryCodes } = await userWithSecondFactor('karim');
    expect((await login('karim', recoveryCodes[0]!.toUpperCase().replace('-', ''))).statusCode).toBe(200);
    expect((await login('karim', recoveryCodes[0])).json().message).toBe(twoFactorMessages.badCode);
    expect((await as(session)('GET', '/api/admin/account/two-factor')).json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);

    const refused = await as(session)('POST', '/api/admin/account/two-factor/recovery-codes', { code: codeAt(secret, 3, at) });
    expect(refused.statusCode).toBe(400);
    const renewed = await as(session)('POST', '/api/admin/account/two-factor/recovery-codes', { code: codeAt(secret, 0, at) });
    expect(renewed.json()).toMatchObject({ success: true, message: twoFactorMessages.newRecoveryCodes });
    expect(renewed.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await login('karim', recoveryCodes[1])).statusCode).toBe(401);
    expect((await login('karim', renewed.json().recoveryCodes[0])).statusCode).toBe(200);
  });

  it('is turned off by its user with a code, or by an administrator for a colleague, never by a reader', async () => {
    const { session, secret, at } = await userWithSecondFactor('lea');
    expect((await as(session)('POST', '/api/admin/account/two-factor/disable', { code: codeAt(secret, 3, at) })).statusCode).toBe(400);
    expect((await as(session)('POST', '/api/admin/account/two-factor/disable', { code: codeAt(secret, 0, at) })).json()).toEqual({ success: true, message: twoFactorMessages.turnedOff });
    expect((await login('lea')).statusCode).toBe(200);
    expect((await as(session)('POST', '/api/admin/account/two-factor/disable', { code: codeAt(secret, 1, at) })).json().message).toBe(twoFactorMessages.notOn);

    // A reader sets up their own second factor, and cannot take a colleague's off.
    const reader = await userWithSecondFactor('marc', ['ROLE_USER']);
    expect((await as(reader.session)('DELETE', '/api/admin/users/lea/two-factor')).statusCode).toBe(403);
    expect((await as(reader.session)('GET', '/api/admin/account/two-factor')).json().enabled).toBe(true);

    const reset = await as(admin)('DELETE', '/api/admin/users/marc/two-factor');
    expect(reset.json()).toEqual({ success: true, message: twoFactorMessages.resetBy('marc') });
    expect((await login('marc')).statusCode).toBe(200);
    expect((await as(admin)('DELETE', '/api/admin/users/marc/two-factor')).json().message).toBe(twoFactorMessages.notOn);
    expect((await as(admin)('DELETE', '/api/admin/users/personne/two-factor')).statusCode).toBe(404);
  });

  it('forgets the recovery codes of a deleted user', async () => {
    const { recoveryCodes } = await userWithSecondFactor('nora');
    expect((await as(admin)('DELETE', '/api/admin/users/nora')).statusCode).toBe(200);
    const left = await ctx.db.selectFrom('adminRecoveryCodes').select('codeHash').where('username', '=', 'nora').execute();
    expect(left).toEqual([]);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
  });
});

describe('npm run admin:two-factor-off', () => {
  const command = commandOnTestBase('server/modules/admin-users/two-factor-off-cli.ts', async () => ({
    passwordHash: 'x',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    totpEnabledAt: new Date().toISOString(),
  }));
  const run = command.run;

  it("turns the second factor off from the server's machine, and says in French what it could not do", async () => {
    expect(await run('admin')).toMatchObject({ code: 0, stdout: 'Double authentification de admin désactivée : sa prochaine connexion ne demandera que le mot de passe.\n' });
    expect(await command.db().selectFrom('adminUsers').select(['totpSecret', 'totpEnabledAt']).execute()).toEqual([{ totpSecret: null, totpEnabledAt: null }]);
    expect(await run('admin')).toMatchObject({ code: 1, stderr: `${twoFactorMessages.notOn}\n` });
    expect(await run('personne')).toMatchObject({ code: 1, stderr: `${adminMessages.userNotFound}\n` });
    expect(await run()).toMatchObject({ code: 2, stderr: "Usage : npm run admin:two-factor-off NOM_D'UTILISATEUR\n" });
  }, 60_000);
});

describe.each(databaseKinds)('a second factor required of every user on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  beforeAll(async () => ({ ctx, admin } = await buildTestAppAsAdmin(kind)));
  afterAll(() => ctx.close());

  const as = (headers: Record<string, string>) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const saveRequirement = (on: boolean) => as(admin.cookieWrite)('PUT', '/api/admin/settings', { requireTwoFactor: on });

  it('is turned on only by an administrator who has one, then opens nothing but their own account to a user without one', async () => {
    const refused = await saveRequirement(true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ requireTwoFactor: settingsMessages.ownTwoFactorFirst });

    const { secret } = (await as(admin.cookieWrite)('POST', '/api/admin/account/two-factor/setup')).json();
    const at = await freshStep();
    expect((await as(admin.cookieWrite)('POST', '/api/admin/account/two-factor/confirm', { code: codeAt(secret, -1, at) })).statusCode).toBe(200);
    expect((await saveRequirement(true)).statusCode).toBe(200);
    expect((await as(admin.cookieWrite)('GET', '/api/admin/users')).statusCode).toBe(200);
    expect((await as(admin.cookieWrite)('GET', '/api/admin/session')).json().twoFactorRequired).toBe(false);

    await as(admin.cookieWrite)('POST', '/api/admin/users', { username: 'sacha', password: 'sacha-Password-1', roles: ['ROLE_ADMIN'] });
    const sacha = await loginAs(ctx, 'sacha', 'sacha-Password-1');
    const send = as(sacha.cookieWrite);
    expect((await send('GET', '/api/admin/session')).json()).toMatchObject({ user: { username: 'sacha' }, twoFactorRequired: true });
    for (const [method, url] of [['GET', '/api/admin/users'], ['GET', '/api/admin/callback-requests'], ['PUT', '/api/admin/settings']] as const) {
      const closed = await send(method, url, method === 'PUT' ? { requireTwoFactor: false } : undefined);
      expect(closed.statusCode, url).toBe(403);
      expect(closed.json().message).toBe(accountMessages.twoFactorRequired);
    }
    // An API key of theirs is held back the same way.
    expect((await as({ 'x-api-key': sacha.token })('GET', '/api/admin/users')).json().message).toBe(accountMessages.twoFactorRequired);

    expect((await send('GET', '/api/admin/account/two-factor')).statusCode).toBe(200);
    const setup = (await send('POST', '/api/admin/account/two-factor/setup')).json();
    const now = await freshStep();
    expect((await send('POST', '/api/admin/account/two-factor/confirm', { code: codeAt(setup.secret, 0, now) })).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/session')).json().twoFactorRequired).toBe(false);
    expect((await send('GET', '/api/admin/users')).statusCode).toBe(200);

    // Turned off again, a user without a second factor reaches everything.
    expect((await saveRequirement(false)).statusCode).toBe(200);
    await as(admin.cookieWrite)('POST', '/api/admin/users', { username: 'tom', password: 'tom-Password-1', roles: ['ROLE_USER'] });
    const tom = await loginAs(ctx, 'tom', 'tom-Password-1');
    expect((await as(tom.cookieWrite)('GET', '/api/admin/users')).statusCode).toBe(200);
    expect((await as(tom.cookieWrite)('GET', '/api/admin/session')).json().twoFactorRequired).toBe(false);
  });
});
