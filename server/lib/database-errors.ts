/** The French answer when the database cannot store anything: the client knows nothing was saved. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "Le service est momentanément indisponible : votre demande n'a pas été enregistrée. Veuillez réessayer dans quelques minutes.";

// SQLite: read-only file or handle, full disk, I/O failure, file gone or locked too long.
const SQLITE_CODES = /^SQLITE_(READONLY|FULL|IOERR|CANTOPEN|BUSY|LOCKED|NOTADB|CORRUPT)/;
// PostgreSQL SQLSTATE classes 08 (connection), 53 (insufficient resources: disk full, out of memory, too many
// connections), 57P (shutdown, cannot connect now) and 25006 (read-only transaction).
const POSTGRES_CODES = /^(08...|53...|57P0.|25006)$/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** True when an error means the database refused or could not take a write, not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return SQLITE_CODES.test(code) || POSTGRES_CODES.test(code) || NETWORK_CODES.has(code);
}

/** The French answer when a text holds characters no database column can store (a NUL byte, for one). */
export const UNSTORABLE_TEXT_MESSAGE = 'La requête contient des caractères non autorisés.';

/**
 * PostgreSQL refuses NUL bytes and invalid sequences in text (22021, 22P05). Such input is the client's error:
 * a 400, not a 500, whichever route let it through its validator.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '22021' || code === '22P05';
}
