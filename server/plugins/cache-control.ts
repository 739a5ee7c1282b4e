/**
 * rule:private-answers (ADR 0023): an answer that carries personal data is kept by no cache, shared or
 * the browser's own. Every API answer is `private, no-store` unless its route chose a policy (the
 * public catalog and content reads do), and any answer that sets or clears a cookie is, whatever its
 * route said. Pages make the same choice in server/storefront.ts.
 */
import type { App } from '../types';

export const privateCacheControl = 'private, no-store';

export function registerCacheControl(app: App) {
  // Registered after @fastify/cookie, so its onSend hook has already written Set-Cookie.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('set-cookie')) {
      reply.header('cache-control', privateCacheControl);
    } else if (!reply.hasHeader('cache-control') && /^\/api(\/|$|\?)/.test(request.url)) {
      reply.header('cache-control', privateCacheControl);
    }
    return payload;
  });
}
