import { LOGIN_JOURNAL_HOURS, settingsMessages, type NewApiKey } from '../../../domain/settings/settings-schema';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { credentialsRepository } from './credentials-repository';
import { loginJournalRepository } from './login-journal-repository';
import { newSecretToken } from './secret-token';

/** A key generated on purpose in the settings lasts a year; revoking it ends it at once. */
const API_KEY_LIFETIME_MS = 365 * 24 * 60 * 60_000;
const LIST_LIMIT = 200;
const JOURNAL_LIMIT = 500;

/** The API keys table and the login journal of the security settings (back-office §2.18). */
export function apiKeysService(db: Database, now: () => Date = () => new Date()) {
  const credentials = credentialsRepository(db);
  const journal = loginJournalRepository(db);

  return {
    async list() {
      const at = now().toISOString();
      const rows = await credentials.listApiTokens(LIST_LIMIT);
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
      const at = now();
      const secret = newSecretToken();
      const expiresAt = new Date(at.getTime() + API_KEY_LIFETIME_MS);
      await credentials.createApiToken({ tokenHash: secret.hash, username, name: input.name, now: at, expiresAt });
      return { token: secret.token, name: input.name, expiresAt: expiresAt.toISOString() };
    },

    async revoke(id: number) {
      if (!(await credentials.apiTokenExists(id))) throw new ApiError(404, settingsMessages.keyNotFound);
      await credentials.revokeApiTokenById(id, now());
    },

    async loginJournal() {
      const from = new Date(now().getTime() - LOGIN_JOURNAL_HOURS * 60 * 60_000);
      return journal.since(from, JOURNAL_LIMIT);
    },
  };
}
