import { z } from 'zod';
import { loginUser } from '../../../domain/auth/login-user';
import { registerUser } from '../../../domain/auth/register-user';
import { loginBodySchema, registerBodySchema } from '../../../domain/schemas/auth';
import { setSessionCookie } from '../../plugins/auth';
import { limitPer } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { envelope, ok } from '../envelope';
import { publicUserSchema } from './schemas';

const authResult = envelope(z.object({ authToken: z.string(), user: publicUserSchema }));

export default async function authRoutes(app: App) {
  app.post(
    '/auth/register',
    {
      config: limitPer(app, 10, '1 hour'),
      schema: { tags: ['auth'], summary: 'Create an account and sign in', body: registerBodySchema, response: { 201: authResult } },
    },
    async (request, reply) => {
      const { user, token, expiresAt } = await registerUser(app.db, request.body);
      setSessionCookie(app, reply, token, expiresAt);
      return reply.status(201).send(ok({ authToken: token, user }, 'Account created successfully'));
    },
  );

  app.post(
    '/auth/login',
    {
      config: limitPer(app, 20, '1 minute'),
      schema: { tags: ['auth'], summary: 'Sign in with email and password', body: loginBodySchema, response: { 200: authResult } },
    },
    async (request, reply) => {
      const { user, token, expiresAt } = await loginUser(app.db, request.body);
      setSessionCookie(app, reply, token, expiresAt);
      return ok({ authToken: token, user }, 'Signed in successfully');
    },
  );
}
