import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageAtSignIn } from '../../../domain/auth/account-language';
import { loginUser } from '../../../domain/auth/login-user';
import { registerUser } from '../../../domain/auth/register-user';
import { forgotPasswordMessage, requestPasswordReset } from '../../../domain/auth/request-password-reset';
import { resetPassword } from '../../../domain/auth/reset-password';
import { revokeSession, toPublicUser } from '../../../domain/auth/sessions';
import { updateProfile } from '../../../domain/auth/update-profile';
import { AppError } from '../../../domain/errors';
import { languageCookie, languageFromCookies } from '../../../domain/shared/shop-language';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
} from '../../../domain/schemas/auth';
import { clearSessionCookie, currentUser, setSessionCookie } from '../../plugins/auth';
import { clearGuestCartCookie, mergeGuestCartAtSignIn } from '../cart/guest-cart-cookie';
import { limitPer } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { authResultSchema, publicUserSchema } from '../../../domain/views/accounts';
import { envelope, ok } from '../envelope';

const authResult = envelope(authResultSchema);
const userResult = envelope(publicUserSchema);
const emptyResult = envelope(z.object({}));
const userIdParam = z.object({ userId: z.uuid('Invalid id') });

const retryAfterSecondsOf = (details: unknown): number | undefined => {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
};

/**
 * rule:shop-language: at sign-in the account's language comes to this browser (its cookie), or the browser's choice
 * goes to an account that had none: the same cookie the language switch sets.
 */
async function bringAccountLanguage(app: App, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const language = await languageAtSignIn(app.db, userId, languageFromCookies(request.headers.cookie));
  // Fastify adds a set-cookie header to those already set (the session's), it does not replace them.
  if (language) {
    reply.header('set-cookie', languageCookie(language, { secure: app.config.PUBLIC_URL.startsWith('https://') }));
  }
}

export default async function authRoutes(app: App) {
  app.post(
    '/auth/register',
    {
      config: limitPer(app, 10, '1 hour'),
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerBodySchema,
        response: { 201: authResult },
      },
    },
    async (request, reply) => {
      const { user, token, expiresAt } = await registerUser(app.db, request.body);
      setSessionCookie(app, reply, token, expiresAt);
      await bringAccountLanguage(app, request, reply, user.id);
      const cartMerge = await mergeGuestCartAtSignIn(app, request, reply, user.id);
      return reply.status(201).send(ok({ authToken: token, user, cartMerge }, 'Account created successfully'));
    },
  );

  app.post(
    '/auth/login',
    {
      config: limitPer(app, 20, '1 minute'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: authResult },
      },
    },
    async (request, reply) => {
      let result: Awaited<ReturnType<typeof loginUser>>;
      try {
        // request.ip: the socket's address unless trusted proxies are configured (rule:client-address).
        result = await loginUser(app.db, request.body, { address: request.ip });
      } catch (err) {
        // rule:login-throttle: a throttled key is told when to come back, in the header clients know.
        const retryAfter = err instanceof AppError ? retryAfterSecondsOf(err.details) : undefined;
        if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
        throw err;
      }
      const { user, token, expiresAt } = result;
      setSessionCookie(app, reply, token, expiresAt);
      await bringAccountLanguage(app, request, reply, user.id);
      const cartMerge = await mergeGuestCartAtSignIn(app, request, reply, user.id);
      return ok({ authToken: token, user, cartMerge }, 'Signed in successfully');
    },
  );

  app.get(
    '/auth/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: userResult },
      },
    },
    async (request) => ok(toPublicUser(currentUser(request)), 'Profile fetched successfully'),
  );

  // rule:account-api: "PUT or PATCH auth/update/{userId}"; both are accepted and mean the same partial update.
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/auth/update/:userId',
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Update your own profile (full name, phone, gender, picture)',
        security: [{ bearer: [] }, { cookie: [] }],
        params: userIdParam,
        body: updateProfileBodySchema,
        response: { 200: userResult },
      },
      handler: async (request) => {
        const user = await updateProfile(app.db, currentUser(request).id, request.params.userId, request.body);
        return ok(user, 'Profile updated successfully');
      },
    });
  }

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke this session on the server and clear the cookie',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: emptyResult },
      },
    },
    async (request, reply) => {
      // rule:logout: the token dies on the server, not just in the browser. Signing out
      // without a (valid) session is already the wanted state, so it answers 200 too;
      // only a cookie-authenticated call from another site is refused (CROSS_ORIGIN).
      try {
        await app.requireUser(request, reply);
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'UNAUTHORIZED') throw err;
      }
      if (request.auth) await revokeSession(app.db, request.auth.sessionId);
      clearSessionCookie(reply);
      // Signed out is a guest with an empty cart: nothing of the account, nor an older guest cart, stays behind.
      clearGuestCartCookie(reply);
      return ok({}, 'Signed out successfully');
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: limitPer(app, 5, '15 minutes'),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link (same answer whether or not the email has an account)',
        body: forgotPasswordBodySchema,
        response: { 200: emptyResult },
      },
    },
    async (request) => {
      // The mail is only queued here; the outbox worker sends it, so the answer never waits for SMTP
      // and a known email takes about as long as an unknown one (rule:same-answer-any-email).
      await requestPasswordReset(app.db, { mailer: app.mailer, settings: app.settings }, request.body);
      return ok({}, forgotPasswordMessage);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: limitPer(app, 10, '15 minutes'),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset mail; signs out every session',
        body: resetPasswordBodySchema,
        response: { 200: emptyResult },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return ok({}, 'Password reset successfully. Please sign in.');
    },
  );
}
