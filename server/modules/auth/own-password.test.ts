import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '../../../domain/settings/settings-schema';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { accountMessages } from '../../../domain/validation/account-messages';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';

describe.each(databaseKinds)('a user changes their own password on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let pierre: AdminCredentials;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    admin = await loginAs(ctx);
    pierre = await createAndLogin(ctx, admin, 'pierre', ['ROLE_ADMIN']);
  });
  afterAll(() => ctx.close());

  const change = (who: Record<string, string>, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/admin/account/password', headers: who, payload });
  const session = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/admin/session', headers });

  it('keeps the browser that changed it logged in and ends every other session and API key', async () => {
    const reader = await createAndLogin(ctx, admin, 'olivia', ['ROLE_USER']);
    const elsewhere = await loginAs(ctx, 'olivia', 'olivia-Password-1');
    const response = await change(reader.cookieWrite, { currentPassword: 'olivia-Password-1', password: 'Nouveau-Mdp-2026', confirmPassword: 'Nouveau-Mdp-2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: accountMessages.ownPasswordChanged });
    const cookie = response.cookies.find((c) => c.name === 'admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect((await session({ cookie: `admin_session=${cookie!.value}` })).statusCode).toBe(200);
    const ended: Record<string, string>[] = [{ cookie: reader.cookie }, { cookie: elsewhere.cookie }, { 'x-api-key': elsewhere.token }];
    for (const old of ended) expect((await session(old)).statusCode).toBe(401);
    expect((await loginAs(ctx, 'olivia', 'Nouveau-Mdp-2026')).cookie).toMatch(/^admin_session=/);
    await expect(loginAs(ctx, 'olivia', 'olivia-Password-1')).rejects.toThrow(/401/);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'pas-le-bon', password: 'Nouveau-Mdp-2026', confirmPassword: 'Nouveau-Mdp-2026' }, 'currentPassword', accountMessages.currentPasswordWrong],
    ['no current password', { currentPassword: '', password: 'Nouveau-Mdp-2026', confirmPassword: 'Nouveau-Mdp-2026' }, 'currentPassword', accountMessages.currentPasswordRequired],
    ['a confirmation that differs', { currentPassword: 'pierre-Password-1', password: 'Nouveau-Mdp-2026', confirmPassword: 'Nouveau-Mdp-2027' }, 'confirmPassword', adminMessages.passwordMismatch],
    ['a short password', { currentPassword: 'pierre-Password-1', password: 'court', confirmPassword: 'court' }, 'password', adminMessages.passwordMin],
    ['the same password', { currentPassword: 'pierre-Password-1', password: 'pierre-Password-1', confirmPassword: 'pierre-Password-1' }, 'password', accountMessages.samePassword],
  ])('refuses %s beside its field, in French, and changes nothing', async (_label, payload, field, message) => {
    const response = await change(pierre.cookieWrite, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: message });
    expect((await session({ cookie: pierre.cookie })).statusCode).toBe(200);
    expect((await loginAs(ctx, 'pierre', 'pierre-Password-1')).cookie).toMatch(/^admin_session=/);
  });

  it('follows the complex password rule, and refuses an anonymous request or a cookie from another site', async () => {
    const quentin = await createAndLogin(ctx, admin, 'quentin', ['ROLE_USER']);
    const save = (on: boolean) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.cookieWrite, payload: { requireComplexPasswords: on } });
    expect((await save(true)).statusCode).toBe(200);
    const weak = await change(quentin.cookieWrite, { currentPassword: 'quentin-Password-1', password: 'Faible-mdp1', confirmPassword: 'Faible-mdp1' });
    expect(weak.json().fieldErrors).toEqual({ password: settingsMessages.complexPassword });
    expect((await save(false)).statusCode).toBe(200);
    expect((await change({}, { currentPassword: 'x', password: 'Nouveau-Mdp-2026', confirmPassword: 'Nouveau-Mdp-2026' })).statusCode).toBe(401);
    expect((await change({ cookie: quentin.cookie, origin: 'https://attaquant.example' }, { currentPassword: 'quentin-Password-1', password: 'Nouveau-Mdp-2026', confirmPassword: 'Nouveau-Mdp-2026' })).statusCode).toBe(403);
  });

  it('locks after as many wrong current passwords as a login allows: a stolen session guesses no faster', async () => {
    const rose = await createAndLogin(ctx, admin, 'rose', ['ROLE_USER']);
    const wrong = () => change(rose.cookieWrite, { currentPassword: 'devine', password: 'Nouveau-Mdp-2026', confirmPassword: 'Nouveau-Mdp-2026' });
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await wrong()).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await change(rose.cookieWrite, { currentPassword: 'rose-Password-1', password: 'Nouveau-Mdp-2026', confirmPassword: 'Nouveau-Mdp-2026' })).json().message).toMatch(/^Trop de tentatives/);
  });
});
