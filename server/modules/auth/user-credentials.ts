import type { Database } from '../../db/database';
import { credentialsRepository } from './credentials-repository';

/** What the admin-users module may do to the auth tables: end every session and key of a user. */
export function userCredentials(db: Database) {
  const credentials = credentialsRepository(db);
  return {
    /** A deleted user or a changed password ends every open session and token of that user. */
    revokeAll: (username: string, now = new Date()) => credentials.revokeAllOf(username, now),
  };
}
