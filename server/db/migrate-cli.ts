import { loadConfig } from '../config';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const db = createDatabase({ url: config.databaseUrl });
await migrateToLatest(db);
await db.destroy();
process.stdout.write(`Base de données à jour (${db.dialect}).\n`);
