import net from 'node:net';
import { z } from 'zod';
import { defaultPriceDropPercent } from '../domain/shared/alert-rules';

/**
 * The one place that reads process.env (T3 rule; docs/ARCHITECTURE.md). Everything
 * else receives a validated `Config`. Defaults give a working shop with zero setup.
 */

/** proxy-addr's names for the private ranges (loopback, link-local, unique-local), usable in TRUST_PROXY. */
export const namedProxyRanges = ['loopback', 'linklocal', 'uniquelocal'] as const;

function isAddressOrCidr(item: string): boolean {
  if ((namedProxyRanges as readonly string[]).includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * rule:client-address: which proxies may tell us the client's address (ADR 0023).
 * Unset, empty, `false` or `0`: none, the socket's address counts. A whole number N: the nearest
 * N proxies, provided the one that connects to the shop has a private or loopback address.
 * Otherwise a comma list of proxy addresses, CIDR ranges or proxy-addr's range names.
 * `true` (every hop, so any client could pick its own address) is refused, in every environment.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust every X-Forwarded-For hop, so any client could choose the address its rate limits count against. Set the number of proxies in front of the shop (for example 1) or their addresses (for example 10.0.0.0/8,loopback)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 10' });
        return z.NEVER;
      }
      return hops;
    }
    const items = value.split(',').map((item) => item.trim());
    const wrong = items.filter((item) => !isAddressOrCidr(item));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a proxy address, CIDR range or ${namedProxyRanges.join('/')}: ${wrong.map((w) => JSON.stringify(w)).join(', ')}`,
      });
      return z.NEVER;
    }
    return items;
  });

const rupees = z.coerce.number().int().min(0).max(10_000_000);

export const configSchema = z
  .object({
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
    /**
     * PGlite runs one statement at a time and cannot cancel one: a request that waited this long for
     * its turn gets a 503 instead of stalling everyone (rule:bounded-waits, ADR 0023).
     */
    PGLITE_MAX_WAIT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
    /**
     * The shop's public origin: links in e-mails are built from it, never from the Host header. Unset: http://localhost
     * on PORT, so that `PORT=3777 npm start` mails links that open.
     */
    PUBLIC_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMTP_URL: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Shop <no-reply@shop.local>'),
    /** rule:mail-delivery: the wait after a failed delivery, doubled after each further failure (capped at an hour). */
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
    /** Delivery attempts before a mail is given up ('failed', kept with its last error). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
    /** The longest the outbox worker sleeps, for mail queued by other processes; it wakes at once for its own. */
    MAIL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(10_000),
    /**
     * How long a worker's claim on a mail lasts: a mail claimed by a process that died (kill -9) is sent by another
     * after this. It must outlast the slowest live send (server/mail.ts), or a slow send and its takeover both deliver.
     */
    MAIL_LEASE_MS: z.coerce.number().int().min(5_000).max(3_600_000).default(300_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * `json`: one JSON object a line, for log shipping. `pretty`: lines a person reads (time, level, message; a
     * request's method, path, status and time). `auto`: pretty when stdout is a terminal, else JSON (log-format.ts).
     */
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    /** rule:free-shipping: one free-shipping rule for cart, checkout, Buy Now and orders. */
    FREE_SHIPPING_THRESHOLD: rupees.default(500),
    FLAT_SHIPPING_FEE: rupees.default(99),
    /** rule:quantity-limits: the most units of one product one order (and the cart) may hold; a line holds 99 at most. */
    MAX_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).max(99).default(10),
    /** A saved product's price-drop mail: when its sale price falls at least this many percent (ADR 0056). */
    PRICE_DROP_ALERT_PERCENT: z.coerce.number().int().min(1).max(90).default(defaultPriceDropPercent),
    /** rule:open-cod-orders: cash-on-delivery orders still Placed, per account and per phone (ADR 0021). */
    MAX_OPEN_COD_ORDERS: z.coerce.number().int().min(1).max(100_000).default(3),
    /** rule:cod-order-ceiling: the largest cash-on-delivery order total, in rupees (ADR 0021). */
    MAX_COD_ORDER_RUPEES: z.coerce.number().int().min(1).max(1_000_000_000).default(100_000),
    /** rule:configurable-links: chat (WhatsApp) number and app-store listing are configuration. */
    CHAT_NUMBER: z
      .string()
      .regex(/^\d{10,15}$/, 'digits only, with country code')
      .default('919999999999'),
    APP_STORE_URL: z.string().url().default('https://play.google.com/store/apps'),
    /** Where uploaded and seeded images live on disk (UPLOAD_STORAGE=disk); served at /uploads/. Defaults to DATA_DIR/uploads. */
    UPLOADS_DIR: z.string().optional(),
    /**
     * Where image bytes are kept (ADR 0025, ADR 0052): `disk` (UPLOADS_DIR, zero setup, one process or a shared
     * folder), `database` (a table every app process on the same database sees) or `s3` (a bucket of an
     * S3-compatible object store, for processes on many machines; S3_* below).
     */
    UPLOAD_STORAGE: z.enum(['disk', 'database', 's3']).default('disk'),
    /** UPLOAD_STORAGE=s3: the bucket (it must exist), its region, and for a server other than AWS its address. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('ap-south-1'),
    S3_ENDPOINT: z.string().url().optional(),
    /** Bucket in the path (`true`, what most S3-compatible servers need) or in the host name (AWS's default). */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    /** Unset: the SDK's own chain (AWS_* variables, shared files, an instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** rule:upload-quarantine: an upload nothing references is deleted this many hours after it was made. */
    UPLOAD_QUARANTINE_HOURS: z.coerce.number().positive().max(720).default(6),
    /** rule:upload-quotas: uploads and stored megabytes per account per day (India's calendar day). */
    UPLOADS_PER_DAY_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(30),
    UPLOAD_MB_PER_DAY_ACCOUNT: z.coerce.number().positive().max(100_000).default(50),
    /** rule:upload-quotas: the same for uploads without an account, per client address (tighter). */
    UPLOADS_PER_DAY_ANONYMOUS: z.coerce.number().int().min(1).max(100_000).default(20),
    UPLOAD_MB_PER_DAY_ANONYMOUS: z.coerce.number().positive().max(100_000).default(20),
    /** The seller on GST invoices (rule:gst-invoice): legal name, address, GSTIN and state of registration. */
    SHOP_LEGAL_NAME: z.string().min(1).max(200).default('Shop'),
    SHOP_ADDRESS: z.string().max(500).default(''),
    SHOP_GSTIN: z
      .string()
      .regex(/^(\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z])?$/, 'a 15-character GSTIN, or empty')
      .default(''),
    /** The state the shop is registered in: a sale shipped within it is charged CGST + SGST, else IGST. */
    SHOP_STATE: z.string().min(1).max(60).default('Karnataka'),
    /** rule:gst-invoice: invoice numbers read <prefix>/<financial year>/<serial>, at most 16 characters. */
    INVOICE_PREFIX: z
      .string()
      .regex(/^[A-Z0-9]{1,3}$/, '1 to 3 capital letters or digits')
      .default('INV'),
    /** rule:stock-ledger: a product at or under this many units is low on stock, unless it sets its own. */
    LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(100_000).default(5),
    /** Trust X-Forwarded-For only from the proxies named here (rule:client-address). */
    TRUST_PROXY: trustProxy,
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
    /**
     * Seed the demo shopper, whose password is published (rule:demo-accounts). Unset: yes, except when
     * NODE_ENV is production (the default of `npm start`).
     */
    SEED_DEMO_ACCOUNTS: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
    /** log2 of scrypt's N for new password hashes; p follows OWASP's table (domain/auth/password.ts). Tests use 12. */
    PASSWORD_HASH_COST: z.coerce.number().int().min(12).max(20).default(15),
    /** Rate limits and upload quotas are on by default; tests of other behaviour may raise them. */
    RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(100000).default(1),
    /** Prefix of the rate-limit counters in Redis, for several shops (or test runs) on one Redis. */
    RATE_LIMIT_NAMESPACE: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'letters, digits, _ : . - only')
      .default('shop-rate-limit-'),
    /**
     * How the pages are served: `build` serves the production build in BUILD_DIR (npm start),
     * `vite` compiles on the fly with hot reload (npm run dev), `off` serves the API alone.
     */
    STOREFRONT: z.enum(['build', 'vite', 'off']).default('build'),
    BUILD_DIR: z.string().default('build'),
  })
  .refine((config) => config.UPLOAD_STORAGE !== 's3' || config.S3_BUCKET !== undefined, {
    path: ['S3_BUCKET'],
    message: 'UPLOAD_STORAGE=s3 needs the bucket',
  })
  .refine((config) => (config.S3_ACCESS_KEY_ID === undefined) === (config.S3_SECRET_ACCESS_KEY === undefined), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
  })
  // Defaults that depend on another setting.
  .transform((config) => ({
    ...config,
    SEED_DEMO_ACCOUNTS: config.SEED_DEMO_ACCOUNTS ?? config.NODE_ENV !== 'production',
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  }));

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

/** How an app process opens its database (db/client.ts `openDatabase`): every database setting of the configuration. */
export function databaseOptionsOf(config: Config) {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DB_POOL_MAX,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    pgliteMaxWaitMs: config.PGLITE_MAX_WAIT_MS,
  };
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
