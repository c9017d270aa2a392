import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { generatePassword, hashPassword } from '../../lib/password';
import { adminUsersRepository, ROLE_ADMIN } from './repository';

const FIRST_ADMIN_USERNAME = 'admin';

/**
 * Creates the 'admin' user on the first start. Its password comes from
 * ADMIN_PASSWORD or is generated and printed once: there is no default password.
 */
export async function ensureFirstAdmin(
  db: Database,
  adminPassword: string | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  const users = adminUsersRepository(db);
  if (await users.findByUsername(FIRST_ADMIN_USERNAME)) return;
  const password = adminPassword ?? generatePassword();
  try {
    await users.create({ username: FIRST_ADMIN_USERNAME, passwordHash: await hashPassword(password), roles: [ROLE_ADMIN] });
  } catch (error) {
    // Another instance created it at the same moment: theirs stands.
    if (await users.findByUsername(FIRST_ADMIN_USERNAME)) return;
    throw error;
  }
  if (adminPassword) {
    log.info('Utilisateur admin créé avec le mot de passe de ADMIN_PASSWORD.');
  } else {
    process.stdout.write(
      `\n  Utilisateur admin créé. Mot de passe (affiché une seule fois) : ${password}\n\n`,
    );
  }
}
