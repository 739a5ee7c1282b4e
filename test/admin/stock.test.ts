/**
 * Staff stock adjustments and the stock screens (rule:stock-ledger, ADR 0029; rule:audit-log): each reason's
 * effect with its ledger and audit rows, refusals that change nothing, the low and out lists, the ledger's
 * pages and the low-stock threshold.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, makeProduct, orderBody, placeOrder, rows, stockOf } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await startTestApp({ LOW_STOCK_THRESHOLD: '5' });
  staff = await registerTestStaff(ctx.app, ctx.database.db, { fullName: 'Meera Staff' });
});
afterAll(async () => {
  await ctx.close();
});

const adjust = (productId: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/stock`, headers: staff.headers, payload });
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: staff.headers });

interface LedgerRow {
  change: number;
  reason: string;
  stock_after: number;
  staff_user_id: string | null;
  note: string;
}
const ledgerOf = (productId: string) =>
  rows<LedgerRow & Record<string, unknown>>(
    ctx,
    sql`select change, reason, stock_after, staff_user_id, note from stock_ledger where product_id = ${productId} order by id`,
  );
const auditOf = (productId: string) =>
  rows<{ action: string; actor_user_id: string; before: unknown; after: unknown }>(
    ctx,
    sql`select action, actor_user_id, before, after from audit_log where entity_type = 'product' and entity_id = ${productId} order by id`,
  );

describe('POST /api/admin/products/:id/stock', () => {
  it('received adds units, with a ledger row naming the staff member and the note, and an audit row', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const response = await adjust(product.id, { reason: 'received', quantity: 7, note: 'Invoice 42 from supplier' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { productId: product.id, before: 10, stock: 17, change: 7, changed: true },
    });
    expect((await stockOf(ctx, product.id)).stock).toBe(17);
    expect(await ledgerOf(product.id)).toEqual([
      { change: 10, reason: 'opening', stock_after: 10, staff_user_id: null, note: '' },
      { change: 7, reason: 'received', stock_after: 17, staff_user_id: staff.id, note: 'Invoice 42 from supplier' },
    ]);
    expect(await auditOf(product.id)).toEqual([
      {
        action: 'stock.adjust',
        actor_user_id: staff.id,
        before: { stock: 10 },
        after: { stock: 17, reason: 'received', change: 7, note: 'Invoice 42 from supplier' },
      },
    ]);
  });

  it('damaged removes units', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const response = await adjust(product.id, { reason: 'damaged', quantity: 4, note: 'Broken in the store room' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ before: 10, stock: 6, change: -4 });
    expect((await stockOf(ctx, product.id)).stock).toBe(6);
    expect((await ledgerOf(product.id)).at(-1)).toMatchObject({ change: -4, reason: 'damaged', stock_after: 6 });
  });

  it('counted sets the stock and the ledger records the difference, down and up', async () => {
    const product = await makeProduct(ctx, { stock: 10 });
    const down = await adjust(product.id, { reason: 'counted', quantity: 3, note: 'Monthly count' });
    expect(down.statusCode).toBe(200);
    expect(down.json().data).toMatchObject({ before: 10, stock: 3, change: -7 });
    const up = await adjust(product.id, { reason: 'counted', quantity: 12, note: 'Found a carton' });
    expect(up.json().data).toMatchObject({ before: 3, stock: 12, change: 9 });
    const toZero = await adjust(product.id, { reason: 'counted', quantity: 0, note: 'Shelf empty' });
    expect(toZero.json().data).toMatchObject({ before: 12, stock: 0, change: -12 });
    expect((await ledgerOf(product.id)).slice(1)).toMatchObject([
      { change: -7, reason: 'counted', stock_after: 3 },
      { change: 9, reason: 'counted', stock_after: 12 },
      { change: -12, reason: 'counted', stock_after: 0 },
    ]);
    expect(await auditOf(product.id)).toHaveLength(3);
  });

  it('a count equal to the stock writes nothing and says so', async () => {
    const product = await makeProduct(ctx, { stock: 8 });
    const response = await adjust(product.id, { reason: 'counted', quantity: 8, note: 'Count matches' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { stock: 8, change: 0, changed: false } });
    expect(response.json().message).toMatch(/nothing changed/);
    expect(await ledgerOf(product.id)).toHaveLength(1);
    expect(await auditOf(product.id)).toEqual([]);
  });

  it('refuses damaged below zero with 409 and writes nothing', async () => {
    const product = await makeProduct(ctx, { stock: 3 });
    const response = await adjust(product.id, { reason: 'damaged', quantity: 4, note: 'Water damage' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_STOCK' });
    expect(response.json().message).toMatch(/Only 3/);
    expect((await stockOf(ctx, product.id)).stock).toBe(3);
    expect(await ledgerOf(product.id)).toHaveLength(1);
    expect(await auditOf(product.id)).toEqual([]);
  });

  it('locks the product: damaged reports at the same time never take the stock below zero', async () => {
    const product = await makeProduct(ctx, { stock: 5 });
    const responses = await Promise.all(
      [1, 2, 3, 4].map((i) => adjust(product.id, { reason: 'damaged', quantity: 2, note: `Report ${i}` })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409]);
    expect((await stockOf(ctx, product.id)).stock).toBe(1);
    const ledger = await ledgerOf(product.id);
    expect(ledger.map((row) => [row.change, row.stock_after])).toEqual([
      [5, 5],
      [-2, 3],
      [-2, 1],
    ]);
    expect(await auditOf(product.id)).toHaveLength(2);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const product = await makeProduct(ctx, { stock: 5 });
    const bad: Record<string, unknown>[] = [
      { reason: 'stolen', quantity: 1, note: 'x' },
      { reason: 'received', quantity: 0, note: 'zero' },
      { reason: 'received', quantity: -2, note: 'negative' },
      { reason: 'received', quantity: 1.5, note: 'fraction' },
      { reason: 'received', quantity: 100_001, note: 'too many' },
      { reason: 'counted', quantity: -1, note: 'negative count' },
      { reason: 'received', quantity: 2, note: '   ' },
      { reason: 'received', quantity: 2 },
      { reason: 'received', quantity: 2, note: 'x'.repeat(301) },
      { quantity: 2, note: 'no reason' },
    ];
    for (const payload of bad) {
      const response = await adjust(product.id, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json()).toMatchObject({ success: false });
    }
    const badId = await adjust('not-a-uuid', { reason: 'received', quantity: 1, note: 'x' });
    expect(badId.statusCode).toBe(400);
    const missing = await adjust('00000000-0000-4000-8000-000000000000', {
      reason: 'received',
      quantity: 1,
      note: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect((await stockOf(ctx, product.id)).stock).toBe(5);
    expect(await ledgerOf(product.id)).toHaveLength(1);
    expect(await auditOf(product.id)).toEqual([]);
  });
});

describe('GET /api/admin/stock', () => {
  it('lists low (at or under the threshold, above 0) and out of stock products, filtered by title', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const low = await makeProduct(ctx, { title: `${tag} Kurta low`, stock: 5 });
    const ownLow = await makeProduct(ctx, { title: `${tag} Saree own`, stock: 9, lowStockThreshold: 10 });
    const plenty = await makeProduct(ctx, { title: `${tag} Dupatta plenty`, stock: 6 });
    const out = await makeProduct(ctx, { title: `${tag} Shawl out`, stock: 0 });
    const ownZero = await makeProduct(ctx, { title: `${tag} Stole never low`, stock: 1, lowStockThreshold: 0 });

    const lowList = await get(`/api/admin/stock?view=low&q=${tag.toLowerCase()}`);
    expect(lowList.statusCode).toBe(200);
    const lowData = lowList.json().data;
    expect(lowData.items.map((i: { id: string }) => i.id)).toEqual([low.id, ownLow.id]);
    expect(lowData.items[0]).toMatchObject({ title: `${tag} Kurta low`, stock: 5, threshold: 5, ownThreshold: null });
    expect(lowData.items[1]).toMatchObject({ stock: 9, threshold: 10, ownThreshold: 10, unitsSold: 0 });
    expect(lowData.items[0].category).toEqual(expect.any(String));
    expect(lowData).toMatchObject({ page: 1, total: 2, totalPages: 1 });

    const outList = (await get(`/api/admin/stock?view=out&q=${tag}`)).json().data;
    expect(outList.items.map((i: { id: string }) => i.id)).toEqual([out.id]);

    const all = (await get(`/api/admin/stock?view=all&q=${tag}`)).json().data;
    expect(all.items.map((i: { id: string }) => i.id).sort()).toEqual(
      [low.id, ownLow.id, plenty.id, out.id, ownZero.id].sort(),
    );
    // A search for a % matches a literal %, not everything.
    expect((await get(`/api/admin/stock?view=all&q=${tag}%25`)).json().data.total).toBe(0);
  });

  it('shows units sold and refuses bad queries', async () => {
    const tag = `Yx${Date.now().toString(36)}`;
    const product = await makeProduct(ctx, { title: `${tag} Lamp`, stock: 6 });
    const shopper = await registerTestUser(ctx.app);
    expect((await placeOrder(ctx, shopper, orderBody([{ productId: product.id, quantity: 2 }]))).statusCode).toBe(201);
    const list = (await get(`/api/admin/stock?view=low&q=${tag}`)).json().data;
    expect(list.items).toMatchObject([{ id: product.id, stock: 4, unitsSold: 2 }]);

    expect((await get('/api/admin/stock?view=everything')).statusCode).toBe(400);
    expect((await get('/api/admin/stock?page=0')).statusCode).toBe(400);
    expect((await get(`/api/admin/stock?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/products/:id/stock-ledger', () => {
  it('pages the ledger newest first with labels, order numbers, staff names and notes', async () => {
    const product = await makeProduct(ctx, { stock: 100 });
    const shopper = await registerTestUser(ctx.app);
    const placed = await placeOrder(ctx, shopper, orderBody([{ productId: product.id, quantity: 3 }]));
    const orderNumber = placed.json().data.orderNumber as number;
    for (let i = 1; i <= 55; i++) {
      expect((await adjust(product.id, { reason: 'received', quantity: 1, note: `Delivery ${i}` })).statusCode).toBe(
        200,
      );
    }
    const first = await get(`/api/admin/products/${product.id}/stock-ledger`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1).toMatchObject({ page: 1, perPage: 50, total: 57, totalPages: 2 });
    expect(page1.product).toMatchObject({ id: product.id, stock: 152 });
    expect(page1.items).toHaveLength(50);
    expect(page1.items[0]).toMatchObject({
      reason: 'received',
      reasonLabel: 'Received',
      change: 1,
      stockAfter: 152,
      staffName: 'Meera Staff',
      note: 'Delivery 55',
      orderNumber: null,
    });
    const ids = page1.items.map((i: { id: number }) => i.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const page2 = (await get(`/api/admin/products/${product.id}/stock-ledger?page=2`)).json().data;
    expect(page2.items).toHaveLength(7);
    expect(page2.items.at(-2)).toMatchObject({ reason: 'order', reasonLabel: 'Order', change: -3, orderNumber });
    expect(page2.items.at(-1)).toMatchObject({ reason: 'opening', change: 100, stockAfter: 100, staffName: null });
    expect(Math.max(...page2.items.map((i: { id: number }) => i.id))).toBeLessThan(Math.min(...ids));

    expect((await get(`/api/admin/products/${product.id}/stock-ledger?page=-1`)).statusCode).toBe(400);
    expect((await get('/api/admin/products/00000000-0000-4000-8000-000000000000/stock-ledger')).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/products/:id/low-stock-threshold', () => {
  const put = (productId: string, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/low-stock-threshold`,
      headers: staff.headers,
      payload: payload as Record<string, unknown>,
    });

  it('sets and clears the threshold with audit rows, and refuses bad values', async () => {
    const product = await makeProduct(ctx, { stock: 8 });
    const set = await put(product.id, { threshold: 12 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ productId: product.id, threshold: 12 });
    const [row] = await rows<{ t: number | null }>(
      ctx,
      sql`select low_stock_threshold as t from products where id = ${product.id}`,
    );
    expect(row!.t).toBe(12);
    expect((await put(product.id, { threshold: null })).json().data.threshold).toBeNull();
    expect(await auditOf(product.id)).toEqual([
      {
        action: 'stock.threshold',
        actor_user_id: staff.id,
        before: { lowStockThreshold: null },
        after: { lowStockThreshold: 12 },
      },
      {
        action: 'stock.threshold',
        actor_user_id: staff.id,
        before: { lowStockThreshold: 12 },
        after: { lowStockThreshold: null },
      },
    ]);

    for (const payload of [{ threshold: -1 }, { threshold: 2.5 }, { threshold: 100_001 }, { threshold: 'ten' }, {}]) {
      expect((await put(product.id, payload)).statusCode).toBe(400);
    }
    expect(await count(ctx, 'audit_log', sql`entity_id = ${product.id}`)).toBe(2);
  });
});
