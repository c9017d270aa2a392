import { describeTarget } from './connection-target';
import type { DatabaseConnection } from '../../../domain/api/operations-answers';

const PROBE_TIMEOUT_MS = 1500;

const infoField = (info: string, field: string): string | undefined =>
  info
    .split('\r\n')
    .find((line) => line.startsWith(`${field}:`))
    ?.slice(field.length + 1);

/** Opens a short-lived connection, pings, reads a few figures and closes; never retries. */
export async function probeRedis(url: string | undefined): Promise<DatabaseConnection> {
  const base = { name: 'Redis (limites de requêtes partagées)', tables: [], migrations: [] };
  if (!url) {
    return {
      ...base,
      status: 'unconfigured',
      error: null,
      info: { driver: 'ioredis', platform: 'Redis', host: '-', database: '-' },
      stats: { remarque: 'REDIS_URL absent : les limites de requêtes restent propres à cette instance.' },
    };
  }
  const target = describeTarget(url);
  const info = { driver: 'ioredis', platform: 'Redis', host: target.host, database: target.database || '0' };
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: PROBE_TIMEOUT_MS,
    commandTimeout: PROBE_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // The failure is reported below; without a listener ioredis would also print it.
  redis.on('error', () => undefined);
  const started = performance.now();
  try {
    await redis.connect();
    const pong = await redis.ping();
    const latencyMs = Math.round(performance.now() - started);
    const [server, memory, keys] = await Promise.all([redis.info('server'), redis.info('memory'), redis.dbsize()]);
    return {
      ...base,
      status: pong === 'PONG' ? 'connected' : 'error',
      error: pong === 'PONG' ? null : `Réponse inattendue : ${pong}`,
      info: { ...info, version: infoField(server, 'redis_version') },
      stats: {
        latence_ms: latencyMs,
        clés: keys,
        mémoire_utilisée: Number(infoField(memory, 'used_memory') ?? 0),
        en_service_depuis_s: Number(infoField(server, 'uptime_in_seconds') ?? 0),
      },
    };
  } catch (error) {
    return { ...base, status: 'error', error: `Redis injoignable : ${error instanceof Error ? error.message : String(error)}`, info, stats: {} };
  } finally {
    redis.disconnect();
  }
}
