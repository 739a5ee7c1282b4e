/**
 * The order confirmation mail (rule:order-success-popup: the success popup promises one): POST
 * /api/orders/place mails a newly placed order once, after it commits, to the account's own email
 * only (rule:order-mail: an email typed at checkout gets nothing); a replay or a refused order mails
 * nothing; nothing the shopper typed (names, address lines) is in it; a real SMTP peer receives it,
 * and a delivery failure leaves the 201 as it was.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPromiseDay } from '../../domain/shared/delivery-rules';
import { queryRows } from '../../db/raw';
import { makeProduct, orderBody, placeOrder, validAddress } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { decodeQuotedPrintable, startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { registerTestUser } from '../helpers/users';

const publicUrl = 'https://shop.example.in';

interface OutboxRow extends Record<string, unknown> {
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  status: string;
  attempts: number;
  error: string | null;
}

const outboxFor = (ctx: TestContext, email: string) =>
  queryRows<OutboxRow>(
    ctx.database.db,
    sql`select * from mail_outbox where lower(to_address) = ${email.toLowerCase()} order by created_at`,
  );

/** Queued with the order, then delivered (or logged) by the outbox worker after the answer: poll for that. */
const handled = (row: OutboxRow) => row.status !== 'pending' && row.status !== 'sending';

async function waitForOutbox(ctx: TestContext, email: string, until: (row: OutboxRow) => boolean = handled) {
  for (let i = 0; i < 250; i++) {
    const rows = await outboxFor(ctx, email);
    if (rows.length > 0 && until(rows[0]!)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail for ${email}`);
}

const uniqueEmail = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.in`;

describe('order confirmation in the outbox (no SMTP)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A ceiling above the default ₹1,00,000 (rule:cod-order-ceiling), so a total shows lakh grouping.
    ctx = await startTestApp({ PUBLIC_URL: publicUrl, MAX_COD_ORDER_RUPEES: '500000' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /**
   * Mail is queued in the order's transaction, so it is in the outbox once the answer is; a later
   * order's mail having been through the worker shows an earlier request's would be there too.
   */
  async function placeSentinelOrder() {
    const user = await registerTestUser(ctx.app, { email: uniqueEmail('sentinel') });
    const product = await makeProduct(ctx, { stock: 5 });
    const response = await placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1 }]));
    expect(response.statusCode).toBe(201);
    await waitForOutbox(ctx, user.email);
  }

  it("mails the account's email once, never the one typed at checkout, with the lines, totals, payment, PIN code, delivery, link and cancel rule", async () => {
    const user = await registerTestUser(ctx.app, { email: uniqueEmail('account') });
    const tv = await makeProduct(ctx, { title: 'OLED TV 65"', pricePaise: 12_345_650, discount: 0, stock: 3 });
    const shirt = await makeProduct(ctx, {
      title: 'Oxford Shirt',
      pricePaise: 149_900,
      discount: 10,
      stock: 10,
      sizes: ['M', 'L'],
      colors: ['White', 'Blue'],
    });
    const email = uniqueEmail('checkout');
    const response = await placeOrder(
      ctx,
      user,
      orderBody(
        [
          { productId: tv.id, quantity: 1 },
          { productId: shirt.id, quantity: 2, sizes: 'L', colors: 'Blue' },
        ],
        { email },
      ),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order.totalAmount).toBe(126_154.7);
    // The checkout email is kept with the order (for the courier).
    expect(order.email).toBe(email);

    const [mail, ...others] = await waitForOutbox(ctx, user.email);
    expect(others).toHaveLength(0);
    expect(mail!.to_address).toBe(user.email);
    expect(mail!.status).toBe('logged');
    expect(mail!.subject).toBe(`Order #${order.orderNumber} placed: ₹1,26,154.70`);
    // rule:delivery-promise: the mail names the last day the checkout promised.
    expect(order.promisedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mail!.body_text).toBe(
      [
        'Hello,',
        '',
        `Thank you for shopping with us. Your order #${order.orderNumber} has been placed.`,
        '',
        'Items:',
        '- OLED TV 65", Qty: 1, ₹1,23,456.50',
        '- Oxford Shirt (Size: L, Colour: Blue), Qty: 2, ₹2,698.20 (was ₹2,998.00)',
        '',
        'Subtotal (3 items): ₹1,26,454.50',
        'Savings: -₹299.80',
        'Shipping: Free',
        'Total: ₹1,26,154.70',
        '',
        'Payment: Cash on Delivery: please keep ₹1,26,154.70 ready when your order arrives.',
        `Estimated delivery: by ${formatPromiseDay(order.promisedBy)}.`,
        'Delivering to PIN code 560001. The full address is on the order page.',
        '',
        `See and track your order: ${publicUrl}/order/${order._id}`,
        '',
        'Changed your mind? You can cancel this order within 24 hours of placing it, while it is Placed or Processing, with Cancel Order on the order page.',
      ].join('\n'),
    );
    expect(mail!.body_html).toContain(`<a href="${publicUrl}/order/${order._id}">`);
    expect(mail!.body_html).toContain(`<strong>#${order.orderNumber}</strong>`);
    expect(mail!.body_html).toContain('<strong>₹1,26,154.70</strong>');
    expect(mail!.body_html).toContain('OLED TV 65&quot;');
    // The address typed at checkout gets nothing, now or later.
    await placeSentinelOrder();
    expect(await outboxFor(ctx, email)).toHaveLength(0);
  });

  it("mails the account's email when checkout gave none, with the shipping fee", async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Steel Bottle', pricePaise: 10_000, discount: 0 });
    const response = await placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1 }]), {
      'idempotency-key': crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;

    const [mail, ...others] = await waitForOutbox(ctx, user.email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe(`Order #${order.orderNumber} placed: ₹199.00`);
    expect(mail!.body_text).toContain('Subtotal (1 item): ₹100.00\nSavings: ₹0.00\nShipping: ₹99.00\nTotal: ₹199.00');
    expect(mail!.body_text).toContain(`${publicUrl}/order/${order._id}`);
  });

  it('sends no second mail for an idempotent replay', async () => {
    const user = await registerTestUser(ctx.app, { email: uniqueEmail('replay') });
    const product = await makeProduct(ctx, { stock: 10 });
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await placeOrder(ctx, user, body, headers);
    expect(first.statusCode).toBe(201);
    await waitForOutbox(ctx, user.email);

    const replay = await placeOrder(ctx, user, body, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    await placeSentinelOrder();
    expect(await outboxFor(ctx, user.email)).toHaveLength(1);
  });

  it('sends nothing for an order refused for a stock shortfall', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Last Lamp', stock: 1 });
    const email = uniqueEmail('refused');
    const response = await placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 2 }], { email }));
    expectError(response, 409, 'INSUFFICIENT_STOCK');
    await placeSentinelOrder();
    expect(await outboxFor(ctx, email)).toHaveLength(0);
    expect(await outboxFor(ctx, user.email)).toHaveLength(0);
  });

  it('carries nothing the shopper typed: not the account name, the shipping name or the address lines', async () => {
    const lure = 'Your account is locked, call 1800 000 0000';
    const user = await registerTestUser(ctx.app, { email: uniqueEmail('lure'), fullName: lure });
    const product = await makeProduct(ctx, { title: 'Mug <img src=x onerror=alert(2)>' });
    const typed = {
      fullName: '<script>alert("x")</script> Refund Desk',
      addressLine: 'Claim your refund at https://evil.example/refund <b>now</b>',
      city: 'Verify your KYC',
      state: 'Call 1800 000 0000',
    };
    const response = await placeOrder(
      ctx,
      user,
      orderBody([{ productId: product.id, quantity: 1 }], { shippingAddress: { ...validAddress, ...typed } }),
    );
    expect(response.statusCode).toBe(201);

    const [mail] = await waitForOutbox(ctx, user.email);
    for (const part of [mail!.subject, mail!.body_text, mail!.body_html]) {
      for (const text of [lure, 'Refund Desk', 'evil.example', 'KYC', 'call 1800', '<script', '<b>', 'Asha']) {
        expect(part).not.toContain(text);
      }
    }
    expect(mail!.body_text.startsWith('Hello,\n')).toBe(true);
    expect(mail!.body_text).toContain('Delivering to PIN code 560001.');
    // Catalog titles stay, escaped in the HTML.
    expect(mail!.body_html).not.toContain('<img');
    expect(mail!.body_html).toContain('Mug &lt;img src=x onerror=alert(2)&gt;');
  });
});

