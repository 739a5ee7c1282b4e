/**
 * The outbox worker against a mail server that is down, then back (rule:mail-delivery, ADR 0024):
 * failed attempts are retried with exponential backoff, given up after MAIL_MAX_ATTEMPTS with the last
 * error kept for staff, a mail queued during the outage arrives once when the server is back, and a
 * mail whose sender died mid-send is sent again once its lease has run out.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { listUndeliveredMail } from '../../domain/mail/list-undelivered-mail';
import { startTestApp, type TestContext } from '../helpers/app';
import { freePort, smtpUrlFor, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { registerTestUser } from '../helpers/users';

const baseMs = 300;
const maxAttempts = 4;

interface Row extends Record<string, unknown> {
  id: string;
  status: string;
  attempts: number;
  error: string | null;
  /** next_attempt_at - last_attempt_at, in ms: the backoff chosen after the last failure. */
  wait_ms: number | null;
  sent_at: Date | null;
}

/** The longest a refused SMTP attempt may take between its claim and its recorded failure. */
const attemptSlackMs = 2_000;

let port: number;
let ctx: TestContext;
let peer: SmtpPeer | undefined;

beforeAll(async () => {
  port = await freePort();
  ctx = await startTestApp({
    SMTP_URL: smtpUrlFor(port),
    MAIL_RETRY_BASE_MS: String(baseMs),
    MAIL_MAX_ATTEMPTS: String(maxAttempts),
    // Far longer than the test: every retry below is woken by its due time, not by the poll.
    MAIL_POLL_MS: '600000',
  });
});
afterAll(async () => {
  await ctx.close();
  await peer?.close();
});

const rowsFor = (email: string) =>
  queryRows<Row>(
    ctx.database.db,
    sql`select id, status, attempts, error, sent_at,
          extract(epoch from next_attempt_at - last_attempt_at) * 1000 as wait_ms
        from mail_outbox where to_address = ${email}`,
  );

