/**
 * Security headers on every answer (helmet's defaults: nosniff, frame and referrer policies, HSTS, a content security
 * policy for the API; pages set their own policy with a nonce in server/storefront.ts, and Swagger UI its static one).
 *
 * helmet's middleware is built once here and applied in one onRequest hook. @fastify/helmet, used before, built it
 * again for every request, and parsing the policy's directives each time was about 4% of a product page's CPU in the
 * bench profile (issue 14).
 */
import helmet from 'helmet';
import type { App } from '../types';

export function registerSecurityHeaders(app: App) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], styleSrc: ["'self'", "'unsafe-inline'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // helmet writes on the raw response; a route's own reply.header() still wins when the answer is sent.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
