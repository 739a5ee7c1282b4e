/**
 * Composition only (fastify/demo style): builds the Fastify app from a validated
 * config and an open database, registers plugins and routes, and returns it.
 * server/server.ts runs the process; tests build this same app and use inject().
 */
import path from 'node:path';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { openImageStore, s3LocationOf, type ShopImageStore } from './image-stores';
import { setPasswordHashCost } from '../domain/auth/password';
import { maxUploadBytes } from '../domain/shared/limits';
import { requestIdGenerator, trustProxyOption } from './client-address';
import type { Config } from './env';
import { shopJobs } from './jobs/index';
import { createJobRunner } from './jobs/job-runner';
import { redactedLogPaths, serializeRequest } from './log-redaction';
import { createMailer } from './mail';
import { registerMessageLanguage } from './api/messages/message-language';
import { registerAuth } from './plugins/auth';
import { registerCacheControl } from './plugins/cache-control';
import { registerDatabaseTurns } from './plugins/database-turns';
import { registerErrorHandling } from './plugins/errors';
import { registerNoNulText } from './plugins/no-nul-text';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRequestDrain } from './plugins/request-drain';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaffGuard } from './plugins/staff-guard';
import { registerImageServing } from './plugins/images';
import { registerApiRoutes } from './api/index';
import { registerStorefront, type StorefrontOptions } from './storefront';
import type { App } from './types';

export interface BuildOptions {
  config: Config;
  db: Database;
  /** Pino options or false; tests pass false to keep output quiet. */
  logger?: boolean | object;
  /** Serve the storefront pages too (server.ts does; API tests leave it out). */
  storefront?: StorefrontOptions;
}

/** 1 MB JSON bodies are far more than any request needs; uploads have their own limit (domain/shared/limits.ts). */
const jsonBodyLimitBytes = 1024 * 1024;

export async function buildApp({ config, db, logger, storefront }: BuildOptions): Promise<App> {
  const app = Fastify({
    // Never log secrets (rule:no-secrets-in-logs): tokens travel in headers and in reset-link URLs. The
    // redaction and the URL-masking serializer apply to whatever logger options a caller passes too.
    logger:
      logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(typeof logger === 'object' ? logger : {}),
            redact: redactedLogPaths,
            serializers: { req: serializeRequest },
          },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    bodyLimit: jsonBodyLimitBytes,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // Every route as registered, so a test can walk them all (rule:staff-only).
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  setPasswordHashCost(config.PASSWORD_HASH_COST);

  const uploadsDir = path.resolve(config.UPLOADS_DIR ?? path.join(config.DATA_DIR, 'uploads'));

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('uploadsDir', uploadsDir);
  app.decorate<ShopImageStore>(
    'images',
    openImageStore({ storage: config.UPLOAD_STORAGE, uploadsDir, db, s3: s3LocationOf(config) }),
  );
  app.decorate('settings', {
    freeShippingThreshold: config.FREE_SHIPPING_THRESHOLD,
    flatShippingFee: config.FLAT_SHIPPING_FEE,
    publicUrl: config.PUBLIC_URL,
    chatNumber: config.CHAT_NUMBER,
    appStoreUrl: config.APP_STORE_URL,
    maxUnitsPerProduct: config.MAX_UNITS_PER_PRODUCT,
    maxOpenCodOrders: config.MAX_OPEN_COD_ORDERS,
    maxCodOrderRupees: config.MAX_COD_ORDER_RUPEES,
    seller: {
      legalName: config.SHOP_LEGAL_NAME,
      address: config.SHOP_ADDRESS,
      gstin: config.SHOP_GSTIN,
      state: config.SHOP_STATE,
    },
    invoicePrefix: config.INVOICE_PREFIX,
    lowStockThreshold: config.LOW_STOCK_THRESHOLD,
  });
  // The outbox worker runs in every app process (rule:mail-delivery): it starts with the app and stops
  // on close, after the send in progress.
  const mailer = createMailer(db, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logger: app.log,
    logBodies: config.NODE_ENV !== 'production',
    baseMs: config.MAIL_RETRY_BASE_MS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    pollMs: config.MAIL_POLL_MS,
    leaseMs: config.MAIL_LEASE_MS,
  });
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
  // Scheduled jobs (server/jobs/): server.ts starts their schedule; an app built for tests runs them
  // only through app.jobs.runNow().
  app.decorate(
    'jobs',
    createJobRunner({
      db,
      config,
      log: app.log,
      images: app.images,
      wakeMail: () => mailer.wake(),
      jobs: shopJobs,
    }),
  );
  app.addHook('onClose', async () => app.jobs.stop());

  // First: it counts a request from its first hook, so closing waits for every handler (request-drain.ts).
  registerRequestDrain(app);
  registerDatabaseTurns(app);
  registerErrorHandling(app);
  registerNoNulText(app);
  await app.register(cookie);
  registerCacheControl(app);
  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await registerRateLimits(app);
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10, parts: 12 } });
  registerAuth(app);
  registerStaffGuard(app);
  registerMessageLanguage(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop API',
        description: 'The public REST contract of the shop (rule:api-contract).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'token-admin-ecom' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await registerImageServing(app);

  await app.register(registerApiRoutes, { prefix: '/api' });
  if (storefront) await registerStorefront(app, storefront);
  return app;
}
