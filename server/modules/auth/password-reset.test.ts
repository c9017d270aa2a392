import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { accountMessages } from '../../../domain/validation/account-messages';
import { settingsMessages } from '../../../domain/settings/settings-schema';
import { createAndLogin, loginAs } from '../../test/admin-login';
import { databaseKinds } from '../../test/helper';
import { buildMailingApp, mailText, waitForMail, type MailingApp } from '../../test/smtp';
import { passwordResetsRepository } from './password-resets-repository';

describe.each(databaseKinds)('a forgotten password on %s', (kind) => {
  let mailing: MailingApp;
  beforeAll(async () => {
    mailing = await buildMailingApp(kind);
  });
  afterAll(() => mailing.close());

  const ask = (login: string) => mailing.ctx.app.inject({ method: 'POST', url: '/api/security/password-reset', payload: { login } });
  const reset = (payload: object) => mailing.ctx.app.inject({ method: 'POST', url: '/api/security/password-reset/confirm', payload });
  /** The secret of the last link sent, read from the e-mail as its reader would follow it. */
  async function linkSent(count: number) {
    await waitForMail(mailing.smtp.received, count);
    const text = mailText(mailing.smtp.received[count - 1]!.raw);
    const link = /(http\S+\/admin\/login\/nouveau-mot-de-passe)#([\w-]+)/.exec(text);
    expect(link?.[1]).toBe(`${mailing.ctx.config.publicUrl}/admin/login/nouveau-mot-de-passe`);
    return { to: mailing.smtp.received[count - 1]!.to, text, token: link![2]! };
  }
  const addUser = async (username: string, email?: string) => {
    const user = await createAndLogin(mailing.ctx, mailing.admin, username, ['ROLE_USER']);
    if (email) await mailing.ctx.app.inject({ method: 'PUT', url: `/api/admin/users/${username}`, headers: { 'x-api-key': mailing.admin.token }, payload: { roles: ['ROLE_USER'], email } });
    return user;
  };

  it('sends a link to the address the user gave, by name or by address, answering the same for an unknown account', async () => {
    mailing.smtp.received.length = 0;
    await addUser('wanda', 'Wanda@Exemple.fr');
    await addUser('xavier');
    for (const login of ['personne', 'inconnu@exemple.fr', 'xavier']) {
      const answer = await ask(login);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: accountMessages.resetSent });
    }
    expect(await ask('wanda')).toMatchObject({ statusCode: 200 });
    const byName = await linkSent(1);
    expect(byName.to).toEqual(['wanda@exemple.fr']);
    expect(byName.text).toContain('Bonjour wanda,');
    expect(byName.text).toContain('dans les 30 minutes');
    expect(mailing.smtp.received).toHaveLength(1);
    expect(await ask('WANDA@exemple.fr')).toMatchObject({ statusCode: 200 });
    const byAddress = await linkSent(2);
    // The newer link replaces the older one; only its hash is stored.
    expect((await reset({ token: byName.token, password: 'Oubli-Mdp-2026', confirmPassword: 'Oubli-Mdp-2026' })).json().fieldErrors).toEqual({ token: accountMessages.resetLinkInvalid });
    const stored = await mailing.ctx.db.selectFrom('passwordResets').select('tokenHash').where('username', '=', 'wanda').execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(byAddress.token);
    const empty = await ask('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(accountMessages.resetLogin);
  });

  it('sets the new password once, ends every session and key of the user, and lifts the lock of their name', async () => {
    mailing.smtp.received.length = 0;
    const yann = await addUser('yann', 'yann@exemple.fr');
    for (let i = 0; i < 5; i += 1) await mailing.ctx.app.inject({ method: 'POST', url: '/api/security/check-admin-password', payload: { username: 'yann', password: 'oublié' } });
    await expect(loginAs(mailing.ctx, 'yann', 'yann-Password-1')).rejects.toThrow(/429/);
    await ask('yann');
    const { token } = await linkSent(1);

    const mismatch = await reset({ token, password: 'Oubli-Mdp-2026', confirmPassword: 'Autre-Mdp-2026' });
    expect(mismatch.json().fieldErrors).toEqual({ confirmPassword: adminMessages.passwordMismatch });
    expect((await reset({ token, password: 'court', confirmPassword: 'court' })).json().fieldErrors).toEqual({ password: adminMessages.passwordMin });
    // A password the complex rule refuses leaves the link good.
    await mailing.ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': mailing.admin.token }, payload: { requireComplexPasswords: true } });
    expect((await reset({ token, password: 'Faible-mdp1', confirmPassword: 'Faible-mdp1' })).json().fieldErrors).toEqual({ password: settingsMessages.complexPassword });
    await mailing.ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { 'x-api-key': mailing.admin.token }, payload: { requireComplexPasswords: false } });

    const done = await reset({ token, password: 'Oubli-Mdp-2026', confirmPassword: 'Oubli-Mdp-2026' });
    expect(done.json()).toEqual({ success: true, message: accountMessages.resetDone });
    expect((await mailing.ctx.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: yann.cookie } })).statusCode).toBe(401);
    expect((await mailing.ctx.app.inject({ method: 'GET', url: '/api/admin/session', headers: { 'x-api-key': yann.token } })).statusCode).toBe(401);
    expect((await loginAs(mailing.ctx, 'yann', 'Oubli-Mdp-2026')).cookie).toMatch(/^admin_session=/);
    const again = await reset({ token, password: 'Encore-Mdp-2026', confirmPassword: 'Encore-Mdp-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(accountMessages.resetLinkInvalid);
  });

  it('refuses an expired link and an unknown one, and sets the password once when two tabs send the same link', async () => {
    mailing.smtp.received.length = 0;
    await addUser('zoe', 'zoe@exemple.fr');
    await ask('zoe');
    const { token } = await linkSent(1);
    const payload = { token, password: 'Deux-Onglets-2026', confirmPassword: 'Deux-Onglets-2026' };
    const answers = await Promise.all([reset(payload), reset(payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);

    const repository = passwordResetsRepository(mailing.ctx.db);
    const old = new Date(Date.now() - 31 * 60_000);
    await repository.replaceFor('zoe', 'empreinte-ancienne', old, new Date(old.getTime() + 30 * 60_000));
    expect(await repository.validFor('empreinte-ancienne', new Date())).toBeNull();
    expect((await reset({ token: 'inconnu', password: 'Deux-Onglets-2027', confirmPassword: 'Deux-Onglets-2027' })).json().message).toBe(accountMessages.resetLinkInvalid);
  });
});
