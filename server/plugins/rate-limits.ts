import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Per-route limits; a route opts in with `config: { rateLimit: limits.publicForm }`. */
export const limits = {
  publicForm: { max: 5, timeWindow: '1 minute' },
  adminLogin: { max: 10, timeWindow: '1 minute' },
  chat: { max: 20, timeWindow: '1 minute' },
  analytics: { max: 120, timeWindow: '1 minute' },
} as const;

const tooManyRequests = (_request: unknown, context: { after: string; ttl: number }) => {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  const error = new Error(`Trop de requêtes. Veuillez réessayer dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`);
  return Object.assign(error, { statusCode: 429 });
};

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  // The Redis client is loaded only when REDIS_URL asks for it.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: true, nameSpace: 'rl:' } : {}),
    errorResponseBuilder: tooManyRequests,
  });
}
