import type { Database } from '../../db/database';
import { adminMessages } from '../../../domain/validation/admin-messages';
import type { AdminLogin } from '../../../domain/validation/admin-login-schema';
import { ApiError } from '../../lib/api-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { adminUsersRepository } from '../admin-users/repository';
import { credentialsRepository, type AuthenticatedAdmin } from './credentials-repository';
import { loginThrottle, THROTTLE } from './login-throttle';
import { hashToken, newSecretToken } from './secret-token';

export const SESSION_IDLE_MS = 30 * 60_000;
export const API_TOKEN_LIFETIME_MS = 12 * 60 * 60_000;
/** Writing last-seen on every request would turn each read into a write; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

// Unknown usernames are checked against this hash so they take as long as known ones.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('dummy-password-for-unknown-users'));

export function authService(db: Database, now: () => Date = () => new Date()) {
  const users = adminUsersRepository(db);
  const credentials = credentialsRepository(db);
  const throttle = loginThrottle(db);

  return {
    async login(input: AdminLogin, address: string) {
      const keys = [`user:${input.username.toLowerCase()}`, `ip:${address}`];
      const lockedUntil = await throttle.lockedUntil(keys, now());
      if (lockedUntil) {
        const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now().getTime()) / 60_000));
        throw new ApiError(429, adminMessages.loginLocked(minutes));
      }
      const user = await users.findByUsername(input.username);
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummy()));
      if (!user || !valid) {
        await throttle.recordFailure(keys[0] as string, THROTTLE.maxPerUsername, now());
        await throttle.recordFailure(keys[1] as string, THROTTLE.maxPerAddress, now());
        throw new ApiError(401, adminMessages.badCredentials);
      }
      await throttle.clear(keys);
      const at = now();
      const session = newSecretToken();
      const apiToken = newSecretToken();
      await credentials.createSession({ tokenHash: session.hash, username: user.username, now: at, expiresAt: new Date(at.getTime() + SESSION_IDLE_MS) });
      await credentials.createApiToken({
        tokenHash: apiToken.hash,
        username: user.username,
        name: 'Connexion au back-office',
        now: at,
        expiresAt: new Date(at.getTime() + API_TOKEN_LIFETIME_MS),
      });
      await users.recordLogin(user.username, at);
      await credentials.deleteExpiredSessions(at);
      return { sessionToken: session.token, apiToken: apiToken.token, username: user.username, roles: user.roles.split(',') };
    },

    /** The admin behind a session cookie, or null when it is unknown or idle for 30 minutes. */
    async fromSession(token: string): Promise<AuthenticatedAdmin | null> {
      const session = await credentials.findSession(hashToken(token));
      const at = now();
      if (!session || new Date(session.expiresAt) <= at) return null;
      if (at.getTime() - new Date(session.lastSeenAt).getTime() > TOUCH_EVERY_MS) {
        await credentials.touchSession(session.id, at, new Date(at.getTime() + SESSION_IDLE_MS));
      }
      return { username: session.username, roles: session.roles };
    },

    async fromApiToken(token: string): Promise<AuthenticatedAdmin | null> {
      const found = await credentials.findApiToken(hashToken(token));
      const at = now();
      if (!found || found.revokedAt || new Date(found.expiresAt) <= at) return null;
      if (!found.lastUsedAt || at.getTime() - new Date(found.lastUsedAt).getTime() > TOUCH_EVERY_MS) {
        await credentials.touchApiToken(found.id, at);
      }
      return { username: found.username, roles: found.roles };
    },

    async logout(sessionToken: string | undefined, apiToken: string | undefined) {
      if (sessionToken) await credentials.deleteSession(hashToken(sessionToken));
      if (apiToken) await credentials.revokeApiToken(hashToken(apiToken), now());
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
