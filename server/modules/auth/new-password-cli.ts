import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { generatePassword } from '../../lib/password';
import { authService } from './service';

/**
 * `npm run admin:new-password USERNAME`: a new random password for a user, printed once, from the server's machine
 * (docs/decisions/0485-new-password-from-the-machine.md): for the administrator who lost theirs, or the one printed at
 * the first start, where no e-mail can bring a forgotten password's link.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const [username] = positionals;
if (!username || positionals.length > 1) {
  process.stderr.write("Usage : npm run admin:new-password NOM_D'UTILISATEUR\n");
  process.exit(2);
}
const db = createDatabase({ url: loadConfig().databaseUrl });
try {
  const password = generatePassword();
  await authService(db).replacePassword(username, password);
  process.stdout.write(
    `Nouveau mot de passe de ${username} (affiché une seule fois) : ${password}\nSes sessions et ses clés d’API sont fermées ; il pourra le changer dans Paramètres › Sécurité.\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
