import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { twoFactorService } from './two-factor';

/**
 * `npm run admin:two-factor-off USERNAME`: turns a user's second factor off from the server's machine, for the
 * administrator who lost both their phone and their recovery codes with no other administrator to do it
 * (docs/decisions/0457-two-factor-login.md).
 */
const { positionals } = parseArgs({ allowPositionals: true });
const [username] = positionals;
if (!username || positionals.length > 1) {
  process.stderr.write("Usage : npm run admin:two-factor-off NOM_D'UTILISATEUR\n");
  process.exit(2);
}
const db = createDatabase({ url: loadConfig().databaseUrl });
try {
  await twoFactorService(db).reset(username);
  process.stdout.write(`Double authentification de ${username} désactivée : sa prochaine connexion ne demandera que le mot de passe.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
