/**
 * The reset mail over real SMTP: a local smtp-server peer receives it, and the
 * link in it completes the reset (rule:reset-links; docs/testing.md: real SMTP peer).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { startTestApp, type TestContext } from '../helpers/app';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { registerTestUser } from '../helpers/users';

const publicUrl = 'https://shop.example.in';
let smtp: SmtpPeer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <no-reply@shop.example.in>', PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('password reset over SMTP', () => {
  it('delivers the reset link to the peer, marks the outbox row sent, and the link resets the password', async () => {
    const user = await registerTestUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'If an account exists for that email, we have sent a link to reset the password.',
    );

    const mail = await smtp.waitFor(user.email);
    expect(mail.from).toBe('no-reply@shop.example.in');
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toMatch(/Subject: Reset your password/);
    const match = /https:\/\/shop\.example\.in\/reset-password\/([A-Za-z0-9_-]{43})/.exec(body);
    expect(match).not.toBeNull();

    let status = '';
    for (let i = 0; i < 50 && status !== 'sent'; i++) {
      const [row] = await queryRows<{ status: string }>(
        ctx.database.db,
        sql`select status from mail_outbox where to_address = ${user.email}`,
      );
      status = row?.status ?? '';
      if (status !== 'sent') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe('sent');

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { resetToken: match![1], newPassword: 'ViaSmtp!2024' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'ViaSmtp!2024' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends nothing for an unknown email, with the same answer', async () => {
    const before = smtp.received.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.in' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'If an account exists for that email, we have sent a link to reset the password.',
    );
    // Mail is queued in the answer's own transaction (ADR 0024): none queued is none sent, once the worker has had
    // its pass over the outbox.
    const [queued] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from mail_outbox where to_address = 'ghost@example.in'`,
    );
    expect(queued!.n).toBe(0);
    ctx.app.mailer.wake();
    await ctx.app.mailer.asleep();
    expect(smtp.received.length).toBe(before);
  });
});
