/**
 * Whose turn comes first at PGlite's one connection (db/wait-gate.ts, ADR 0023). Each request is one
 * unit of work: once it has had a turn, its later statements go first. A shopper's cart and orders go
 * first from the start; searches, suggestions and sitemaps, the expensive reads a flood is made of,
 * go after everything else. So a search flood slows a checkout or a product page by the statement
 * running at that moment, and the searches themselves are the first to be refused with a 503.
 * On PostgreSQL nothing queues here and the scope does nothing.
 */
import { runAsOneUnit, type TurnPriority } from '../../db/wait-gate';
import type { App } from '../types';

const checkoutCalls = /^\/api\/(cart|orders)(\/|\?|$)/;
const expensiveReads = /^\/(api\/product\/suggestions|sitemap\.xml|sitemaps\/)|[?&](search|q)=[^&]/;

export function turnPriority(url: string): TurnPriority {
  if (checkoutCalls.test(url)) return 'high';
  if (expensiveReads.test(url)) return 'low';
  return 'normal';
}

export function registerDatabaseTurns(app: App) {
  // Calling `done` inside the scope runs the rest of the request (hooks, handler) in it.
  app.addHook('onRequest', (request, _reply, done) => runAsOneUnit(done, turnPriority(request.url)));
}
