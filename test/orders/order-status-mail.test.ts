/**
 * rule:order-status-mail through the real app and a real SMTP peer: staff moving an order with POST
 * /api/admin/orders/{id}/status mails the shopper's account email when the order ships (courier, tracking
 * number and the courier's tracking link, rule:courier-tracking), is delivered, cancelled or returned, once
 * each; confirming it (Processing) mails nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { makeProduct, orderBody, placeOrder } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { moveOrder } from '../helpers/order-moves';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

const publicUrl = 'https://shop.example.in';
let smtp: SmtpPeer;
let ctx: TestContext;
let staff: TestUser;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Shop <no-reply@shop.example.in>', PUBLIC_URL: publicUrl });
  staff = await registerTestStaff(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

interface OutboxRow extends Record<string, unknown> {
  subject: string;
  status: string;
}

const outboxFor = (email: string) =>
  queryRows<OutboxRow>(
    ctx.database.db,
    sql`select subject, status from mail_outbox where lower(to_address) = ${email.toLowerCase()} order by created_at, id`,
  );

/** Waits until the outbox holds `n` mails for the address, all delivered. */
async function waitForSent(email: string, n: number): Promise<OutboxRow[]> {
  for (let i = 0; i < 250; i++) {
    const rows = await outboxFor(email);
    if (rows.length >= n && rows.every((r) => r.status === 'sent')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`expected ${n} sent mails for ${email}, have ${JSON.stringify(await outboxFor(email))}`);
}

/** The messages the SMTP peer got for the address, in the order they arrived. */
const receivedFor = (email: string) => smtp.received.filter((m) => m.to.includes(email));

async function placedOrder() {
  const shopper = await registerTestUser(ctx.app, { email: `buyer.${crypto.randomUUID().slice(0, 8)}@example.in` });
  const product = await makeProduct(ctx, { title: 'Copper Bottle', pricePaise: 89_900, discount: 0, stock: 5 });
  const response = await placeOrder(ctx, shopper, orderBody([{ productId: product.id, quantity: 1 }]));
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json().data as { _id: string; orderNumber: number };
  await waitForSent(shopper.email, 1); // the confirmation
  return { shopper, order };
}

const move = (orderId: string, from: string, to: string, extra: Record<string, unknown> = {}) =>
  moveOrder(ctx.app, staff, orderId, from, to, extra);

const ship = (orderId: string, trackingNumber = 'DLV-1234567890') =>
  move(orderId, 'Processing', 'In Transit', { courierName: 'Delhivery', trackingNumber });

describe('status mails (rule:order-status-mail)', () => {
  it('confirming mails nothing; shipping mails the courier, tracking number and Delhivery link once', async () => {
    const { shopper, order } = await placedOrder();
    await move(order._id, 'Placed', 'Processing');
    expect(await outboxFor(shopper.email)).toHaveLength(1);

    await ship(order._id, 'DL-98765');
    const rows = await waitForSent(shopper.email, 2);
    expect(rows.map((r) => r.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Order #${order.orderNumber} placed`)),
      `Order #${order.orderNumber} has shipped`,
    ]);
    const mails = receivedFor(shopper.email);
    expect(mails).toHaveLength(2);
    const body = decodeQuotedPrintable(mails[1]!.raw);
    expect(body).toContain(`Your order #${order.orderNumber} is on its way with Delhivery.`);
    expect(body).toContain('Tracking number: DL-98765');
    expect(body).toContain('https://www.delhivery.com/track-v2/package/DL-98765');
    expect(body).toContain(`${publicUrl}/order/${order._id}`);
  });

  it('delivering mails once', async () => {
    const { shopper, order } = await placedOrder();
    await move(order._id, 'Placed', 'Processing');
    await ship(order._id);
    await move(order._id, 'In Transit', 'Delivered');
    const rows = await waitForSent(shopper.email, 3);
    expect(rows.map((r) => r.subject).slice(1)).toEqual([
      `Order #${order.orderNumber} has shipped`,
      `Order #${order.orderNumber} was delivered`,
    ]);
    const body = decodeQuotedPrintable(receivedFor(shopper.email).at(-1)!.raw);
    expect(body).toContain(`Your order #${order.orderNumber} was delivered.`);
  });

  it('cancelling by the shop mails once', async () => {
    const { shopper, order } = await placedOrder();
    await move(order._id, 'Placed', 'Cancelled', { note: 'Shopper unreachable after three calls' });
    const rows = await waitForSent(shopper.email, 2);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.subject).toBe(`Order #${order.orderNumber} was cancelled`);
    const body = decodeQuotedPrintable(receivedFor(shopper.email).at(-1)!.raw);
    expect(body).toContain('was cancelled by the shop');
    // The staff member's reason stays in the back office.
    expect(body).not.toContain('unreachable');
  });

  it('a return by the courier mails once', async () => {
    const { shopper, order } = await placedOrder();
    await move(order._id, 'Placed', 'Processing');
    await ship(order._id);
    await move(order._id, 'In Transit', 'Returned', { note: 'Refused at the door' });
    const rows = await waitForSent(shopper.email, 3);
    expect(rows).toHaveLength(3);
    expect(rows[2]!.subject).toBe(`Order #${order.orderNumber} is coming back to us`);
    const body = decodeQuotedPrintable(receivedFor(shopper.email).at(-1)!.raw);
    expect(body).toContain('The courier could not deliver your order');
    expect(receivedFor(shopper.email)).toHaveLength(3);
  });
});
