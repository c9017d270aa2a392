import { loadConfig } from '../config';
import { backupsService } from '../modules/backups/service';
import { createDatabase } from './database';

/** `npm run db:backup`: a consistent copy of the database into BACKUP_DIR, safe while the server runs. */
const config = loadConfig();
const db = createDatabase({ url: config.databaseUrl });
try {
  const backup = await backupsService(db, { directory: config.backupDir }).backUp(new Date());
  const rows = Object.entries(backup.rows).map(([table, n]) => `${table} ${n}`).join(', ');
  process.stdout.write(`Sauvegarde écrite : ${config.backupDir}/${backup.name} (${backup.sizeBytes} octets ; lignes : ${rows}).\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
