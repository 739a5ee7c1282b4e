/**
 * Rate limits for the endpoints attackers like (rule:rate-limits): sign-in,
 * sign-up, forgot-password, contact, reviews and uploads. Counters live in Redis
 * when REDIS_URL is set (several app processes share them), else in memory.
 * The client address comes from the socket unless TRUST_PROXY is set.
 */
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { App } from '../types';

export async function registerRateLimits(app: App) {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'Redis unavailable; rate limits are skipped until it returns'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'shop-rate-limit-',
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}

/** Route config for a limit of `max` requests per `timeWindow` per client address. */
export function limitPer(app: App, max: number, timeWindow: string) {
  return { rateLimit: { max: Math.ceil(max * app.config.RATE_LIMIT_MULTIPLIER), timeWindow } };
}
