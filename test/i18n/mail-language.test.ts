/**
 * Mails in the account's language (issue 39, rule:shop-language, ADR 0059): the order confirmation, a status mail
 * and the password reset go out in Hindi, linking the Hindi pages, to an account whose language is Hindi; in
 * English, as always, to one that never chose. Read from the outbox as queued, on both databases.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { makeProduct, orderBody, placeOrder } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { moveOrder } from '../helpers/order-moves';
import { registerTestStaff, type TestUser } from '../helpers/users';

const publicUrl = 'https://shop.example.in';
let ctx: TestContext;
let staff: TestUser;

beforeAll(async () => {
  ctx = await startTestApp({ PUBLIC_URL: publicUrl });
  staff = await registerTestStaff(ctx.app, ctx.database.db);
});

afterAll(async () => {
  await ctx.close();
});

interface OutboxRow extends Record<string, unknown> {
  subject: string;
  body_text: string;
  body_html: string;
}

const outboxFor = (email: string) =>
  queryRows<OutboxRow>(
    ctx.database.db,
    sql`select subject, body_text, body_html from mail_outbox where lower(to_address) = ${email.toLowerCase()} order by created_at`,
  );

/** A shopper who signed up on a page in `language` (the switch's cookie): the account keeps it. */
async function shopperIn(language: 'hi' | null): Promise<TestUser> {
  const email = `reader.${crypto.randomUUID().slice(0, 8)}@example.in`;
  const password = 'Secret123!';
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: language ? { cookie: `shop_lang=${language}` } : {},
    payload: { fullName: 'Asha Verma', email, phone: '9876543210', password, gender: 'female' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { authToken, user } = response.json().data as { authToken: string; user: { _id: string } };
  return { token: authToken, id: user._id, email, password, headers: { authorization: `Bearer ${authToken}` } };
}

async function orderFor(shopper: TestUser) {
  const product = await makeProduct(ctx, { title: 'Copper Bottle', pricePaise: 89_900, discount: 0, stock: 5 });
  const response = await placeOrder(ctx, shopper, orderBody([{ productId: product.id, quantity: 1 }]));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; orderNumber: number };
}

const move = (orderId: string, from: string, to: string, extra: Record<string, unknown> = {}) =>
  moveOrder(ctx.app, staff, orderId, from, to, extra);

describe('mails in the account’s language', () => {
  it('writes a Hindi account’s order confirmation and shipping mail in Hindi, linking the Hindi order page', async () => {
    const shopper = await shopperIn('hi');
    const order = await orderFor(shopper);
    await move(order._id, 'Placed', 'Processing');
    await move(order._id, 'Processing', 'In Transit', { courierName: 'Delhivery', trackingNumber: 'DL-4242' });

    const [placed, shipped] = await outboxFor(shopper.email);
    expect(placed!.subject).toBe(`ऑर्डर #${order.orderNumber} हो गया: ₹899.00`);
    expect(placed!.body_text).toContain(
      `नमस्ते,\n\nहमसे खरीदारी करने के लिए धन्यवाद। आपका ऑर्डर #${order.orderNumber} हो गया है।`,
    );
    expect(placed!.body_text).toContain('- Copper Bottle, मात्रा: 1, ₹899.00');
    expect(placed!.body_text).toContain('पेमेंट: कैश ऑन डिलीवरी: ऑर्डर आने पर ₹899.00 तैयार रखें।');
    expect(placed!.body_text).toContain(`अपना ऑर्डर देखें और ट्रैक करें: ${publicUrl}/hi/order/${order._id}`);
    expect(placed!.body_html).toContain(`<strong>#${order.orderNumber}</strong> हो गया है।`);
    expect(shipped!.subject).toBe(`ऑर्डर #${order.orderNumber} भेज दिया गया है`);
    expect(shipped!.body_text).toContain(`आपका ऑर्डर #${order.orderNumber} Delhivery के साथ रास्ते में है।`);
    expect(shipped!.body_text).toContain('ट्रैकिंग नंबर: DL-4242');
    expect(shipped!.body_text).toContain(`${publicUrl}/hi/order/${order._id}`);
    // Nothing of the English mail is left in them.
    for (const mail of [placed!, shipped!]) expect(mail.body_text).not.toMatch(/Hello|Thank you|Tracking number/);
  });

  it('writes a Hindi account’s password reset in Hindi, with the Hindi reset page', async () => {
    const shopper = await shopperIn('hi');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: shopper.email },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [reset] = await outboxFor(shopper.email);
    expect(reset!.subject).toBe('अपना पासवर्ड रीसेट करें');
    expect(reset!.body_text).toMatch(new RegExp(`${publicUrl}/hi/reset-password/[A-Za-z0-9_-]{20,}`));
    expect(reset!.body_text).toContain('नया पासवर्ड चुनने के लिए एक घंटे के अंदर यह लिंक खोलें');
  });

  it('writes in English, as always, to an account that never chose a language', async () => {
    const shopper = await shopperIn(null);
    const order = await orderFor(shopper);
    const [placed] = await outboxFor(shopper.email);
    expect(placed!.subject).toBe(`Order #${order.orderNumber} placed: ₹899.00`);
    expect(placed!.body_text).toContain(`See and track your order: ${publicUrl}/order/${order._id}`);
  });
});
