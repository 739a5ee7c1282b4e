/**
 * The reset mail over real SMTP: a local smtp-server peer receives it, and the
 * link in it completes the reset (decision 14; docs/testing.md: real SMTP peer).
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser } from '../helpers/users';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

const publicUrl = 'https://shop.example.in';
const received: ReceivedMail[] = [];
let smtp: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    MAIL_FROM: 'Shop <no-reply@shop.example.in>',
    PUBLIC_URL: publicUrl,
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitForReceived(to: string): Promise<ReceivedMail> {
  for (let i = 0; i < 250; i++) {
    const mail = received.find((m) => m.to.includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the SMTP peer received nothing for ${to}`);
}

/** Quoted-printable bodies wrap long lines with "=\r\n" and encode "=" as "=3D". */
const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('password reset over SMTP', () => {
  it('delivers the reset link to the peer, marks the outbox row sent, and the link resets the password', async () => {
    const user = await registerTestUser(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('If an account exists for that email, we have sent a link to reset the password.');

    const mail = await waitForReceived(user.email);
    expect(mail.from).toBe('no-reply@shop.example.in');
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toMatch(/Subject: Reset your password/);
    const match = /https:\/\/shop\.example\.in\/reset-password\/([A-Za-z0-9_-]{43})/.exec(body);
    expect(match).not.toBeNull();

    let status = '';
    for (let i = 0; i < 50 && status !== 'sent'; i++) {
      const [row] = await queryRows<{ status: string }>(ctx.database.db, sql`select status from mail_outbox where to_address = ${user.email}`);
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
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'ViaSmtp!2024' } });
    expect(login.statusCode).toBe(200);
  });

  it('sends nothing for an unknown email, with the same answer', async () => {
    const before = received.length;
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'ghost@example.in' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('If an account exists for that email, we have sent a link to reset the password.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.length).toBe(before);
  });
});
