/**
 * Who is calling. rule:httponly-session: the token arrives in the HttpOnly cookie
 * `token-admin-ecom` (the storefront) or as `Authorization: Bearer` (API clients).
 * A missing, unknown, expired or revoked token is a 401 that also clears the cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateToken } from '../../domain/auth/sessions';
import { AppError } from '../../domain/errors';
import type { App } from '../types';

export const sessionCookieName = 'token-admin-ecom';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function tokenFrom(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match?.[1]) return { token: match[1], via: 'bearer' };
  }
  const cookie = request.cookies[sessionCookieName];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * A cookie rides along on requests that other sites make. An unsafe request
 * authenticated by cookie must therefore come from our own origin (rule:httponly-session).
 */
function isForeignOrigin(app: App, request: FastifyRequest): boolean {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin) return false; // Not a browser (browsers send Origin on cross-site unsafe requests).
  const allowed = new Set([new URL(app.config.PUBLIC_URL).origin, `${request.protocol}://${request.host}`]);
  return !allowed.has(origin);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

export function setSessionCookie(app: App, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.PUBLIC_URL.startsWith('https://'),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(sessionCookieName, { path: '/' });
}

export function registerAuth(app: App) {
  app.decorateRequest('auth', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const found = tokenFrom(request);
    if (!found) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    const session = await authenticateToken(app.db, found.token);
    if (!session) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again');
    if (found.via === 'cookie' && unsafeMethods.has(request.method) && isForeignOrigin(app, request)) {
      throw new AppError('CROSS_ORIGIN', 'This request must come from the shop itself');
    }
    request.auth = { user: session.user, sessionId: session.sessionId, via: found.via };
  });
  // Routes a guest may write to (the guest cart, ADR 0054): a presented token must be valid (an expired session is a
  // 401, as on requireUser's routes); without one the caller is a guest, and a guest's unsafe request from another
  // site is refused as a cookie-authenticated one is, since the guest cart's cookie rides along too.
  app.decorate('allowGuest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (tokenFrom(request)) return app.requireUser(request, reply);
    if (unsafeMethods.has(request.method) && isForeignOrigin(app, request)) {
      throw new AppError('CROSS_ORIGIN', 'This request must come from the shop itself');
    }
  });
  // Read-only routes open to guests (the delivery promise): an answer for the caller's cart when signed in. GET only,
  // so the cross-origin check of unsafe methods has nothing to guard.
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    const found = tokenFrom(request);
    if (!found) return;
    const session = await authenticateToken(app.db, found.token);
    if (session) request.auth = { user: session.user, sessionId: session.sessionId, via: found.via };
  });
}

/** The signed-in user of a route guarded by `app.requireUser`. */
export function currentUser(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return request.auth.user;
}
