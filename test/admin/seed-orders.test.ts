/**
 * `npm run db:seed -- --orders N` (db/seed/seed-orders.ts): historical orders whose every field agrees with its
 * status (rule:order-state-machine) and the promise the shop would have made then (rule:delivery-promise), remittances that add up (rule:courier-cash), and no change to stock or its
 * ledger (rule:stock-ledger).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../../db/seed/seed-orders';
import { count, makeProduct, rows } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff } from '../helpers/users';

let ctx: TestContext;
let stockBefore: { id: string; stock: number; units_sold: number }[];
let ledgerBefore: number;
const logs: string[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  await registerTestStaff(ctx.app, ctx.database.db);
  for (let i = 0; i < 6; i++) await makeProduct(ctx, { stock: 10 + i, discount: i * 5 });
  stockBefore = await rows(ctx, sql`select id, stock, units_sold from products order by id`);
  ledgerBefore = await count(ctx, 'stock_ledger');
  await seedOrders(ctx.database.db, {
    count: 1000,
    chunkSize: 150,
    log: (m) => logs.push(m),
    shipping: { freeShippingThreshold: 500, flatShippingFee: 99 },
  });
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('seedOrders', () => {
  it('adds N orders for one new shopper per 20 orders, over the last 90 days', async () => {
    expect(await count(ctx, 'orders')).toBe(1000);
    const [shoppers] = await rows<{ n: number }>(ctx, sql`select count(distinct user_id)::int as n from orders`);
    expect(shoppers!.n).toBeLessThanOrEqual(50);
    expect(shoppers!.n).toBeGreaterThan(40);
    const [span] = await rows<{ bad: number }>(
      ctx,
      sql`select count(*)::int as bad from orders where created_at > now() or created_at < now() - interval '90 days'`,
    );
    expect(span!.bad).toBe(0);
    const statuses = await rows<{ status: string }>(ctx, sql`select distinct status from orders`);
    expect(statuses.map((s) => s.status)).toEqual(
      expect.arrayContaining(['Processing', 'In Transit', 'Delivered', 'Cancelled', 'Returned']),
    );
  });

  it('gives each order the shipment, dates, totals and history its status implies', async () => {
    const [bad] = await rows<Record<string, number>>(
      ctx,
      sql`select
        count(*) filter (where status in ('In Transit', 'Delivered', 'Returned')
          and (courier_name is null or tracking_number is null or shipped_at is null or shipped_at < created_at))::int as unshipped,
        count(*) filter (where status in ('Placed', 'Processing', 'Cancelled')
          and (courier_name is not null or shipped_at is not null))::int as shipped_early,
        count(*) filter (where (status = 'Delivered') <> (delivered_at is not null))::int as delivery,
        count(*) filter (where delivered_at < shipped_at or delivered_at > now())::int as delivery_order,
        count(*) filter (where status in ('Cancelled', 'Returned') and closing_reason = '')::int as no_reason,
        count(*) filter (where total_paise <> subtotal_paise - savings_paise + shipping_paise)::int as totals,
        count(*) filter (where item_count <> (select sum(quantity) from order_items i where i.order_id = orders.id))::int as units,
        count(*) filter (where status <> (select h.status from order_status_history h where h.order_id = orders.id
          order by h.created_at desc limit 1))::int as history,
        count(*) filter (where remittance_id is not null and (status <> 'Delivered' or payment_method <> 'COD'))::int as remitted,
        count(*) filter (where promised_by is null or delivery_zone is null
          or promised_by <= (created_at at time zone 'Asia/Kolkata')::date
          or promised_by > (created_at at time zone 'Asia/Kolkata')::date + 20)::int as promise
      from orders`,
    );
    expect(bad).toEqual({
      unshipped: 0,
      shipped_early: 0,
      delivery: 0,
      delivery_order: 0,
      no_reason: 0,
      totals: 0,
      units: 0,
      history: 0,
      remitted: 0,
      promise: 0,
    });
  });

  it('covers older delivered cash with remittances whose amounts and counts add up, per courier', async () => {
    expect(await count(ctx, 'courier_remittances')).toBeGreaterThan(0);
    const [bad] = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from courier_remittances r where
        amount_paise <> (select sum(total_paise) from orders o where o.remittance_id = r.id)
        or order_count <> (select count(*) from orders o where o.remittance_id = r.id)
        or exists (select 1 from orders o where o.remittance_id = r.id and o.courier_name <> r.courier_name)`,
    );
    expect(bad!.n).toBe(0);
  });

  it('changes no product’s stock or units sold and writes no ledger rows', async () => {
    expect(await rows(ctx, sql`select id, stock, units_sold from products order by id`)).toEqual(stockBefore);
    expect(await count(ctx, 'stock_ledger')).toBe(ledgerBefore);
  });
});