/** A header such as Subject, with its RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) decoded. */
function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw);
  if (!match) return '';
  return match[1]!
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
}

describe('order confirmation over SMTP', () => {
  const bouncing = 'bounce@example.in';
  let smtp: SmtpPeer;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startSmtpPeer({ refuse: (address) => address === bouncing });
    ctx = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Shop <no-reply@shop.example.in>',
      PUBLIC_URL: publicUrl,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("delivers the confirmation to the account's address only and marks the outbox row sent", async () => {
    const user = await registerTestUser(ctx.app, { email: uniqueEmail('smtp') });
    const product = await makeProduct(ctx, { title: 'Brass Diya', pricePaise: 123_450, discount: 0 });
    const typedAtCheckout = uniqueEmail('stranger');
    const response = await placeOrder(
      ctx,
      user,
      orderBody([{ productId: product.id, quantity: 1 }], { email: typedAtCheckout }),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json().data;

    const mail = await smtp.waitFor(user.email);
    expect(mail.from).toBe('no-reply@shop.example.in');
    expect(mail.to).toEqual([user.email]);
    expect(header(mail.raw, 'Subject')).toBe(`Order #${order.orderNumber} placed: ₹1,234.50`);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Hello,');
    expect(body).not.toContain('Asha Verma');
    expect(body).toContain('- Brass Diya, Qty: 1, ₹1,234.50');
    expect(body).toContain(`${publicUrl}/order/${order._id}`);
    expect(body).toContain('Content-Type: text/html');

    const [row] = await waitForOutbox(ctx, user.email, (r) => r.status === 'sent');
    expect(row!.status).toBe('sent');
    expect(smtp.received.filter((m) => m.to.includes(typedAtCheckout))).toHaveLength(0);
    expect(await outboxFor(ctx, typedAtCheckout)).toHaveLength(0);
  });

  it('keeps the placed order when delivery fails: 201 as usual, the failure recorded in the outbox', async () => {
    const user = await registerTestUser(ctx.app, { email: bouncing });
    const product = await makeProduct(ctx, { stock: 5 });
    const response = await placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1 }]));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Order placed successfully' });

    const [row] = await waitForOutbox(ctx, bouncing);
    // The server refused the mailbox for good (550): given up at once, not retried (rule:mail-delivery).
    expect(row!.status).toBe('failed');
    expect(row!.attempts).toBe(1);
    expect(row!.error).toMatch(/mailbox unavailable/);
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/orders/my', headers: user.headers });
    expect(orders.json().data).toHaveLength(1);
  });
});
