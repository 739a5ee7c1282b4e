/**
 * The storefront pages: every GET that is not /api, /uploads or a built asset goes to
 * React Router (framework mode, SSR). Fastify's request becomes a web Request, the
 * router's Response streams back through Fastify (so compression and logging apply).
 *
 * `build` mode serves the production bundle in BUILD_DIR; `vite` mode compiles on the
 * fly for development. Pages get their own CSP with a per-response nonce, because React
 * Router inlines its hydration data in <script> tags.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ShopLoadContext } from '../app/load-context';
import { authenticateToken, toPublicUser } from '../domain/auth/sessions';
import { findGuestCart } from '../domain/cart/guest-carts';
import { isDatabaseUnavailable } from '../db/transaction';
import { guestCartToken } from './api/cart/guest-cart-cookie';
import { sessionCookieName } from './plugins/auth';
import { databaseRetryAfterSeconds, databaseUnavailableMessage } from './plugins/errors';
import { privateCacheControl } from './plugins/cache-control';
import { limitPublicReads } from './plugins/rate-limits';
import type { App } from './types';

export interface StorefrontOptions {
  mode: 'build' | 'vite';
  buildDir: string;
}

/** Pages may load only our own scripts, plus inline ones carrying this response's nonce. */
function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Swiper and react-hot-toast set inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // Lets the router stop rendering when the shopper navigates away mid-stream.
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

async function sessionUser(app: App, request: FastifyRequest) {
  const token = request.cookies[sessionCookieName];
  if (!token) return null;
  const session = await authenticateToken(app.db, token);
  return session ? toPublicUser(session.user) : null;
}

/** Whether the database answers a trivial query within a second (asked only after a page failed). */
async function databaseAnswers(app: App): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      app.db.execute(sql`select 1`),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 1 s')), 1000);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The page a shopper sees while the database is away: plain, with no script and nothing read from the database. */
function sendDatabaseUnavailablePage(request: FastifyRequest, reply: FastifyReply, err?: unknown) {
  request.log.warn({ err }, 'page not rendered: database unavailable');
  return reply
    .status(503)
    .header('retry-after', databaseRetryAfterSeconds)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Shop</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem">` +
        `<h1>We will be right back</h1><p>${databaseUnavailableMessage}</p><p><a href="">Try again</a></p></body></html>`,
    );
}

/** A guest's page: the same for every guest, but carrying its own CSP nonce (see renderPage). */
const guestPageCacheControl = 'private, no-cache';

/** Pages about one shopper or one reset link, and their `.data` requests, even when a guest asks. */
const personalPage = /^\/(checkout|orders|order|profile|reset-password|alerts)(\/|\.data|\?|$)/;

export async function registerStorefront(app: App, options: StorefrontOptions) {
  let loadBuild: () => Promise<ServerBuild>;

  if (options.mode === 'vite') {
    // Development only: Vite compiles routes on request and serves its client modules.
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register(middie);
    app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', () => vite.close());
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const buildDir = path.resolve(options.buildDir);
    const serverEntry = path.join(buildDir, 'server', 'index.js');
    if (!fs.existsSync(serverEntry)) {
      throw new Error(`No storefront build at ${serverEntry}. Run \`npm run build\` first (or set STOREFRONT=off).`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    loadBuild = async () => build;
    // The built files are fixed for the life of the process, so each gets its own route
    // (wildcard: false) and every other path falls through to the pages.
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      list: false,
      cacheControl: false,
      setHeaders(res: FastifyReply, filePath: string) {
        // Hashed names under assets/ never change: a year, immutable (ADR 0012). The service worker is asked
        // again every time (a new deploy must reach every browser at its next visit, ADR 0040).
        // favicon and other unhashed files: an hour.
        const hashed = filePath.startsWith(path.join(buildDir, 'client', 'assets') + path.sep);
        const worker = filePath === path.join(buildDir, 'client', 'sw.js'); // scripts/build-service-worker.ts
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }

  const handle = createRequestHandler(loadBuild, options.mode === 'vite' ? 'development' : 'production');

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // An unknown API path or file is a JSON/plain 404, never a page.
    if (/^\/(api|uploads|assets)(\/|$)/.test(request.url)) return reply.callNotFound();
    const cspNonce = crypto.randomBytes(16).toString('base64');
    let user: ShopLoadContext['user'];
    let cartOwner: ShopLoadContext['cartOwner'];
    try {
      user = await sessionUser(app, request);
      cartOwner = user ? { userId: user.id } : await findGuestCart(app.db, guestCartToken(request));
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      return sendDatabaseUnavailablePage(request, reply, err);
    }
    const shop: ShopLoadContext = { db: app.db, settings: app.settings, user, cartOwner, cspNonce };
    const response = await handle(toWebRequest(request, reply), { shop });
    // A loader that met a database outage makes React Router answer 500 with the error page. When the database
    // does not answer now either, that is an outage, not a fault of ours: 503 with Retry-After (rule:database-outage),
    // so a proxy, a crawler and the shopper's retry know to come back.
    if (response.status === 500 && !(await databaseAnswers(app))) {
      await response.body?.cancel();
      return sendDatabaseUnavailablePage(request, reply);
    }

    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie') continue;
      reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // rule:private-answers: what a shopper's own pages show (and the header's name on any page they
    // see signed in, or a guest's cart in the header) is for their browser only, and not even for its back/forward
    // cache on a shared computer. A session cookie counts even when it has expired: the page may say so.
    if (shop.user || shop.cartOwner || request.cookies[sessionCookieName] || personalPage.test(request.url)) {
      reply.header('cache-control', privateCacheControl);
    } else if (!reply.hasHeader('cache-control')) {
      // A guest's page is the same for every guest, but it carries this response's own CSP nonce: no shared cache
      // may hand it to someone else. The browser may keep it (back and forward, and the offline copy of issue 15)
      // and asks again before showing it online, so a new deploy's assets and today's prices are what it shows.
      reply.header('cache-control', guestPageCacheControl);
    }
    if (options.mode === 'build' && response.headers.get('content-type')?.startsWith('text/html')) {
      reply.header('content-security-policy', pageCsp(cspNonce));
    } else if (options.mode === 'vite') {
      // Vite's dev client injects inline scripts of its own; the CSP applies to built pages.
      reply.removeHeader('content-security-policy');
    }
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as WebReadableStream));
  };

  // GET (and HEAD, which Fastify derives from it) for every path the API and files do not own.
  // Sitemaps have a tighter limit of their own: a product sitemap reads up to 10,000 products.
  app.get('/sitemap.xml', { config: limitPublicReads(app, 'sitemaps') }, renderPage);
  app.get('/sitemaps/*', { config: limitPublicReads(app, 'sitemaps') }, renderPage);
  app.get('/*', { config: limitPublicReads(app, 'pages') }, renderPage);
}
