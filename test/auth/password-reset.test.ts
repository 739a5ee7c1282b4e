/**
 * Forgot and reset password with the mail kept in the outbox (no SMTP_URL):
 * rule:reset-links and rule:same-answer-any-email (same answer for every email, single-use
 * hashed token valid one hour, link origin from configuration, every session revoked).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { hashToken } from '../../domain/auth/tokens';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser, type TestUser } from '../helpers/users';

const publicUrl = 'https://shop.example.in';
const sameAnswer = 'If an account exists for that email, we have sent a link to reset the password.';
const invalidLink = 'This reset link is invalid or has expired. Please request a new one.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await ctx.close();
});

interface OutboxRow extends Record<string, unknown> {
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  status: string;
}

const outboxFor = (email: string) =>
  queryRows<OutboxRow>(
    ctx.database.db,
    sql`select * from mail_outbox where lower(to_address) = ${email.toLowerCase()} order by created_at`,
  );

/**
 * The answer waits only for the mail to be queued; the outbox worker then writes it to the log (no
 * SMTP_URL) and marks it 'logged' (rule:mail-delivery), so poll until it has been through the worker.
 */
async function waitForMail(email: string, count = 1): Promise<OutboxRow> {
  for (let i = 0; i < 100; i++) {
    const rows = await outboxFor(email);
    if (rows.length >= count && rows[count - 1]!.status !== 'pending' && rows[count - 1]!.status !== 'sending')
      return rows[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail for ${email}`);
}

function tokenFromMail(mail: OutboxRow): string {
  const match = /https:\/\/shop\.example\.in\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body_text);
  if (!match) throw new Error(`no reset link in ${mail.body_text}`);
  return match[1]!;
}

const forgot = (email: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } as object, headers });
const reset = (resetToken: unknown, newPassword: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { resetToken, newPassword } as object });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function requestToken(user: TestUser, count = 1): Promise<string> {
  const response = await forgot(user.email);
  expect(response.statusCode).toBe(200);
  return tokenFromMail(await waitForMail(user.email, count));
}

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown email identically', async () => {
    const user = await registerTestUser(ctx.app);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.in');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: sameAnswer, data: {} });
    expect(unknown.body).toBe(known.body);
    await waitForMail(user.email);
    expect(await outboxFor('nobody-here@example.in')).toHaveLength(0);
  });

  it('stores only a hash of a fresh token, valid one hour, and mails a link built from PUBLIC_URL, not Host', async () => {
    const user = await registerTestUser(ctx.app);
    const response = await forgot(user.email.toUpperCase(), {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(response.statusCode).toBe(200);
    const mail = await waitForMail(user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.status).toBe('logged');
    expect(mail.body_text).not.toContain('evil.example');
    expect(mail.body_html).toContain(`href="${publicUrl}/reset-password/`);
    const token = tokenFromMail(mail);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const rows = await queryRows<{ token_hash: string; ttl_minutes: number; used_at: Date | null }>(
      ctx.database.db,
      sql`select token_hash, round(extract(epoch from (expires_at - created_at)) / 60)::int as ttl_minutes, used_at
          from password_resets where user_id = ${user.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.ttl_minutes).toBe(60);
    expect(rows[0]!.used_at).toBeNull();
    expect(response.body).not.toContain(token);
  });

  it('gives the message of rule:account-messages when the email is missing', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Email is required' });
    const blank = await forgot('   ');
    expect(blank.json().message).toBe('Email is required');
  });

  it('sends at most five reset mails per account per hour, still with the same answer', async () => {
    const user = await registerTestUser(ctx.app);
    for (let i = 1; i <= 6; i++) {
      const response = await forgot(user.email);
      expect(response.json().message).toBe(sameAnswer);
      if (i <= 5) await waitForMail(user.email, i);
    }
    // A mail is queued inside its request's transaction (ADR 0024), so the sixth answer means none was queued.
    expect(await outboxFor(user.email)).toHaveLength(5);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('forgot → reset → sign in with the new password; the old password stops working', async () => {
    const user = await registerTestUser(ctx.app);
    const token = await requestToken(user);
    const response = await reset(token, 'BrandNew#2024');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Password reset successfully. Please sign in.',
      data: {},
    });
    expect(response.headers['set-cookie']).toBeUndefined();

    expect((await login(user.email, 'BrandNew#2024')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it('revokes every session of the account', async () => {
    const user = await registerTestUser(ctx.app);
    const second = (await login(user.email, user.password)).json().data.authToken as string;
    const token = await requestToken(user);
    expect((await reset(token, 'AnotherPass!9')).statusCode).toBe(200);
    for (const t of [user.token, second]) {
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${t}` },
      });
      expect(profile.statusCode).toBe(401);
    }
    const [open] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from sessions where user_id = ${user.id} and revoked_at is null`,
    );
    expect(open!.n).toBe(0);
  });

  it('refuses the same token a second time and leaves the account as the first reset set it', async () => {
    const user = await registerTestUser(ctx.app);
    const token = await requestToken(user);
    expect((await reset(token, 'FirstReset!1')).statusCode).toBe(200);
    const again = await reset(token, 'SecondReset!2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, code: 'INVALID_TOKEN', message: invalidLink });
    expect((await login(user.email, 'FirstReset!1')).statusCode).toBe(200);
    expect((await login(user.email, 'SecondReset!2')).statusCode).toBe(401);
  });

  it('refuses an expired token and leaves the password and sessions untouched', async () => {
    const user = await registerTestUser(ctx.app);
    const token = await requestToken(user);
    await ctx.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    const [before] = await queryRows<{ password_hash: string }>(
      ctx.database.db,
      sql`select password_hash from users where id = ${user.id}`,
    );
    const response = await reset(token, 'TooLate!123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'INVALID_TOKEN', message: invalidLink });
    const [after] = await queryRows<{ password_hash: string }>(
      ctx.database.db,
      sql`select password_hash from users where id = ${user.id}`,
    );
    expect(after!.password_hash).toBe(before!.password_hash);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).statusCode).toBe(
      200,
    );
    const [row] = await queryRows<{ used: boolean }>(
      ctx.database.db,
      sql`select used_at is not null as used from password_resets where user_id = ${user.id}`,
    );
    expect(row!.used).toBe(false);
  });

  it('refuses an unknown token with the same answer', async () => {
    const response = await reset('x'.repeat(43), 'Whatever!123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'INVALID_TOKEN', message: invalidLink });
  });

  it('an older link dies once a newer one has been used', async () => {
    const user = await registerTestUser(ctx.app);
    const older = await requestToken(user, 1);
    const newer = await requestToken(user, 2);
    expect(older).not.toBe(newer);
    expect((await reset(newer, 'NewerWins!1')).statusCode).toBe(200);
    expect((await reset(older, 'OlderLoses!1')).statusCode).toBe(400);
    expect((await login(user.email, 'NewerWins!1')).statusCode).toBe(200);
  });

  it('checks the new password: rule:account-messages when missing, at least 8 characters; the token stays usable', async () => {
    const user = await registerTestUser(ctx.app);
    const token = await requestToken(user);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { resetToken: token },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'New password is required' });
    const empty = await reset(token, '');
    expect(empty.json().message).toBe('New password is required');
    const short = await reset(token, 'Ab1!');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'LongEnough!1' },
    });
    expect(noToken.statusCode).toBe(400);
    expect((await reset(token, 'LongEnough!1')).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous resets with one token win', async () => {
    const user = await registerTestUser(ctx.app);
    const token = await requestToken(user);
    const answers = await Promise.all([reset(token, 'RaceOne!111'), reset(token, 'RaceTwo!222')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'RaceOne!111' : 'RaceTwo!222';
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });
});
