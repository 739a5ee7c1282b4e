/**
 * Numbers and days in staff requests (issue 34's security findings, ADR 0050; rule:input-validation): a JSON body's
 * number is a JSON number, so null, '', false or [] for a stock count is a 400 that changes nothing (it used to be
 * read as 0 and emptied the shelf); a query's number is digits, an empty value refused; a day that does not exist
 * (2026-02-30) is a 400 in every filter that takes days, where it used to reach PostgreSQL's date cast as a 500.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, makeProduct, rows, stockOf } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: staff.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function expectRefused(response: { statusCode: number; json: () => unknown }, message?: RegExp) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  if (message) expect((response.json() as { message: string }).message).toMatch(message);
}

/** What a stock request may change: the product's stock and threshold, its ledger rows and audit rows. */
async function footprint(productId: string) {
  const [row] = await rows<{ threshold: number | null }>(
    ctx,
    sql`select low_stock_threshold as threshold from products where id = ${productId}`,
  );
  return {
    stock: (await stockOf(ctx, productId)).stock,
    threshold: row!.threshold,
    ledger: await count(ctx, 'stock_ledger', sql`product_id = ${productId}`),
    audit: await count(ctx, 'audit_log', sql`entity_id = ${productId}`),
  };
}

const notNumbers = [null, '', false, [], '5', {}];

describe('numbers in staff request bodies are JSON numbers', () => {
  it('a stock count of null, "", false, [], "5" or {} is a 400 that changes neither stock, ledger nor audit', async () => {
    const product = await makeProduct(ctx, { stock: 7 });
    const before = await footprint(product.id);
    expect(before).toMatchObject({ stock: 7, ledger: 1, audit: 0 });
    for (const quantity of notNumbers) {
      const answer = await send('POST', `/api/admin/products/${product.id}/stock`, {
        reason: 'counted',
        quantity,
        note: 'Shelf count',
      });
      expectRefused(answer, /Please enter a quantity/);
    }
    expect(await footprint(product.id)).toEqual(before);

    // The same request with a real 0 is the count it says: the shelf is empty, with its ledger and audit rows.
    const counted = await send('POST', `/api/admin/products/${product.id}/stock`, {
      reason: 'counted',
      quantity: 0,
      note: 'Shelf count',
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(await footprint(product.id)).toEqual({ stock: 0, threshold: null, ledger: 2, audit: 1 });
  });

  it('a low-stock threshold of "", false, [], "5" or {} is a 400 that changes nothing (null still means the default)', async () => {
    const product = await makeProduct(ctx, { stock: 3 });
    expect(
      (await send('PUT', `/api/admin/products/${product.id}/low-stock-threshold`, { threshold: 4 })).statusCode,
    ).toBe(200);
    const before = await footprint(product.id);
    for (const threshold of notNumbers.filter((value) => value !== null)) {
      expectRefused(await send('PUT', `/api/admin/products/${product.id}/low-stock-threshold`, { threshold }));
    }
    expect(await footprint(product.id)).toEqual(before);
  });
});

describe('numbers in staff queries are digits', () => {
  it('an empty, blank or non-decimal page, limit, days or rating is a 400, not page 0 or the default', async () => {
    for (const [url, message] of [
      ['/api/admin/customers?page=', /page must be a number/],
      ['/api/admin/customers?limit=%20', /limit must be a number/],
      ['/api/admin/orders?page=0x10', /page must be a number/],
      ['/api/admin/stock?page=', /page must be a number/],
      ['/api/admin/audit?page=1e3', /page must be a number/],
      ['/api/admin/remittances?limit=', /limit must be a number/],
      ['/api/admin/reports/rto?days=', /number of days/],
      ['/api/admin/reviews?rating=five', /rating from 1 to 5/],
    ] as const) {
      expectRefused(await send('GET', url), message);
    }
    for (const url of [
      '/api/admin/customers?page=1&limit=5',
      '/api/admin/reports/rto?days=30',
      '/api/admin/reviews?rating=',
    ]) {
      const answer = await send('GET', url);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }
  });
});

describe('days in staff requests are days that exist', () => {
  it('the order list and the audit log refuse 2026-02-30, month 13, 2025-02-29 and year 0 with a 400', async () => {
    for (const [url, message] of [
      ['/api/admin/orders?from=2026-02-30', /2026-02-30 is not a real date/],
      ['/api/admin/orders?to=2026-13-01', /not a real date/],
      ['/api/admin/orders?from=2025-02-29&to=2025-03-01', /not a real date/],
      ['/api/admin/orders?from=0000-01-01', /2000 to 2099/],
      ['/api/admin/orders?from=2026-2-3', /YYYY-MM-DD/],
      ['/api/admin/audit?from=2026-02-30', /not a real date/],
      ['/api/admin/audit?to=2026-04-31', /not a real date/],
      ['/api/admin/audit?from=9999-12-31', /2000 to 2099/],
    ] as const) {
      expectRefused(await send('GET', url), message);
    }
    for (const url of [
      '/api/admin/orders?from=2024-02-29&to=2024-03-01',
      '/api/admin/audit?from=2024-02-29&to=2024-12-31',
    ]) {
      const answer = await send('GET', url);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }
  });

  it('a remittance dated a day that does not exist is a 400 that records nothing', async () => {
    const before = await count(ctx, 'courier_remittances');
    for (const remittedOn of ['2026-02-30', '2025-02-29', '0000-01-01']) {
      const answer = await send('POST', '/api/admin/remittances', {
        courierName: 'Delhivery',
        remittedOn,
        reference: 'UTR-1',
        orderIds: [crypto.randomUUID()],
      });
      expectRefused(answer);
    }
    expect(await count(ctx, 'courier_remittances')).toBe(before);
    expect(await count(ctx, 'audit_log', sql`action like 'remittance.%'`)).toBe(0);
  });
});
