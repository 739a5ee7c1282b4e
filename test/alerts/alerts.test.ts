/**
 * Back-in-stock and price-drop alerts (ADR 0056) on the real app and database, with a real SMTP peer: who is mailed
 * and when (saved products, Notify me, a guest's confirmed email), at most one mail per product per shopper a day,
 * one mail per shopper for many products, thousands of waiting shoppers in bounded batches, never a disabled account,
 * and the one-click unsubscribe.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { sendDueAlerts } from '../../domain/alerts/send-due-alerts';
import { makeProduct } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { registerTestUser, type TestUser } from '../helpers/users';

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

const sweep = () => sendDueAlerts(ctx.database.db, { publicUrl, priceDropPercent: 10 });

interface OutboxRow extends Record<string, unknown> {
  subject: string;
  body_text: string;
  kind: string;
  headers: Record<string, string>;
}

const alertMailsTo = (email: string) =>
  queryRows<OutboxRow>(
    ctx.database.db,
    sql`select subject, body_text, kind, headers from mail_outbox
         where lower(to_address) = ${email.toLowerCase()} and kind <> '' order by created_at, id`,
  );
const mailsTo = (email: string) =>
  queryRows<OutboxRow>(
    ctx.database.db,
    sql`select subject, body_text, kind, headers from mail_outbox
         where lower(to_address) = ${email.toLowerCase()} order by created_at, id`,
  );

const setStock = (productId: string, stock: number) =>
  queryRows(ctx.database.db, sql`update products set stock = ${stock} where id = ${productId}`);
/** As if the last mail about the product went out a day and an hour ago. */
const aDayLater = (productId: string) =>
  queryRows(
    ctx.database.db,
    sql`update stock_alerts set last_sent_at = last_sent_at - interval '25 hours'
         where product_id = ${productId} and last_sent_at is not null`,
  );

async function save(user: TestUser, productId: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/wishlist/add',
    headers: user.headers,
    payload: { productId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

function notify(productId: string, who: { user?: TestUser; email?: string }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/alerts/notify',
    headers: who.user ? who.user.headers : {},
    payload: { productId, ...(who.email ? { email: who.email } : {}) },
  });
}

async function alertsOf(user: TestUser) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/alerts', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.alerts as { _id: string; kind: string; source: string; product: { _id: string } }[];
}

const newEmail = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.in`;

describe('a saved product out of stock', () => {
  it('is watched; its restock is mailed once with List-Unsubscribe, and a second restock the same day is not', async () => {
    const user = await registerTestUser(ctx.app, { email: newEmail('asha') });
    const lamp = await makeProduct(ctx, { title: 'Brass Table Lamp', stock: 0, pricePaise: 250_000, discount: 0 });
    await save(user, lamp.id);
    expect((await alertsOf(user)).map((a) => [a.kind, a.source]).sort()).toEqual([
      ['back_in_stock', 'saved'],
      ['price_drop', 'saved'],
    ]);

    expect(await sweep()).toEqual({ mails: 0, alerts: 0 });
    await setStock(lamp.id, 5);
    // The scheduled job runs the sweep and wakes the mail worker.
    expect(await ctx.app.jobs.runNow('send-stock-alerts')).toBe('ran');
    expect(await alertMailsTo(user.email)).toHaveLength(1);
    const [mail] = await alertMailsTo(user.email);
    expect(mail).toMatchObject({ subject: 'Back in stock: Brass Table Lamp', kind: 'stock-alert' });
    expect(mail!.body_text).toContain('Brass Table Lamp is back in stock, at ₹2,500.');
    expect(mail!.body_text).toContain(`${publicUrl}/product/${lamp.id}`);
    expect(mail!.body_text).toMatch(/Stop these alerts: https:\/\/shop\.example\.in\/alerts\/unsubscribe\?t=[\w-]+/);
    expect(mail!.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/shop\.example\.in\/api\/alerts\/unsubscribe\?t=[\w-]+>$/,
    );
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The mail goes out through the outbox to the real SMTP peer, headers and all.
    const received = await smtp.waitFor(user.email);
    // Long header lines arrive folded (RFC 5322); unfolded, each header is one line.
    const headers = received.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/shop\.example\.in\/api\/alerts\/unsubscribe\?t=/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // Nothing new: no mail. Sold out and back the same day: still no mail.
    expect(await sweep()).toEqual({ mails: 0, alerts: 0 });
    await setStock(lamp.id, 0);
    expect(await sweep()).toEqual({ mails: 0, alerts: 0 });
    await setStock(lamp.id, 3);
    expect(await sweep()).toEqual({ mails: 0, alerts: 0 });
    expect(await alertMailsTo(user.email)).toHaveLength(1);

    // A day later it is news again: a saved product's alert lasts while it is saved.
    await aDayLater(lamp.id);
    expect(await sweep()).toEqual({ mails: 1, alerts: 1 });
    expect(await alertMailsTo(user.email)).toHaveLength(2);
  });

  it('stops being watched when it leaves Saved for later', async () => {
    const user = await registerTestUser(ctx.app);
    const kettle = await makeProduct(ctx, { title: 'Electric Kettle', stock: 0 });
    await save(user, kettle.id);
    const wishlist = await ctx.app.inject({ method: 'GET', url: '/api/wishlist', headers: user.headers });
    const [saved] = wishlist.json().data.items;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/remove/${saved._id}`,
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await alertsOf(user)).toEqual([]);
    await setStock(kettle.id, 4);
    expect(await sweep()).toEqual({ mails: 0, alerts: 0 });
  });
});

