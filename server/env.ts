import { z } from 'zod';

/**
 * The one place that reads process.env (T3 rule; docs/ARCHITECTURE.md). Everything
 * else receives a validated `Config`. Defaults give a working shop with zero setup.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const rupees = z.coerce.number().int().min(0).max(10_000_000);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: embedded PostgreSQL (PGlite) in DATA_DIR. Set: a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
  /** The shop's public origin: links in e-mails are built from it, never from the Host header. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Shop <no-reply@shop.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** rule:free-shipping: one free-shipping rule for cart, checkout, Buy Now and orders. */
  FREE_SHIPPING_THRESHOLD: rupees.default(500),
  FLAT_SHIPPING_FEE: rupees.default(99),
  /** rule:configurable-links: chat (WhatsApp) number and app-store listing are configuration. */
  CHAT_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, 'digits only, with country code')
    .default('919999999999'),
  APP_STORE_URL: z.string().url().default('https://play.google.com/store/apps'),
  /** Where uploaded and seeded images live; served at /uploads/. Defaults to DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().optional(),
  /** Trust X-Forwarded-For only behind a configured proxy (rule:client-address). */
  TRUST_PROXY: booleanish,
  /** Optional Redis for shared rate-limit counters when several processes run. */
  REDIS_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Seed the catalog on first start when the database is empty. */
  SEED_ON_START: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** log2 of scrypt's N for new password hashes (OWASP: 17). Tests use less to stay fast. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(12).max(20).default(17),
  /** Rate limits are on by default; tests of other behaviour may raise them. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(100000).default(1),
  /**
   * How the pages are served: `build` serves the production build in BUILD_DIR (npm start),
   * `vite` compiles on the fly with hot reload (npm run dev), `off` serves the API alone.
   */
  STOREFRONT: z.enum(['build', 'vite', 'off']).default('build'),
  BUILD_DIR: z.string().default('build'),
});

export type Config = z.output<typeof configSchema>;

/** Parses an environment (process.env by default) or exits with a clear list of what is wrong. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Loads a .env file if there is one (Node's own loader), then validates. */
export function loadConfigFromProcess(): Config {
  try {
    process.loadEnvFile('.env');
  } catch {
    // No .env file: the defaults and the real environment are enough.
  }
  return loadConfig(process.env);
}
