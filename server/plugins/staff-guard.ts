/**
 * The one guard of the back office (rule:staff-only, ADR 0027): every request whose path is under
 * `/api/admin` or `/admin` (a page, its `.data` request, or anything else there, routed or not) is
 * refused here, before routing, body parsing or any loader, unless it comes from a signed-in staff
 * member. Deny by default: a new admin route or page is guarded without naming it anywhere, and
 * test/admin/route-guard.test.ts walks the route table to prove it.
 *
 * - API: a guest gets 401, a signed-in shopper 403, both as the JSON error envelope.
 * - Pages: a guest is sent to the sign-in page (and back after it), a shopper gets a 403 page.
 * - Staff: their reads are counted per account (server/plugins/rate-limits.ts, ADR 0050); past the limit, 429.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import type { App } from '../types';
import { limitStaffReads } from './rate-limits';

export const staffOnlyMessage = 'This area is for shop staff only.';

/**
 * The path as React Router and Fastify could read it: percent-decoded, lower case (React Router matches
 * routes regardless of case), repeated slashes folded. Undecodable paths are matched as they are.
 */
function normalisedPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Fastify answers 400 for such a path; the raw form is still checked below.
  }
  return decoded
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
}

const adminApi = /^\/api\/admin(\/|$)/;
const adminPage = /^\/admin(\/|\.data$|$)/;

export function isStaffPath(url: string): 'api' | 'page' | null {
  const path = normalisedPath(url);
  if (adminApi.test(path)) return 'api';
  if (adminPage.test(path)) return 'page';
  return null;
}

function forbiddenPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Staff only</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111827"><h1 style="font-size:1.5rem">${staffOnlyMessage}</h1><p>You are signed in with a shopper account. Please sign in with a staff account to open the back office.</p><p><a href="/" style="color:#2563eb">Go to Home</a></p></body></html>`;
}

export function registerStaffGuard(app: App) {
  /** For routes: the caller is a signed-in staff member (401 or 403 otherwise). */
  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    if (request.auth?.user.role !== 'admin') throw new AppError('FORBIDDEN', staffOnlyMessage);
  });

  const countStaffRead = limitStaffReads(app);

  app.addHook('onRequest', async (request, reply) => {
    const kind = isStaffPath(request.url);
    if (kind === 'api') {
      await app.requireStaff(request, reply);
      return countStaffRead(request, reply);
    }
    if (kind !== 'page') return;
    try {
      await app.requireStaff(request, reply);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'FORBIDDEN') {
        const back = request.url.replace(/\.data(\?.*)?$/, '');
        return reply.redirect(`/login?redirectTo=${encodeURIComponent(back)}`, 302);
      }
      return reply.code(403).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(forbiddenPage());
    }
    return countStaffRead(request, reply);
  });
}
