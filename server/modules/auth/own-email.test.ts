import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../domain/validation/account-messages';
import { messages } from '../../../domain/validation/messages';
import { createAndLogin, loginAs, type AdminCredentials } from '../../test/admin-login';
import { buildTestApp, databaseKinds, type TestContext } from '../../test/helper';
import { buildMailingApp, mailText, waitForMail, type MailingApp } from '../../test/smtp';

describe.each(databaseKinds)('a user sets their own e-mail address on %s', (kind) => {
  let ctx: TestContext;
  let admin: AdminCredentials;
  let tom: AdminCredentials;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMITS: 'off' });
    admin = await loginAs(ctx);
    tom = await createAndLogin(ctx, admin, 'tom', ['ROLE_ADMIN']);
  });
  afterAll(() => ctx.close());

  const save = (who: Record<string, string>, payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/admin/account/email', headers: who, payload });
  const ownAddress = async (who: AdminCredentials) => {
    const own = await ctx.app.inject({ method: 'GET', url: '/api/admin/account/email', headers: { cookie: who.cookie } });
    expect(own.statusCode).toBe(200);
    // The reminders' panel, which says where they go, reads the same address.
    const reminders = await ctx.app.inject({ method: 'GET', url: '/api/admin/account/reminders', headers: { cookie: who.cookie } });
    expect(reminders.json().email).toBe(own.json().email);
    return own.json().email;
  };
  const listedAddress = async (username: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: { 'x-api-key': admin.token } })).json().users.find((user: { username: string }) => user.username === username)?.email;

  it('stores it lower-cased for a reader too, shown in the users list, and removes it when left empty', async () => {
    const reader = await createAndLogin(ctx, admin, 'sacha', ['ROLE_USER']);
    const saved = await save(reader.cookieWrite, { email: ' Sacha@Exemple.FR ', currentPassword: 'sacha-Password-1' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: accountMessages.ownEmailSaved('sacha@exemple.fr') });
    expect(await ownAddress(reader)).toBe('sacha@exemple.fr');
    expect(await listedAddress('sacha')).toBe('sacha@exemple.fr');

    const removed = await save(reader.cookieWrite, { email: '', currentPassword: 'sacha-Password-1' });
    expect(removed.json()).toEqual({ success: true, message: accountMessages.ownEmailRemoved });
    expect(await ownAddress(reader)).toBeNull();
  });

  it.each([
    ['a wrong password', { email: 'tom@exemple.fr', currentPassword: 'pas-le-bon' }, 'currentPassword', accountMessages.currentPasswordWrong],
    ['no password', { email: 'tom@exemple.fr', currentPassword: '' }, 'currentPassword', accountMessages.currentPasswordRequired],
    ['an address that is not one', { email: 'tom@', currentPassword: 'tom-Password-1' }, 'email', messages.email],
  ])('refuses %s beside its field, in French, and changes nothing', async (_label, payload, field, message) => {
    await save(tom.cookieWrite, { email: 'tom.avant@exemple.fr', currentPassword: 'tom-Password-1' });
    const response = await save(tom.cookieWrite, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: message });
    expect(await ownAddress(tom)).toBe('tom.avant@exemple.fr');
  });

  it('locks after as many wrong passwords as a login allows, and refuses an anonymous request or a cookie from another site', async () => {
    const uma = await createAndLogin(ctx, admin, 'uma', ['ROLE_USER']);
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await save(uma.cookieWrite, { email: 'uma@exemple.fr', currentPassword: 'devine' })).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await save(uma.cookieWrite, { email: 'uma@exemple.fr', currentPassword: 'uma-Password-1' })).json().message).toMatch(/^Trop de tentatives/);
    expect(await ownAddress(uma)).toBeNull();

    expect((await save({}, { email: 'x@exemple.fr', currentPassword: 'x' })).statusCode).toBe(401);
    const vera = await createAndLogin(ctx, admin, 'vera', ['ROLE_USER']);
    expect((await save({ cookie: vera.cookie, origin: 'https://attaquant.example' }, { email: 'pirate@exemple.fr', currentPassword: 'vera-Password-1' })).statusCode).toBe(403);
    expect(await ownAddress(vera)).toBeNull();
  });
});

describe.each(databaseKinds)('the address a user replaces or removes is told, on %s', (kind) => {
  let mailing: MailingApp;
  beforeAll(async () => {
    mailing = await buildMailingApp(kind);
  });
  afterAll(() => mailing.close());

  const save = (email: string) =>
    mailing.ctx.app.inject({ method: 'PUT', url: '/api/admin/account/email', headers: mailing.reader.cookieWrite, payload: { email, currentPassword: 'lectrice-Password-1' } });

  it('writes to the former address once the new one is stored, and to none when there was none or it is the same', async () => {
    mailing.smtp.received.length = 0;
    expect((await save('premiere@exemple.fr')).statusCode).toBe(200);
    expect((await save('premiere@exemple.fr')).statusCode).toBe(200);
    expect((await save('seconde@exemple.fr')).statusCode).toBe(200);
    await waitForMail(mailing.smtp.received, 1);
    expect(mailing.smtp.received[0]!.to).toEqual(['premiere@exemple.fr']);
    const replaced = mailText(mailing.smtp.received[0]!.raw);
    expect(replaced).toContain('L’adresse e-mail du compte « lectrice » du back-office vient d’être remplacée');
    expect(replaced).not.toContain('seconde@exemple.fr');

    expect((await save('')).statusCode).toBe(200);
    await waitForMail(mailing.smtp.received, 2);
    expect(mailing.smtp.received[1]!.to).toEqual(['seconde@exemple.fr']);
    expect(mailText(mailing.smtp.received[1]!.raw)).toContain('vient d’être retirée');
    expect(mailing.smtp.received).toHaveLength(2);
  });

  it('writes to it too when an administrator replaces a colleague’s address, naming them, and not when the address is left out', async () => {
    mailing.smtp.received.length = 0;
    const edit = (payload: object) => mailing.as(mailing.admin, 'PUT', '/api/admin/users/lectrice', { roles: ['ROLE_USER'], ...payload });
    expect((await edit({ email: 'avant@exemple.fr' })).statusCode).toBe(200);
    expect((await edit({})).statusCode).toBe(200);
    expect((await edit({ email: 'Apres@Exemple.fr' })).statusCode).toBe(200);
    await waitForMail(mailing.smtp.received, 1);
    expect(mailing.smtp.received.map((mail) => mail.to)).toEqual([['avant@exemple.fr']]);
    expect(mailText(mailing.smtp.received[0]!.raw)).toContain('vient d’être remplacée par l’administrateur « admin » : le back-office n’écrira plus à celle-ci.');
  });
});
