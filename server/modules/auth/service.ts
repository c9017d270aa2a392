import { LOGIN_API_TOKEN_NAME, LOGIN_JOURNAL_HOURS, SESSION_IDLE_MINUTES } from '../../../domain/settings/settings-schema';
import { adminMessages } from '../../../domain/validation/admin-messages';
import { accountMessages } from '../../../domain/validation/account-messages';
import type { AdminLogin } from '../../../domain/validation/admin-login-schema';
import type { OwnEmail, OwnPassword } from '../../../domain/validation/admin-user-schema';
import type { Database } from '../../db/database';
import { ApiError, fieldRefusal } from '../../lib/api-error';
import { twoFactorMessages } from '../../../domain/validation/two-factor-schema';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import { adminUserAccounts, adminUsersService } from '../admin-users/service';
import { apiKeysService } from '../api-keys/service';
import { settingsService } from '../settings/service';
import { loginJournalRepository } from './login-journal-repository';
import { loginThrottleRepository, THROTTLE } from './login-throttle-repository';
import { deviceLabel } from './device-label';
import { sessionsRepository, type AuthenticatedAdmin, type SessionDevice } from './sessions-repository';

const JOURNAL_LIMIT = 500;
/** Writing last-seen on every request would turn each read into a write; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

// Unknown usernames are checked against this hash so they take as long as known ones.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('dummy-password-for-unknown-users'));

const lockedMessage = (until: Date, now: Date) =>
  adminMessages.loginLocked(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)));

export function authService(db: Database, now: () => Date = () => new Date()) {
  const users = adminUsersService(db);
  const sessions = sessionsRepository(db);
  const apiKeys = apiKeysService(db, now);
  const throttle = loginThrottleRepository(db);
  const journal = loginJournalRepository(db);
  const settings = settingsService(db);
  const idleMs = async () => (await settings.current()).sessionIdleMinutes * 60_000;
  // While the agency requires a second factor, a user without one reaches only their own account (0460).
  const identityOf = async (username: string, access: { roles: string[]; twoFactor: boolean }): Promise<AuthenticatedAdmin> => ({
    username,
    roles: access.roles,
    twoFactorMissing: !access.twoFactor && (await settings.current()).requireTwoFactor,
  });
  // A stolen session cannot guess the password it is asked for faster than a login: each try counts against the lock.
  const confirmOwnPassword = async (username: string, currentPassword: string, at: Date) => {
    const key = `user:${username.toLowerCase()}`;
    const lock = await throttle.countAttempt(key, THROTTLE.maxPerUsername, at);
    if (lock) throw new ApiError(429, lockedMessage(lock, at));
    const user = await users.account(username);
    if (!user) throw new ApiError(401, adminMessages.unauthorized);
    if (!(await verifyPassword(currentPassword, user.passwordHash))) throw fieldRefusal(400, 'currentPassword', accountMessages.currentPasswordWrong);
    await throttle.clear([key]);
  };

  return {
    /**
     * Checks a password and opens a session. The attempt is counted before the password hash is computed,
     * so parallel guesses cannot slip past the lock. API clients get a token; the back-office asks for none.
     */
    async login(input: AdminLogin, address: string, options: { issueToken: boolean; userAgent?: string } = { issueToken: true }) {
      const at = now();
      const record = (success: boolean, reason: 'bad-credentials' | 'locked' | 'bad-code' | null) =>
        journal.record({ username: input.username, address, success, reason, at });
      const keys = [`user:${input.username.toLowerCase()}`, `ip:${address}`] as const;
      const userLock = await throttle.countAttempt(keys[0], THROTTLE.maxPerUsername, at);
      const addressLock = await throttle.countAttempt(keys[1], THROTTLE.maxPerAddress, at);
      const lock = [userLock, addressLock].filter((end): end is Date => end !== null).sort((a, b) => b.getTime() - a.getTime())[0];
      if (lock) {
        await record(false, 'locked');
        throw new ApiError(429, lockedMessage(lock, at));
      }
      const user = await users.account(input.username);
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummy()));
      if (!user || !valid) {
        await record(false, 'bad-credentials');
        throw new ApiError(401, adminMessages.badCredentials);
      }
      // The attempt stays counted until the second factor passes too: codes cannot be guessed past the lock.
      const secondFactor = await users.secondFactorAtLogin(user.username, input.code);
      if (secondFactor === 'required') throw fieldRefusal(401, 'code', twoFactorMessages.codeAsked);
      if (secondFactor === 'refused') {
        await record(false, 'bad-code');
        throw fieldRefusal(401, 'code', twoFactorMessages.badCode);
      }
      await throttle.clear([...keys]);
      const idle = await idleMs();
      const session = newSecretToken();
      await sessions.createSession({ tokenHash: session.hash, username: user.username, now: at, expiresAt: new Date(at.getTime() + idle), device: { address, userAgent: options.userAgent } });
      let apiToken: string | null = null;
      if (options.issueToken) {
        apiToken = await apiKeys.issueForLogin(user.username, LOGIN_API_TOKEN_NAME);
      }
      await users.recordLogin(user.username, at);
      await record(true, null);
      await sessions.deleteSessionsIdleSince(new Date(at.getTime() - SESSION_IDLE_MINUTES.max * 60_000));
      await journal.purge(at);
      return { sessionToken: session.token, apiToken, username: user.username, roles: user.roles, sessionIdleMinutes: idle / 60_000 };
    },

    /**
     * A user changes their own password (docs/decisions/0458-own-password.md): the current one is checked under
     * the login's lock (a stolen session cannot guess it faster than a login), then every session and API key of
     * the user ends and a new session opens for the browser that asked.
     */
    async changeOwnPassword(username: string, input: OwnPassword, device: SessionDevice) {
      const at = now();
      await confirmOwnPassword(username, input.currentPassword, at);
      if (input.password === input.currentPassword) throw fieldRefusal(400, 'password', accountMessages.samePassword);
      await adminUserAccounts(db, (name) => this.endCredentialsOf(name)).setOwnPassword(username, input.password);
      const session = newSecretToken();
      await sessions.createSession({ tokenHash: session.hash, username, now: at, expiresAt: new Date(at.getTime() + (await idleMs())), device });
      return session.token;
    },

    /**
     * The user's own address, where the back-office writes to them and sends a forgotten password's link (0536):
     * confirmed by their password under the login's lock, as a change of password is.
     */
    async changeOwnEmail(username: string, input: OwnEmail) {
      await confirmOwnPassword(username, input.currentPassword, now());
      await users.setOwnEmail(username, input.email);
    },

    /**
     * The user's open sessions, the latest used first, the one of `currentToken` marked (docs/decisions/0461-open-sessions.md):
     * where each was opened from, when, and last used.
     */
    async openSessionsOf(username: string, currentToken: string | undefined) {
      const currentHash = currentToken ? hashToken(currentToken) : null;
      const rows = await sessions.openSessionsOf(username, now(), await idleMs());
      return rows.map((row) => ({
        id: Number(row.id),
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        address: row.address,
        device: deviceLabel(row.userAgent),
        current: row.tokenHash === currentHash,
      }));
    },
    /** Ends one of the user's own sessions; 404 for another's or one already ended. */
    async endOwnSession(username: string, id: number) {
      if (!(await sessions.deleteSessionOf(username, id))) throw new ApiError(404, accountMessages.sessionNotFound);
    },
    /** Ends every session of the user but the current one; how many ended. */
    endOtherSessions: (username: string, currentToken: string | undefined) => sessions.deleteOtherSessionsOf(username, currentToken ? hashToken(currentToken) : ''),

    /** Whether the user's login asks a second factor (0457); the settings module asks it without importing admin-users. */
    hasSecondFactor: async (username: string) => (await users.accessOf(username))?.twoFactor ?? false,

    /** The admin behind a session cookie, or null when it is unknown or idle longer than the setting allows. */
    async fromSession(token: string): Promise<AuthenticatedAdmin | null> {
      const session = await sessions.findSession(hashToken(token));
      if (!session) return null;
      const at = now();
      const idle = await idleMs();
      const lastSeen = new Date(session.lastSeenAt).getTime();
      if (new Date(session.expiresAt) <= at || lastSeen + idle <= at.getTime()) return null;
      const access = await users.accessOf(session.username);
      if (!access) return null;
      if (at.getTime() - lastSeen > TOUCH_EVERY_MS) {
        await sessions.touchSession(session.id, at, new Date(at.getTime() + idle));
      }
      return identityOf(session.username, access);
    },

    /** The key is checked by the api-keys module on every use, so a revoked key is refused from the next request on. */
    async fromApiToken(token: string): Promise<AuthenticatedAdmin | null> {
      const username = await apiKeys.ownerOf(token);
      const access = username && (await users.accessOf(username));
      return username && access ? identityOf(username, access) : null;
    },

    async logout(sessionToken: string | undefined, apiToken: string | undefined) {
      if (sessionToken) await sessions.deleteSession(hashToken(sessionToken));
      if (apiToken) await apiKeys.revokeToken(apiToken);
    },

    /** A deleted user or a changed password ends every open session and API key of that user. */
    async endCredentialsOf(username: string) {
      await sessions.deleteSessionsOf(username);
      await apiKeys.revokeAllOf(username);
    },

    /**
     * A new password set from the server's machine (`npm run admin:new-password`, docs/decisions/0485-new-password-from-the-machine.md):
     * as a password changed in the back-office, every session and API key of the user ends; the login lock of the
     * name is lifted, as after a forgotten password's link. The second factor, when on, is still asked.
     */
    async replacePassword(username: string, password: string) {
      await adminUserAccounts(db, (name) => this.endCredentialsOf(name)).setOwnPassword(username, password);
      await throttle.clear([`user:${username.toLowerCase()}`]);
    },

    /** Login attempts of the last 48 hours, newest first. */
    loginJournal: () => journal.since(new Date(now().getTime() - LOGIN_JOURNAL_HOURS * 60 * 60_000), JOURNAL_LIMIT),
  };
}

export type AuthService = ReturnType<typeof authService>;
