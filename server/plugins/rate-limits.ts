/**
 * Rate limits per client address (rule:rate-limits, rule:client-address; ADR 0006, ADR 0023):
 * - the endpoints attackers like (sign-in, sign-up, password reset, contact, reviews, uploads, orders)
 *   with tight limits;
 * - the public reads (catalog API, pages, sitemaps) with generous ones that a shopper browsing fast
 *   never meets and a scraper looping hard does.
 * Counters live in Redis when REDIS_URL is set, so several app processes share them, else in memory.
 * When Redis fails, the limits fail closed: each process counts in its own memory until Redis is back,
 * instead of letting every request through.
 */
import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import type { App } from '../types';

interface Counted {
  current: number;
  ttl: number;
}

/** Fixed windows per key in this process's memory; the oldest keys go first past `capacity`. */
class MemoryWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly capacity = 10_000) {}

  incr(key: string, windowMs: number): Counted {
    const now = Date.now();
    const existing = this.windows.get(key);
    const window = existing && existing.resetAt > now ? existing : { count: 0, resetAt: now + windowMs };
    window.count++;
    // Re-inserting keeps the Map in least-recently-used order, so eviction drops idle clients.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.capacity) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    return { current: window.count, ttl: window.resetAt - now };
  }
}

/** One round trip: count, start the window on the first hit, report what is left of it. */
const incrementScript = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

interface StoreShared {
  redis: Redis | undefined;
  /** Called each time a count falls back to memory; logs once per outage. */
  onFallback(err: unknown): void;
}

type Callback = (error: Error | null, result?: Counted) => void;

/**
 * A store for @fastify/rate-limit: Redis first, this process's memory whenever Redis is not
 * ready or a command fails. It never reports an error, so no request skips its limit.
 */
class FailClosedStore implements FastifyRateLimitStore {
  private readonly memory = new MemoryWindows();

  constructor(
    private readonly shared: StoreShared,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const { redis } = this.shared;
    const fullKey = this.prefix + key;
    if (!redis || redis.status !== 'ready') {
      if (redis) this.shared.onFallback(new Error(`Redis is ${redis.status}`));
      callback(null, this.memory.incr(fullKey, timeWindow));
      return;
    }
    redis.eval(incrementScript, 1, fullKey, timeWindow).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      },
      (err: unknown) => {
        this.shared.onFallback(err);
        callback(null, this.memory.incr(fullKey, timeWindow));
      },
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FailClosedStore {
    // The plugin hands each limited route its own store; the route names its counters.
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    return new FailClosedStore(this.shared, `${this.prefix}${String(route?.method)}${String(route?.url)}-`);
  }
}

