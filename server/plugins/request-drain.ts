/**
 * Closing waits for every request's handler, not only for its socket.
 *
 * app.close() resolves once no connection is open. A request whose shopper has gone (a closed tab, a dropped
 * phone connection, a load generator stopping) has no connection left, yet its handler may still be reading or
 * writing the database; server.ts closes the database right after app.close(). Without this wait such a handler
 * met a closed database ("PGlite is closed") and an order it was placing could fail half-way.
 *
 * A request counts as running from onRequest until its answer is handed over (onSend: the handler is done, even
 * when the socket is gone and nothing is written) or written (onResponse). The wait is bounded: a handler that
 * never answers must not keep the process from stopping.
 */
import type { FastifyRequest } from 'fastify';
import type { App } from '../types';

/** How long closing waits for handlers still running, at most. */
export const requestDrainLimitMs = 10_000;

export function registerRequestDrain(app: App, limitMs = requestDrainLimitMs) {
  const running = new Set<FastifyRequest>();
  let drained: (() => void) | undefined;
  const finished = (request: FastifyRequest) => {
    // Set.delete is idempotent: a request passes both onSend and onResponse.
    if (running.delete(request) && running.size === 0) drained?.();
  };

  app.addHook('onRequest', (request, _reply, done) => {
    running.add(request);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    finished(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    finished(request);
    done();
  });

  app.addHook('onClose', async () => {
    if (running.size === 0) return;
    const waiting = running.size;
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      drained = resolve;
      timer = setTimeout(resolve, limitMs);
    });
    clearTimeout(timer);
    drained = undefined;
    const left = running.size;
    if (left > 0) app.log.warn({ left, waitedMs: Date.now() - started }, 'closing with requests still running');
    else app.log.info({ requests: waiting, ms: Date.now() - started }, 'waited for running requests');
  });
}
