import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreBackup } from '../modules/backups/restore';

/**
 * `npm run db:restore FILE [--force]`: restores a backup into DATABASE_URL's database. An empty (or absent)
 * database only, unless --force, which replaces what is there: stop the server first.
 */
const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const [file] = positionals;
// `npm run db:restore FILE --force` hands --force to npm, which passes it on as npm_config_force.
const force = values.force || process.env.npm_config_force === 'true';
if (!file || positionals.length > 1) {
  process.stderr.write('Usage : npm run db:restore FICHIER [--force]\n');
  process.exit(2);
}
try {
  const config = loadConfig();
  const format = await restoreBackup({ databaseUrl: config.databaseUrl }, file, force);
  process.stdout.write(`Sauvegarde restaurée (${format}) depuis ${file}. Lancez npm run db:migrate si elle précède la version installée.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
