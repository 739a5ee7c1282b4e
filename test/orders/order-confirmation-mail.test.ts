/**
 * The order confirmation mail (rule:order-success-popup: the success popup promises one): POST
 * /api/orders/place mails a newly placed order once, after it commits, to the checkout email
 * (else the account's); a replay or a refused order mails nothing; the HTML escapes what the
 * shopper typed; a real SMTP peer receives it, and a delivery failure leaves the 201 as it was.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  error: string | null;
}

const outboxFor = (ctx: TestContext, email: string) =>
  queryRows<OutboxRow>(
    ctx.database.db,
    sql`select * from mail_outbox where lower(to_address) = ${email.toLowerCase()} order by created_at`,
  );

/** The answer does not wait for the mail, so poll for it. */
async function waitForOutbox(ctx: TestContext, email: string, until: (row: OutboxRow) => boolean = () => true) {
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
    ctx = await startTestApp({ PUBLIC_URL: publicUrl });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /**
   * Sends run in the background in request order, so once a later order's mail is in the outbox,
   * a mail the earlier request might have sent would be there too.
   */
  async function placeSentinelOrder() {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 5 });
    const email = uniqueEmail('sentinel');
    const response = await placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1 }], { email }));
    expect(response.statusCode).toBe(201);
    await waitForOutbox(ctx, email);
  }

  it('mails the checkout email once, with the lines, totals in rupees, payment, address, delivery, link and cancel rule', async () => {
    const user = await registerTestUser(ctx.app);
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

    const [mail, ...others] = await waitForOutbox(ctx, email);
    expect(others).toHaveLength(0);
    expect(mail!.to_address).toBe(email);
    expect(mail!.status).toBe('logged');
    expect(mail!.subject).toBe(`Order #${order.orderNumber} placed: ₹1,26,154.70`);
    expect(mail!.body_text).toBe(
      [
        'Hello Asha Verma,',
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
        'Estimated delivery: 2-5 business days.',
        '',
        'Shipping address:',
        'Asha Verma',
        '12 MG Road',
        'Bengaluru, Karnataka 560001',
        'Phone: 9876543210',
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
    // Only the checkout email is written to, not the account's.
    expect(await outboxFor(ctx, user.email)).toHaveLength(0);
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
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 10 });
    const email = uniqueEmail('replay');
    const body = orderBody([{ productId: product.id, quantity: 1 }], { email });
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await placeOrder(ctx, user, body, headers);
    expect(first.statusCode).toBe(201);
    await waitForOutbox(ctx, email);

    const replay = await placeOrder(ctx, user, body, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    await placeSentinelOrder();
    expect(await outboxFor(ctx, email)).toHaveLength(1);
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

  it('escapes the names, address and titles the shopper and the catalog supplied in the HTML', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Mug <img src=x onerror=alert(2)>' });
    const email = uniqueEmail('escape');
    const response = await placeOrder(
      ctx,
      user,
      orderBody([{ productId: product.id, quantity: 1 }], {
        email,
        shippingAddress: {
          ...validAddress,
          fullName: '<script>alert("x")</script> & Co',
          addressLine: `1 "Quote" Lane <b>bold</b> 'single'`,
        },
      }),
    );
    expect(response.statusCode).toBe(201);

    const [mail] = await waitForOutbox(ctx, email);
    const html = mail!.body_html;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(html).toContain('Mug &lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('1 &quot;Quote&quot; Lane &lt;b&gt;bold&lt;/b&gt; &#39;single&#39;');
    // The plain text part carries the name as typed.
    expect(mail!.body_text).toContain('Hello <script>alert("x")</script> & Co,');
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

  it('delivers the confirmation to the peer and marks the outbox row sent', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { title: 'Brass Diya', pricePaise: 123_450, discount: 0 });
    const email = uniqueEmail('smtp');
    const response = await placeOrder(ctx, user, orderBody([{ productId: product.id, quantity: 1 }], { email }));
    expect(response.statusCode).toBe(201);
    const order = response.json().data;

    const mail = await smtp.waitFor(email);
    expect(mail.from).toBe('no-reply@shop.example.in');
    expect(mail.to).toEqual([email]);
    expect(header(mail.raw, 'Subject')).toBe(`Order #${order.orderNumber} placed: ₹1,234.50`);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Hello Asha Verma,');
    expect(body).toContain('- Brass Diya, Qty: 1, ₹1,234.50');
    expect(body).toContain(`${publicUrl}/order/${order._id}`);
    expect(body).toContain('Content-Type: text/html');

    const [row] = await waitForOutbox(ctx, email, (r) => r.status === 'sent');
    expect(row!.status).toBe('sent');
  });

  it('keeps the placed order when delivery fails: 201 as usual, the failure recorded in the outbox', async () => {
    const user = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { stock: 5 });
    const response = await placeOrder(
      ctx,
      user,
      orderBody([{ productId: product.id, quantity: 1 }], { email: bouncing }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Order placed successfully' });

    const [row] = await waitForOutbox(ctx, bouncing, (r) => r.status !== 'pending');
    expect(row!.status).toBe('failed');
    expect(row!.error).toMatch(/mailbox unavailable/);
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/orders/my', headers: user.headers });
    expect(orders.json().data).toHaveLength(1);
  });
});