describe('a price drop on a saved product', () => {
  it('is mailed when the sale price falls the set percentage, and again only when it falls further', async () => {
    const user = await registerTestUser(ctx.app, { email: newEmail('ravi') });
    const phone = await makeProduct(ctx, { title: 'Redmi 13C', stock: 20, pricePaise: 1_000_000, discount: 0 });
    await save(user, phone.id);
    const setPrice = (paise: number) =>
      queryRows(ctx.database.db, sql`update products set price_paise = ${paise} where id = ${phone.id}`);

    await setPrice(950_000); // 5% lower: not yet
    expect(await sweep()).toEqual({ mails: 0, alerts: 0 });
    await setPrice(899_000); // 10.1% lower
    expect(await sweep()).toEqual({ mails: 1, alerts: 1 });
    const [mail] = await alertMailsTo(user.email);
    expect(mail).toMatchObject({ subject: 'Price drop: Redmi 13C', kind: 'price-alert' });
    expect(mail!.body_text).toContain('Redmi 13C is now ₹8,990, down from ₹10,000 when you saved it.');

    await aDayLater(phone.id);
    expect(await sweep()).toEqual({ mails: 0, alerts: 0 }); // the same price is not news
    await setPrice(850_000);
    expect(await sweep()).toEqual({ mails: 1, alerts: 1 });
    expect(await alertMailsTo(user.email)).toHaveLength(2);
  });
});

describe('dear products', () => {
  it('are judged in full: a ₹3 lakh laptop’s drop and a ₹50 lakh product’s discount do not overflow the sweep', async () => {
    const user = await registerTestUser(ctx.app, { email: newEmail('dear') });
    const laptop = await makeProduct(ctx, {
      title: 'Workstation Laptop',
      stock: 5,
      pricePaise: 30_000_000,
      discount: 0,
    });
    const sculpture = await makeProduct(ctx, {
      title: 'Bronze Sculpture',
      stock: 0,
      pricePaise: 500_000_000,
      discount: 60,
    });
    await save(user, laptop.id);
    await save(user, sculpture.id);
    await queryRows(ctx.database.db, sql`update products set price_paise = 25000000 where id = ${laptop.id}`);
    await setStock(sculpture.id, 1);
    expect(await sweep()).toEqual({ mails: 1, alerts: 2 });
    const [mail] = await alertMailsTo(user.email);
    expect(mail!.body_text).toContain('Bronze Sculpture is back in stock, at ₹20,00,000.');
    expect(mail!.body_text).toContain('Workstation Laptop is now ₹2,50,000, down from ₹3,00,000 when you saved it.');
  });
});

