/**
 * The back office's alert figures (issue 37, ADR 0056): how many shoppers wait for each product (live, confirmed
 * back-in-stock alerts; domain/alerts/count-waiting-shoppers.ts) and the dashboard's "Alerts sent" per window (alert
 * mails in mail_outbox by kind and India day, GET /api/admin/dashboard), on rows written at chosen times.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWaitingShoppers } from '../../domain/alerts/count-waiting-shoppers';
import { queryRows } from '../../db/raw';
import { makeProduct } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
const shoppers: TestUser[] = [];
const p: Record<string, string> = {};

/** An alert row as the alerts API writes it, with the state under test. */
async function insertAlert(a: {
  productId: string;
  userId?: string;
  email?: string;
  kind?: 'back_in_stock' | 'price_drop';
  confirmed?: boolean;
  stopped?: boolean;
}) {
  await queryRows(
    ctx.database.db,
    sql`insert into stock_alerts (product_id, user_id, email, kind, source, confirmed_at, unsubscribe_token, stopped_at,
          baseline_price_paise)
        values (${a.productId}, ${a.userId ?? null}, ${a.email ?? ''}, ${a.kind ?? 'back_in_stock'}, 'notify',
          ${a.confirmed === false ? null : sql`now()`}, ${crypto.randomBytes(24).toString('base64url')},
          ${a.stopped ? sql`now()` : null}, ${a.kind === 'price_drop' ? 10000 : null})`,
  );
}

/** A mail queued at `minute` past midnight in India, `day` India days before today. */
async function insertMail(kind: string, day: number, minute = 1) {
  await queryRows(
    ctx.database.db,
    sql`insert into mail_outbox (to_address, subject, body_text, kind, created_at)
        values ('someone@example.test', 'Alert', 'text', ${kind},
          (((now() at time zone 'Asia/Kolkata')::date - ${day}::int)::timestamp at time zone 'Asia/Kolkata')
            + make_interval(mins => ${minute}::int))`,
  );
}

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  for (let i = 0; i < 4; i++) shoppers.push(await registerTestUser(ctx.app));
  p.Kurta = (await makeProduct(ctx, { title: 'Cotton Kurta', stock: 0 })).id;
  p.Diya = (await makeProduct(ctx, { title: 'Brass Diya', stock: 0 })).id;
  p.Tiffin = (await makeProduct(ctx, { title: 'Steel Tiffin', stock: 0 })).id;

  // Kurta: two shoppers and a guest who confirmed wait; a guest who never confirmed, a shopper who stopped and a
  // saved product's price drop do not count.
  await insertAlert({ productId: p.Kurta, userId: shoppers[0]!.id });
  await insertAlert({ productId: p.Kurta, userId: shoppers[1]!.id });
  await insertAlert({ productId: p.Kurta, email: 'asha@example.test' });
  await insertAlert({ productId: p.Kurta, email: 'ravi@example.test', confirmed: false });
  await insertAlert({ productId: p.Kurta, userId: shoppers[2]!.id, stopped: true });
  await insertAlert({ productId: p.Kurta, userId: shoppers[3]!.id, kind: 'price_drop' });
  // Diya: one shopper waits.
  await insertAlert({ productId: p.Diya, userId: shoppers[0]!.id });
  // Tiffin: only a stopped alert.
  await insertAlert({ productId: p.Tiffin, userId: shoppers[1]!.id, stopped: true });

  // Alert mails: today (twice, both kinds), the minute before today's midnight, the first minute of the 7-day window,
  // the last minute before it, the first minute of the 30-day window and the minute before it; other mail today.
  await insertMail('stock-alert', 0, 1);
  await insertMail('price-alert', 0, 600);
  await insertMail('stock-alert', 1, 1439);
  await insertMail('price-alert', 6, 1);
  await insertMail('stock-alert', 7, 1439);
  await insertMail('stock-alert', 29, 1);
  await insertMail('stock-alert', 30, 1439);
  await insertMail('', 0, 5);
  await insertMail('order-confirmation', 0, 5);
});
afterAll(async () => {
  await ctx.close();
});

describe('countWaitingShoppers', () => {
  it('counts each product’s live, confirmed back-in-stock alerts, and leaves out a product nobody waits for', async () => {
    const waiting = await countWaitingShoppers(ctx.database.db, [p.Kurta!, p.Diya!, p.Tiffin!, p.Kurta!]);
    expect(Object.fromEntries(waiting)).toEqual({ [p.Kurta!]: 3, [p.Diya!]: 1 });
  });

  it('answers an empty map for no ids, and counts only the ids asked for', async () => {
    expect((await countWaitingShoppers(ctx.database.db, [])).size).toBe(0);
    expect(Object.fromEntries(await countWaitingShoppers(ctx.database.db, [p.Diya!]))).toEqual({ [p.Diya!]: 1 });
  });
});

describe('the dashboard’s Alerts sent', () => {
  it('counts alert mails of each window by India day, and no other mail', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers });
    expect(response.statusCode).toBe(200);
    const { windows } = response.json().data as { windows: Record<string, { alertsSent: number }> };
    // Today: 00:01 and 10:00. The 7 days add 23:59 yesterday and the window's first minute; the 30 days add 23:59
    // seven days ago and its first minute, not the minute before it.
    expect([windows.today!.alertsSent, windows['7d']!.alertsSent, windows['30d']!.alertsSent]).toEqual([2, 4, 6]);
  });
});
