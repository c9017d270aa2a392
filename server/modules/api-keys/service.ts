import { settingsMessages, type NewApiKey } from '../../../domain/settings/settings-schema';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import { apiKeysRepository } from './repository';

/** A key generated on purpose in the settings lasts a year; revoking it ends it at once. */
const API_KEY_LIFETIME_MS = 365 * 24 * 60 * 60_000;
/** The key a login hands to an API client lasts 12 hours. */
const LOGIN_KEY_LIFETIME_MS = 12 * 60 * 60_000;
const LIST_LIMIT = 200;
/** Writing last-used on every request would turn each read into a write; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

/** The API keys (back-office §2.18): generated, listed, revoked, and checked on every `X-API-KEY` request. */
export function apiKeysService(db: Database, now: () => Date = () => new Date()) {
  const keys = apiKeysRepository(db);

  const issue = async (username: string, name: string, lifetimeMs: number) => {
    const at = now();
    const secret = newSecretToken();
    const expiresAt = new Date(at.getTime() + lifetimeMs);
    await keys.insert({ tokenHash: secret.hash, username, name, now: at, expiresAt });
    return { token: secret.token, expiresAt };
  };

  return {
    async list() {
      const at = now().toISOString();
      const rows = await keys.list(LIST_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        username: row.username,
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
        expiresAt: row.expiresAt,
        revokedAt: row.revokedAt,
        active: !row.revokedAt && row.expiresAt > at,
      }));
    },

    /** The token is answered once; only its hash is stored. */
    async create(input: NewApiKey, username: string) {
      const { token, expiresAt } = await issue(username, input.name, API_KEY_LIFETIME_MS);
      return { token, name: input.name, expiresAt: expiresAt.toISOString() };
    },

    /** The short-lived key a successful login gives an API client. */
    issueForLogin: async (username: string, name: string) => (await issue(username, name, LOGIN_KEY_LIFETIME_MS)).token,

    async revoke(id: number) {
      if (!(await keys.exists(id))) throw new ApiError(404, settingsMessages.keyNotFound);
      await keys.revokeById(id, now());
    },

    /** The user a key names while it is neither revoked nor expired; every use reads the row, so a revocation counts at once. */
    async ownerOf(token: string): Promise<string | null> {
      const found = await keys.findByHash(hashToken(token));
      const at = now();
      if (!found || found.revokedAt || new Date(found.expiresAt) <= at) return null;
      if (!found.lastUsedAt || at.getTime() - new Date(found.lastUsedAt).getTime() > TOUCH_EVERY_MS) await keys.touch(found.id, at);
      return found.username;
    },

    /** Logging out with a key ends that key. */
    revokeToken: (token: string) => keys.revokeByHash(hashToken(token), now()),
    /** A deleted user or a changed password ends every key of that user. */
    revokeAllOf: (username: string) => keys.revokeAllOf(username, now()),
    /** How many keys still open the API, for the dashboard. */
    countActive: (at = now()) => keys.countActive(at),
  };
}