export async function registerRateLimits(app: App) {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, {
        // Bounded waits (rule:bounded-waits): a hung Redis costs a request at most this, then memory counts.
        connectTimeout: 1000,
        commandTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  let degraded = false;
  const shared: StoreShared = {
    redis,
    onFallback(err) {
      if (degraded) return;
      degraded = true;
      app.log.warn({ err }, 'Redis unavailable; rate limits count in this process’s memory until it returns');
    },
  };
  if (redis) {
    // ioredis reconnects by itself; without a listener its errors would crash the process.
    redis.on('error', (err) => app.log.debug({ err }, 'Redis connection error'));
    redis.on('ready', () => {
      if (degraded) app.log.info('Redis is back; rate limits are shared again');
      degraded = false;
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Start with shared counters when Redis answers soon; if not, memory counts meanwhile.
    const waiting = new AbortController();
    await Promise.race([
      once(redis, 'ready', { signal: waiting.signal }),
      setTimeout(1000, undefined, { signal: waiting.signal }),
    ]).catch(() => undefined);
    waiting.abort();
  }
  const namespace = app.config.RATE_LIMIT_NAMESPACE;
  await app.register(rateLimit, {
    global: false,
    // The plugin builds its store with `new`; this class carries the connection and the prefix.
    store: class extends FailClosedStore {
      constructor() {
        super(shared, namespace);
      }
    },
    skipOnError: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}

/**
 * Public reads per client address and minute, per route (ADR 0023). A shopper browsing fast, product
 * cards prefetching on hover included, stays far below; several shoppers behind one mobile carrier's
 * shared address still fit; a scraper looping at more than ten a second does not. Sitemaps are
 * fetched a few times a day by crawlers, and a product sitemap reads up to 10,000 products.
 */
export const publicReadsPerMinute = { api: 600, pages: 600, sitemaps: 60 } as const;

/** Route config for a public read: catalog API (`api`), storefront pages (`pages`) or sitemaps. */
export function limitPublicReads(app: App, kind: keyof typeof publicReadsPerMinute) {
  return limitPer(app, publicReadsPerMinute[kind], '1 minute');
}

/**
 * Back-office reads per staff account and minute (ADR 0050): every GET under /api/admin and /admin (a page, its
 * `.data` request, a list, a record, a report) counts against `reads`, whatever the route; a file export
 * (`/api/admin/.../export`, the whole catalog as CSV) against `exports` too. Staff read through the pages, one
 * request per page opened or reloaded after a write: a busy staff member opens a few pages a minute, a round of
 * confirmations a few dozen, far below five a second for a whole minute; a stolen staff cookie paging through every
 * customer or order is held to that pace. Per account, not per address: a thief with many addresses shares the
 * owner's budget.
 */
export const staffReadsPerMinute = { reads: 300, exports: 10 } as const;

/**
 * An onRequest step for the staff guard (server/plugins/staff-guard.ts), after the caller is known to be staff:
 * counts a read (GET or HEAD) against `staffReadsPerMinute` and answers 429 RATE_LIMITED past it. Writes are
 * not counted here: each is audited, and the endpoints attackers like have their own limits.
 */
export function limitStaffReads(app: App) {
  const countRead = limitPerAccount(app, 'staff-reads', staffReadsPerMinute.reads, '1 minute');
  const countExport = limitPerAccount(app, 'staff-exports', staffReadsPerMinute.exports, '1 minute');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    await countRead(request, reply);
    if (request.routeOptions.url?.endsWith('/export')) await countExport(request, reply);
  };
}

/** Route config for a limit of `max` requests per `timeWindow` per client address. */
export function limitPer(app: App, max: number, timeWindow: string) {
  return { rateLimit: { max: Math.ceil(max * app.config.RATE_LIMIT_MULTIPLIER), timeWindow } };
}

/** A wait as the 429 message says it: '45 seconds', '12 minutes', '1 hour'. */
function waitText(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, seconds), 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

/**
 * An onRequest hook for `max` requests per `timeWindow` per signed-in account (rule:rate-limits); put it
 * after `app.requireUser`. The plugin runs only one of its own route hooks per request, so a route that
 * also has a per-address `limitPer` config counts this limit through `createRateLimit` (same store, so
 * Redis when configured) and answers as the plugin does: 429 RATE_LIMITED with Retry-After. `name`
 * keeps one route's counters apart from another's; `skip` lets a request through uncounted.
 */
export function limitPerAccount(
  app: App,
  name: string,
  max: number,
  timeWindow: string,
  options: { skip?: (request: FastifyRequest) => boolean | Promise<boolean> } = {},
) {
  const { skip } = options;
  const limiter = app.createRateLimit({
    max: Math.ceil(max * app.config.RATE_LIMIT_MULTIPLIER),
    timeWindow,
    keyGenerator: (request) => `${name}:account:${request.auth?.user.id ?? 'guest'}`,
    ...(skip ? { allowList: (request: FastifyRequest) => skip(request) } : {}),
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError('RATE_LIMITED', `Too many requests. Please try again in ${waitText(result.ttlInSeconds)}.`);
  };
}
