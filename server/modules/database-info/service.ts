import { stat } from 'node:fs/promises';
import os from 'node:os';
import type { DatabaseConnection } from '../../../domain/api/operations-answers';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { basename } from 'node:path';
import { probeRedis } from './redis-probe';
import { databaseInfoRepository } from './repository';
import { countOf } from '../../../domain/numbers';


const fileSize = async (path: string): Promise<number | null> => stat(path).then((s) => s.size, () => null);

/** Describes the connection this instance really holds, asked of the database itself rather than read from the configuration. */
export function databaseInfoService(db: Database, config: Pick<Config, 'redisUrl'>) {
  const catalog = databaseInfoRepository(db);

  const describeSqlite = async (): Promise<DatabaseConnection> => {
    const [figures, migrations] = await Promise.all([catalog.sqlite(), catalog.migrations()]);
    const walBytes = figures.file ? await fileSize(`${figures.file}-wal`) : null;
    return {
      name: 'Base principale',
      status: 'connected',
      error: null,
      info: { driver: 'better-sqlite3 (Kysely)', platform: 'SQLite', host: 'fichier local', database: figures.file ? basename(figures.file) : 'en mémoire', version: figures.version },
      tables: figures.tables,
      stats: {
        taille_octets: figures.sizeBytes,
        espace_libre_octets: figures.freeBytes,
        mode_journal: figures.journalMode,
        journal_wal_octets: walBytes,
        // 0: the server's connection leaves them to a worker thread (docs/decisions/0362-wal-checkpoints-off-the-event-loop.md).
        points_de_contrôle_wal: figures.walAutocheckpoint === 0 ? 'fil dédié, 4 fois par seconde' : `toutes les ${figures.walAutocheckpoint} pages`,
        clés_étrangères: figures.foreignKeys,
      },
      migrations,
    };
  };

  const describePostgres = async (): Promise<DatabaseConnection> => {
    const [figures, migrations] = await Promise.all([catalog.postgres(), catalog.migrations()]);
    const pool = db.poolFigures?.();
    return {
      name: 'Base principale',
      status: 'connected',
      error: null,
      info: { driver: 'pg (Kysely)', platform: 'PostgreSQL', host: figures.host, database: figures.database, version: figures.version },
      tables: figures.tables,
      stats: {
        schéma: figures.schema,
        taille_base_octets: figures.databaseSizeBytes,
        taille_tables_octets: figures.schemaSizeBytes,
        connexions_serveur: figures.connections,
        connexions_max_serveur: figures.maxConnections,
        pool_ouvertes: pool?.total ?? null,
        pool_libres: pool?.idle ?? null,
        pool_en_attente: pool?.waiting ?? null,
        pool_max: pool?.max ?? null,
        serveur_démarré_le: figures.startedAt,
      },
      migrations,
    };
  };

  const describeMain = async (): Promise<DatabaseConnection> => {
    try {
      return await (db.dialect === 'postgres' ? describePostgres() : describeSqlite());
    } catch (error) {
      return {
        name: 'Base principale',
        status: 'error',
        error: error instanceof Error ? error.message : String(error),
        info: {
          driver: db.dialect === 'postgres' ? 'pg (Kysely)' : 'better-sqlite3 (Kysely)',
          platform: db.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
          host: '-',
          database: '-',
        },
        tables: [],
        stats: {},
        migrations: [],
      };
    }
  };

  return {
    /** `GET /api/admin/database-connections`: every connection this instance holds, checked now. */
    async describe(now = new Date()) {
      const [main, redis] = await Promise.all([describeMain(), probeRedis(config.redisUrl)]);
      const failing = [main, redis].filter((c) => c.status === 'error').length;
      return {
        connections: { principale: main, redis },
        server_info: {
          instance: os.hostname(),
          version_de_node: process.version,
          système: `${os.platform()} ${os.release()}`,
          base_de_données: main.info.platform,
          en_service_depuis: `${Math.floor(process.uptime() / 60)} min`,
        },
        timestamp: now.toISOString(),
        message: failing ? `${countOf(failing, 'connexion')} en erreur` : 'Toutes les connexions configurées répondent',
      };
    },
  };
}
