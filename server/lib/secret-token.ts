import { createHash, randomBytes } from 'node:crypto';

/** A random 32-byte token for the client; the database only ever sees its SHA-256. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
