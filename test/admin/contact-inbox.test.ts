/**
 * The contact inbox (rule:contact-inbox) through the real app: messages sent through the public contact form
 * (rule:contact-form, unchanged) reach staff newest first on the New, Handled and All tabs with their counts;
 * staff mark one handled (when, by whom) and new again. Bad input is a 4xx that changes nothing; every change
 * writes its audit row (rule:audit-log); shoppers and guests are refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages } from '../../db/schema/index';
import { contactReplyHref } from '../../domain/shared/contact-reply';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
/** Message ids in the order they were sent (oldest first). */
const sent: string[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db, { fullName: 'Inbox Imran' });
  for (const n of [1, 2, 3]) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { name: `Sender ${n}`, email: `sender${n}@example.in`, mobile: '98765 43210', comment: `Question ${n}` },
    });
    // The public form answers as it always has.
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: "Thank you for contacting us. We'll get back to you within 24 hours.",
      data: { message: "Thank you for contacting us. We'll get back to you within 24 hours." },
    });
    const [row] = await ctx.database.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.email, `sender${n}@example.in`));
    sent.push(row!.id);
  }
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST', url: string, as: TestUser | null = staff) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: as ? as.headers : {} });

interface Inbox {
  items: { id: string; name: string; email: string; mobile: string; comment: string; handledAt: string | null }[];
  counts: { new: number; handled: number; all: number };
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
}
async function inbox(query = ''): Promise<Inbox> {
  const response = await call('GET', `/messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Inbox;
}
const auditOf = (id: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'contact_message'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;

describe('GET /api/admin/messages', () => {
  it('shows new messages newest first by default, with what the sender wrote and the tab counts', async () => {
    const list = await inbox();
    expect(list.items.map((m) => m.id)).toEqual([...sent].reverse());
    expect(list.items[0]).toMatchObject({
      name: 'Sender 3',
      email: 'sender3@example.in',
      mobile: '98765 43210',
      comment: 'Question 3',
      handledAt: null,
    });
    expect(list.counts).toEqual({ new: 3, handled: 0, all: 3 });
    expect(list.total).toBe(3);
  });

  it('pages, and refuses a bad tab or page with a clear 400', async () => {
    const second = await inbox('?status=all&limit=2&page=2');
    expect(second).toMatchObject({ page: 2, perPage: 2, total: 3, totalPages: 2 });
    expect(second.items.map((m) => m.id)).toEqual([sent[0]]);
    const bad = expectError(await call('GET', '/messages?status=archived'), 400, 'VALIDATION_ERROR');
    expect(bad.message).toContain('status must be new, handled or all.');
    expectError(await call('GET', '/messages?page=-1'), 400, 'VALIDATION_ERROR');
  });
});

describe('POST /api/admin/messages/:id/handled and /new', () => {
  it('marks a message handled by the staff member and new again, each audited', async () => {
    const id = sent[1]!;
    const handled = await call('POST', `/messages/${id}/handled`);
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().data).toMatchObject({ id, handledBy: { id: staff.id, name: 'Inbox Imran' } });
    expect(handled.json().data.handledAt).toEqual(expect.any(String));
    expect(await rowOf(id)).toMatchObject({ handledByUserId: staff.id });

    const fresh = await inbox('?status=new');
    expect(fresh.items.map((m) => m.id)).toEqual([sent[2], sent[0]]);
    expect(fresh.counts).toEqual({ new: 2, handled: 1, all: 3 });
    expect((await inbox('?status=handled')).items.map((m) => m.id)).toEqual([id]);
    expect((await inbox('?status=all')).items.map((m) => m.id)).toEqual([...sent].reverse());
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: 'message.handled',
      actorUserId: staff.id,
      before: { handledAt: null, handledByUserId: null },
      after: { handledByUserId: staff.id },
    });

    // Marking it handled again changes nothing (the first handler stays) and writes nothing.
    const colleague = await registerTestStaff(ctx.app, ctx.database.db);
    expect((await call('POST', `/messages/${id}/handled`, colleague)).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ handledByUserId: staff.id });
    expect(await auditOf(id)).toHaveLength(1);

    const reopened = await call('POST', `/messages/${id}/new`, colleague);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ id, handledAt: null, handledBy: null });
    expect(await rowOf(id)).toMatchObject({ handledAt: null, handledByUserId: null });
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'message.new', actorUserId: colleague.id });
    expect((await inbox()).counts).toEqual({ new: 3, handled: 0, all: 3 });
  });

  it('is 404 for an unknown message and 400 for a malformed id, changing nothing', async () => {
    expectError(await call('POST', '/messages/3242569d-a998-4b25-b6e7-a10fce23061f/handled'), 404, 'NOT_FOUND');
    expectError(await call('POST', '/messages/nope/handled'), 400, 'VALIDATION_ERROR');
    expect((await inbox()).counts).toEqual({ new: 3, handled: 0, all: 3 });
  });

  it('refuses shoppers (403) and guests (401), changing nothing', async () => {
    const shopper = await registerTestUser(ctx.app);
    const id = sent[0]!;
    for (const mark of ['handled', 'new']) {
      expectError(await call('POST', `/messages/${id}/${mark}`, shopper), 403, 'FORBIDDEN');
      expectError(await call('POST', `/messages/${id}/${mark}`, null), 401, 'UNAUTHORIZED');
    }
    expectError(await call('GET', '/messages', shopper), 403, 'FORBIDDEN');
    expect(await rowOf(id)).toMatchObject({ handledAt: null });
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('the Reply link', () => {
  it('addresses the sender with every part percent-encoded', () => {
    const href = contactReplyHref({ name: 'Anil & Sons', email: "o'neil+shop@example.in" });
    expect(href).toBe(
      "mailto:o'neil%2Bshop@example.in?subject=Re%3A%20your%20message%20to%20our%20shop&body=Hello%20Anil%20%26%20Sons%2C%0D%0A%0D%0A",
    );
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe("o'neil+shop@example.in");
    expect(url.searchParams.get('subject')).toBe('Re: your message to our shop');
    expect(url.searchParams.get('body')).toBe('Hello Anil & Sons,\r\n\r\n');
    // Characters that would end the address or start a field stay inside it.
    expect(contactReplyHref({ name: 'x', email: 'a?b&c%d@example.in' })).toMatch(/^mailto:a%3Fb%26c%25d@example\.in\?/);
  });
});