describe('Notify me', () => {
  it('for a signed-in shopper: live at once, refused for a product in stock, done after its one mail', async () => {
    const user = await registerTestUser(ctx.app, { email: newEmail('meera') });
    const saree = await makeProduct(ctx, { title: 'Kanjivaram Saree', stock: 0 });
    const inStock = await makeProduct(ctx, { title: 'Cotton Dupatta', stock: 9 });

    const asked = await notify(saree.id, { user });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      data: { status: 'subscribed' },
      message: 'We will email you when it is back in stock.',
    });
    const again = await notify(saree.id, { user });
    expect(again.json().data.status).toBe('subscribed');
    expect(await alertsOf(user)).toHaveLength(1);
    const refused = expectError(await notify(inStock.id, { user }), 409, 'CONFLICT');
    expect(refused.message).toBe('Cotton Dupatta is in stock now. You can add it to your cart.');

    await setStock(saree.id, 2);
    expect(await sweep()).toEqual({ mails: 1, alerts: 1 });
    expect(await alertsOf(user)).toEqual([]);
    await setStock(saree.id, 0);
    await sweep();
    await setStock(saree.id, 2);
    await aDayLater(saree.id);
    expect(await sweep()).toEqual({ mails: 0, alerts: 0 });
  });

  it('asked for, outlasts the product leaving Saved for later', async () => {
    const user = await registerTestUser(ctx.app);
    const shoes = await makeProduct(ctx, { title: 'Running Shoes', stock: 0 });
    await notify(shoes.id, { user });
    await save(user, shoes.id);
    const wishlist = await ctx.app.inject({ method: 'GET', url: '/api/wishlist', headers: user.headers });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/remove/${wishlist.json().data.items[0]._id}`,
      headers: user.headers,
    });
    expect((await alertsOf(user)).map((a) => [a.kind, a.source])).toEqual([['back_in_stock', 'notify']]);
  });

  it('for a guest: nothing is mailed to the address until the link mailed there is used, once', async () => {
    const email = newEmail('guest');
    const rice = await makeProduct(ctx, { title: 'Sona Masoori Rice 10 kg', stock: 0 });
    expectError(await notify(rice.id, {}), 400, 'VALIDATION_ERROR');
    const asked = await notify(rice.id, { email });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.status).toBe('confirm-sent');

    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe('Confirm your alert for Sona Masoori Rice 10 kg');
    const token = /\/alerts\/confirm\/([\w-]+)/.exec(confirmation!.body_text)![1]!;

    await setStock(rice.id, 8);
    expect(await sweep()).toEqual({ mails: 0, alerts: 0 });
    await setStock(rice.id, 0);
    await sweep();

    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.productTitle).toBe('Sona Masoori Rice 10 kg');
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } }),
      404,
      'NOT_FOUND',
    );
    // Asking again answers the same, and mails nothing more.
    expect((await notify(rice.id, { email: email.toUpperCase() })).json().data.status).toBe('confirm-sent');
    expect(await mailsTo(email)).toHaveLength(1);

    await setStock(rice.id, 8);
    expect(await sweep()).toEqual({ mails: 1, alerts: 1 });
    expect((await alertMailsTo(email)).map((m) => m.subject)).toEqual(['Back in stock: Sona Masoori Rice 10 kg']);
  });
});

describe('batching', () => {
  it('tells a shopper of several products in one mail', async () => {
    const user = await registerTestUser(ctx.app, { email: newEmail('kiran') });
    const products = [];
    for (const title of ['Steel Tiffin', 'Copper Bottle', 'Cast Iron Tawa']) {
      const product = await makeProduct(ctx, { title, stock: 0 });
      await save(user, product.id);
      products.push(product);
    }
    for (const product of products) await setStock(product.id, 6);
    expect(await sweep()).toEqual({ mails: 1, alerts: 3 });
    const [mail] = await alertMailsTo(user.email);
    expect(mail!.subject).toBe('3 products you wanted are back in stock');
    for (const title of ['Steel Tiffin', 'Copper Bottle', 'Cast Iron Tawa']) expect(mail!.body_text).toContain(title);
    // The one link stops the three.
    const tokens = new URL(/Stop these alerts: (\S+)/.exec(mail!.body_text)![1]!).searchParams.get('t')!.split(',');
    expect(tokens).toHaveLength(3);
  });

  it('sends 1,200 waiting shoppers one mail each when a product is restocked, in bounded batches', async () => {
    const fan = await makeProduct(ctx, { title: 'Pedestal Fan', stock: 0 });
    await queryRows(
      ctx.database.db,
      sql`insert into stock_alerts (product_id, email, kind, source, confirmed_at, unsubscribe_token)
          select ${fan.id}, 'waiting' || n || '@example.in', 'back_in_stock', 'notify', now(),
                 md5(random()::text || n) || md5(n::text)
            from generate_series(1, 1200) as n`,
    );
    await setStock(fan.id, 500);
    expect(await sweep()).toEqual({ mails: 1200, alerts: 1200 });
    const [counts] = await queryRows<{ mails: number; recipients: number }>(
      ctx.database.db,
      sql`select count(*)::int as mails, count(distinct to_address)::int as recipients from mail_outbox
           where subject = 'Back in stock: Pedestal Fan'`,
    );
    expect(counts).toEqual({ mails: 1200, recipients: 1200 });
    expect(await sweep()).toEqual({ mails: 0, alerts: 0 });
  });
});

describe('who is never mailed', () => {
  it('a disabled account', async () => {
    const user = await registerTestUser(ctx.app, { email: newEmail('disabled') });
    const mixer = await makeProduct(ctx, { title: 'Mixer Grinder', stock: 0 });
    await save(user, mixer.id);
    await queryRows(ctx.database.db, sql`update users set disabled_at = now() where id = ${user.id}`);
    await setStock(mixer.id, 3);
    expect(await sweep()).toEqual({ mails: 0, alerts: 0 });
    expect(await alertMailsTo(user.email)).toEqual([]);
  });

  it('one who used the one-click unsubscribe of a mail (RFC 8058), as a mail client sends it', async () => {
    const user = await registerTestUser(ctx.app, { email: newEmail('leave') });
    const iron = await makeProduct(ctx, { title: 'Steam Iron', stock: 0 });
    await save(user, iron.id);
    await setStock(iron.id, 3);
    await sweep();
    const [mail] = await alertMailsTo(user.email);
    const target = /^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: target.replace(publicUrl, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.titles).toEqual(['Steam Iron']);
    // Only the alert of that mail (back in stock) stopped; the price drop the shopper still has is listed.
    expect((await alertsOf(user)).map((a) => a.kind)).toEqual(['price_drop']);

    await setStock(iron.id, 0);
    await sweep();
    await setStock(iron.id, 3);
    await aDayLater(iron.id);
    expect(await sweep()).toEqual({ mails: 0, alerts: 0 });
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe?t=not-a-token' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await ctx.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?t=${'x'.repeat(43)}` }),
      404,
      'NOT_FOUND',
    );
  });

  it('another shopper cannot stop my alert, and a guest cannot list any', async () => {
    const owner = await registerTestUser(ctx.app);
    const other = await registerTestUser(ctx.app);
    const cooker = await makeProduct(ctx, { title: 'Pressure Cooker', stock: 0 });
    await notify(cooker.id, { user: owner });
    const [alert] = await alertsOf(owner);
    expectError(
      await ctx.app.inject({ method: 'DELETE', url: `/api/alerts/${alert!._id}`, headers: other.headers }),
      404,
      'NOT_FOUND',
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/alerts' }), 401, 'UNAUTHORIZED');
    const stopped = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/alerts/${alert!._id}`,
      headers: owner.headers,
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data.alerts).toEqual([]);
  });
});
