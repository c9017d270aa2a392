import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { countOf } from '../../domain/numbers';

/** Per-route limits; a route opts in with `config: { rateLimit: limits.publicForm }`. */
export const limits = {
  publicForm: { max: 5, timeWindow: '1 minute' },
  adminLogin: { max: 10, timeWindow: '1 minute' },
  chat: { max: 20, timeWindow: '1 minute' },
  analytics: { max: 120, timeWindow: '1 minute' },
  /** Calendar applications read a feed every few minutes at most. */
  calendarFeed: { max: 30, timeWindow: '1 minute' },
  /** A browser that keeps crashing must not fill the table: a few reports per minute per address are enough. */
  clientErrors: { max: 10, timeWindow: '1 minute' },
} as const;

const tooManyRequests = (_request: unknown, context: { after: string; ttl: number }) => {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  const error = new Error(`Trop de requêtes. Veuillez réessayer dans ${countOf(seconds, 'seconde')}.`);
  return Object.assign(error, { statusCode: 429 });
};

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  // The Redis client is loaded only when REDIS_URL asks for it.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    // Without a listener ioredis writes each failed connection to the console; one French warning per outage
    // instead, while `skipOnError` lets requests through uncounted until the connection is back.
    let down = false;
    redis.on('error', (error: Error) => {
      if (down) return;
      down = true;
      app.log.warn({ err: error }, 'Redis injoignable : les limites de débit ne sont plus comptées jusqu’au retour de la connexion');
    });
    redis.on('ready', () => {
      down = false;
    });
    app.addHook('onClose', async () => void redis.quit());
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: true, nameSpace: 'rl:' } : {}),
    errorResponseBuilder: tooManyRequests,
  });
}
