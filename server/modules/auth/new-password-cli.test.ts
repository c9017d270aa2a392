import { describe, expect, it } from 'vitest';
import { isComplexPassword } from '../../../domain/settings/settings-schema';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { hashPassword, verifyPassword } from '../../lib/password';
import { commandOnTestBase } from '../../test/run-cli';
import { apiKeysService } from '../api-keys/service';
import { authService } from './service';
import { loginThrottleRepository } from './login-throttle-repository';
import { sessionsRepository } from './sessions-repository';

// docs/decisions/0485-new-password-from-the-machine.md
describe('npm run admin:new-password', () => {
  const command = commandOnTestBase('server/modules/auth/new-password-cli.ts', async () => ({ passwordHash: await hashPassword('ancien-Mot-de-passe-1') }));
  const run = command.run;

  it('sets a new password printed once, ends every session and API key of the user and lifts the lock on their name', async () => {
    const now = new Date();
    await sessionsRepository(command.db()).createSession({ tokenHash: 'h'.repeat(64), username: 'admin', now, expiresAt: new Date(now.getTime() + 3_600_000), device: { address: '127.0.0.1', userAgent: undefined } });
    await apiKeysService(command.db()).issueForLogin('admin', 'Connexion API');
    const throttle = loginThrottleRepository(command.db());
    for (let attempt = 0; attempt < 12; attempt += 1) await throttle.countAttempt('user:admin', 5, now);

    const done = await run('admin');
    expect(done.code, done.stderr).toBe(0);
    const password = /^Nouveau mot de passe de admin \(affiché une seule fois\) : (\S+)\n/.exec(done.stdout)?.[1] ?? '';
    expect(done.stdout).toContain('Ses sessions et ses clés d’API sont fermées');
    expect(isComplexPassword(password)).toBe(true);
    const stored = await command.db().selectFrom('adminUsers').select('passwordHash').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(await verifyPassword(password, stored.passwordHash)).toBe(true);
    expect(await verifyPassword('ancien-Mot-de-passe-1', stored.passwordHash)).toBe(false);

    expect(await command.db().selectFrom('adminSessions').select('username').where('username', '=', 'admin').execute()).toEqual([]);
    const keys = await command.db().selectFrom('adminApiTokens').select('revokedAt').where('username', '=', 'admin').execute();
    expect(keys).toEqual([{ revokedAt: expect.any(String) }]);
    expect(await command.db().selectFrom('loginThrottles').select('key').where('key', '=', 'user:admin').execute()).toEqual([]);
    // The new password opens a session at once, the lock gone.
    const login = await authService(command.db()).login({ username: 'admin', password }, '127.0.0.1', { issueToken: true });
    expect(login).toMatchObject({ username: 'admin', sessionToken: expect.any(String) });
  }, 60_000);

  it('says in French what it could not do', async () => {
    expect(await run('personne')).toMatchObject({ code: 1, stderr: `${adminMessages.userNotFound}\n` });
    expect(await run()).toMatchObject({ code: 2, stderr: "Usage : npm run admin:new-password NOM_D'UTILISATEUR\n" });
    expect(await run('admin', 'autre')).toMatchObject({ code: 2 });
  }, 60_000);
});
