/**
 * The reset page's up-front check of a link (rule:reset-links): usable while unused and unexpired,
 * looked up by hash, and never consumed by looking.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { isResetTokenUsable } from '../../domain/auth/check-reset-token';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser } from '../helpers/users';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL: 'https://shop.example.in' });
});
afterAll(async () => {
  await ctx.close();
});

/** Asks for a reset link and reads its token from the mail kept in the outbox. */
async function requestToken(email: string): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(response.statusCode).toBe(200);
  for (let i = 0; i < 100; i++) {
    const [mail] = await queryRows<{ body_text: string }>(
      ctx.database.db,
      sql`select body_text from mail_outbox where to_address = ${email} order by created_at desc limit 1`,
    );
    const match = mail && /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body_text);
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail for ${email}`);
}

const reset = (resetToken: string, newPassword: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { resetToken, newPassword } });

describe('isResetTokenUsable', () => {
  it('accepts a fresh token, and looking does not use it up', async () => {
    const user = await registerTestUser(ctx.app);
    const token = await requestToken(user.email);
    expect(await isResetTokenUsable(ctx.database.db, token)).toBe(true);
    expect(await isResetTokenUsable(ctx.database.db, token)).toBe(true);
    const [row] = await queryRows<{ used: boolean }>(
      ctx.database.db,
      sql`select used_at is not null as used from password_resets where user_id = ${user.id}`,
    );
    expect(row!.used).toBe(false);
    expect((await reset(token, 'StillWorks!1')).statusCode).toBe(200);
  });

  it('refuses a token once it has been used', async () => {
    const user = await registerTestUser(ctx.app);
    const token = await requestToken(user.email);
    expect((await reset(token, 'UsedOnce!123')).statusCode).toBe(200);
    expect(await isResetTokenUsable(ctx.database.db, token)).toBe(false);
  });

  it('refuses an expired token', async () => {
    const user = await registerTestUser(ctx.app);
    const token = await requestToken(user.email);
    await ctx.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect(await isResetTokenUsable(ctx.database.db, token)).toBe(false);
  });

  it('refuses unknown, empty and oversized tokens, and the stored hash itself', async () => {
    const user = await registerTestUser(ctx.app);
    await requestToken(user.email);
    const [row] = await queryRows<{ token_hash: string }>(
      ctx.database.db,
      sql`select token_hash from password_resets where user_id = ${user.id}`,
    );
    expect(await isResetTokenUsable(ctx.database.db, row!.token_hash)).toBe(false);
    expect(await isResetTokenUsable(ctx.database.db, 'x'.repeat(43))).toBe(false);
    expect(await isResetTokenUsable(ctx.database.db, '')).toBe(false);
    expect(await isResetTokenUsable(ctx.database.db, 'x'.repeat(5000))).toBe(false);
  });
});
