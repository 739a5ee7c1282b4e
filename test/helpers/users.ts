import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { App } from '../../server/types';

let counter = 0;

export interface TestUser {
  token: string;
  id: string;
  email: string;
  password: string;
  /** Headers that authenticate as this user (Bearer token). */
  headers: { authorization: string };
}

/** Registers a new shopper through the real API and returns its token. */
export async function registerTestUser(app: App, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  counter += 1;
  const email = `shopper${counter}.${Math.random().toString(36).slice(2, 8)}@example.in`;
  const password = 'Secret123!';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { fullName: `Shopper ${counter}`, email, phone: '9876543210', password, gender: 'female', ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return {
    token: body.data.authToken,
    id: body.data.user._id,
    email: (overrides.email as string | undefined) ?? email,
    password: (overrides.password as string | undefined) ?? password,
    headers: { authorization: `Bearer ${body.data.authToken}` },
  };
}

/**
 * Registers a user through the real API and gives it the staff role (role admin) in the database, keeping its password
 * and token (`npm run admin:create` would replace both for an existing account: ADR 0050).
 */
export async function registerTestStaff(
  app: App,
  db: DbOrTx,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const user = await registerTestUser(app, overrides);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return user;
}
