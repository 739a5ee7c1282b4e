/**
 * An idle outbox worker sleeps (rule:mail-delivery, ADR 0024): with nothing waiting it asks the database again only
 * after MAIL_POLL_MS, or when a mail is queued (wake), not in a loop. A worker that took "nothing waits" for "due now"
 * polled the database about thirty times a second (measured: 31 passes of three statements each) and kept a core a
 * third busy on an idle shop.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { findNextMailDue } from '../../domain/mail/find-next-mail-due';
import { startTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;

beforeAll(async () => {
  // Far longer than the test: only a wake, or a worker that does not sleep, reaches a mail queued behind its back.
  ctx = await startTestApp({ MAIL_POLL_MS: '600000' });
});
afterAll(async () => {
  await ctx.close();
});

const waiting = async () =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from mail_outbox where status in ('pending', 'sending')`,
    )
  )[0]!.n;

/** Queues a mail by SQL alone, as a worker of another process would see it: nobody wakes this worker. */
async function queueBehindTheWorkersBack(to: string, dueIn: string) {
  await ctx.database.db.execute(sql`
    insert into mail_outbox (to_address, subject, body_text, next_attempt_at)
    values (${to}, 'Behind its back', 'hello', now() + ${dueIn}::interval)`);
}

const statusOf = async (to: string) =>
  (
    await queryRows<{ status: string; attempts: number }>(
      ctx.database.db,
      sql`select status, attempts from mail_outbox where to_address = ${to}`,
    )
  )[0];

describe('an idle mail outbox worker (rule:mail-delivery)', () => {
  it('finds nothing due when nothing waits, and the time to the next mail when one does', async () => {
    expect(await waiting()).toBe(0);
    expect(await findNextMailDue(ctx.database.db)).toBeNull();

    const later = `later.${crypto.randomUUID().slice(0, 8)}@example.in`;
    await queueBehindTheWorkersBack(later, '1 hour');
    const dueMs = await findNextMailDue(ctx.database.db);
    expect(dueMs).toBeGreaterThan(59 * 60_000);
    expect(dueMs).toBeLessThanOrEqual(60 * 60_000);
    await ctx.database.db.execute(sql`delete from mail_outbox where to_address = ${later}`);
  });

  it('sleeps until its poll when nothing waits, and sends at once when woken', async () => {
    // The worker's first pass, at start, finds nothing: after it the worker sleeps for MAIL_POLL_MS. On a busy
    // machine that pass can still be running here, and would rightly send a mail queued now.
    await ctx.app.mailer.asleep();
    const unseen = `unseen.${crypto.randomUUID().slice(0, 8)}@example.in`;
    await queueBehindTheWorkersBack(unseen, '0 seconds');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await statusOf(unseen)).toEqual({ status: 'pending', attempts: 0 });

    ctx.app.mailer.wake();
    // Claimed ('sending') is not yet done: wait for the outcome, however slow the machine (the bound is the test's).
    for (const started = Date.now(); Date.now() - started < 20_000;) {
      const status = (await statusOf(unseen))?.status;
      if (status !== 'pending' && status !== 'sending') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Without SMTP_URL the mail is kept as logged (ADR 0007): one attempt, done.
    expect(await statusOf(unseen)).toEqual({ status: 'logged', attempts: 1 });
  });
});