async function waitForRow(email: string, until: (row: Row) => boolean, timeoutMs = 10_000): Promise<Row> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const [row] = await rowsFor(email);
    if (row && until(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the mail for ${email} never reached the expected state: ${JSON.stringify(await rowsFor(email))}`);
}

async function forgot(email: string) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(response.statusCode).toBe(200);
}

describe('mail outbox worker (rule:mail-delivery)', () => {
  it('retries a failed delivery after 1, 2, 4 times MAIL_RETRY_BASE_MS, then gives up and keeps the error for staff', async () => {
    const user = await registerTestUser(ctx.app);
    await forgot(user.email);

    for (let attempt = 1; attempt < maxAttempts; attempt++) {
      const row = await waitForRow(user.email, (r) => r.status === 'pending' && r.attempts === attempt);
      const backoff = baseMs * 2 ** (attempt - 1);
      expect(row.error).toMatch(/ECONNREFUSED/);
      // The wait doubles after each failure, plus however long the refused attempt itself took (on a
      // loaded machine that can be most of a second, so the upper bound allows for it).
      expect(Number(row.wait_ms)).toBeGreaterThanOrEqual(backoff);
      expect(Number(row.wait_ms)).toBeLessThan(backoff + attemptSlackMs);
    }

    const failed = await waitForRow(user.email, (r) => r.status === 'failed');
    expect(failed.attempts).toBe(maxAttempts);
    expect(failed.error).toMatch(/ECONNREFUSED/);
    expect(failed.sent_at).toBeNull();

    const undelivered = await listUndeliveredMail(ctx.database.db);
    const listed = undelivered.find((mail) => mail.id === failed.id);
    expect(listed).toMatchObject({
      to: user.email,
      subject: 'Reset your password',
      status: 'failed',
      attempts: maxAttempts,
      nextAttemptAt: null,
    });
    expect(listed!.lastError).toMatch(/ECONNREFUSED/);
    // Staff see what failed, never the body: a reset mail's body is a live link.
    expect(Object.keys(listed!)).not.toContain('text');
    expect(JSON.stringify(listed)).not.toContain('/reset-password/');
  });

  it('delivers a mail queued while the server was down once it is back, exactly once', async () => {
    const given = await registerTestUser(ctx.app);
    const waiting = await registerTestUser(ctx.app);
    await forgot(given.email);
    await waitForRow(given.email, (r) => r.status === 'failed');
    await forgot(waiting.email);
    const retrying = await waitForRow(waiting.email, (r) => r.status === 'pending' && r.attempts >= 1);
    expect(retrying.error).toMatch(/ECONNREFUSED/);
    expect((await listUndeliveredMail(ctx.database.db)).map((mail) => mail.id)).toContain(retrying.id);

    peer = await startSmtpPeer({ port });
    const mail = await peer.waitFor(waiting.email);
    expect(mail.raw).toMatch(/Subject: Reset your password/);
    const sent = await waitForRow(waiting.email, (r) => r.status === 'sent');
    expect(sent.sent_at).not.toBeNull();
    expect((await listUndeliveredMail(ctx.database.db)).map((m) => m.id)).not.toContain(sent.id);

    // One more whole pass of the worker over the outbox: any further attempt would have been made in it.
    ctx.app.mailer.wake();
    await ctx.app.mailer.asleep();
    expect(peer.received.filter((m) => m.to.includes(waiting.email))).toHaveLength(1);
    // A mail given up stays given up: the server's return sends nothing more.
    expect(peer.received.filter((m) => m.to.includes(given.email))).toHaveLength(0);
    expect((await rowsFor(given.email))[0]!.status).toBe('failed');
  });

  it('sends again a mail whose sender died mid-send once its lease has run out, and gives up on a dead last attempt', async () => {
    expect(peer).toBeDefined();
    const revived = `revived.${crypto.randomUUID().slice(0, 8)}@example.in`;
    const lastTry = `last-try.${crypto.randomUUID().slice(0, 8)}@example.in`;
    // What a process killed mid-send leaves behind: rows 'sending' under a lease that has run out.
    await ctx.database.db.execute(sql`
      insert into mail_outbox (to_address, subject, body_text, status, attempts, last_attempt_at, claimed_until)
      values (${revived}, 'Revived', 'hello', 'sending', 1, now() - interval '6 minutes', now() - interval '1 minute'),
             (${lastTry}, 'Last try', 'hello', 'sending', ${maxAttempts}, now() - interval '6 minutes', now() - interval '1 minute')`);
    ctx.app.mailer.wake();

    await peer!.waitFor(revived);
    const sent = await waitForRow(revived, (r) => r.status === 'sent');
    expect(sent.attempts).toBe(2);
    const failed = await waitForRow(lastTry, (r) => r.status === 'failed');
    expect(failed.attempts).toBe(maxAttempts);
    expect(failed.error).toMatch(/interrupted/);
    ctx.app.mailer.wake();
    await ctx.app.mailer.asleep();
    expect(peer!.received.filter((m) => m.to.includes(revived))).toHaveLength(1);
    expect(peer!.received.filter((m) => m.to.includes(lastTry))).toHaveLength(0);
  });

  it('leaves a mail another live worker is sending alone until its lease runs out', async () => {
    const held = `held.${crypto.randomUUID().slice(0, 8)}@example.in`;
    await ctx.database.db.execute(sql`
      insert into mail_outbox (to_address, subject, body_text, status, attempts, last_attempt_at, claimed_until)
      values (${held}, 'Held', 'hello', 'sending', 1, now(), now() + interval '5 minutes')`);
    // A whole pass of the worker after the row was there: it saw the live lease and left the row alone.
    ctx.app.mailer.wake();
    await ctx.app.mailer.asleep();
    expect(peer!.received.filter((m) => m.to.includes(held))).toHaveLength(0);
    expect((await rowsFor(held))[0]).toMatchObject({ status: 'sending', attempts: 1 });
  });
});
