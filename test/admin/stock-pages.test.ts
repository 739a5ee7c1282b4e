/**
 * The stock and audit pages' loaders (rule:stock-ledger, rule:audit-log) read what the admin API answers
 * (ADR 0018), refuse a shopper (rule:staff-only), and show a product that does not exist as a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as auditLoader } from '../../app/routes/admin/audit';
import { loader as stockLoader } from '../../app/routes/admin/stock';
import { loader as stockProductLoader } from '../../app/routes/admin/stock-product';
import { makeProduct } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { runLoader } from '../helpers/loaders';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  shopper = await registerTestUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const api = async (url: string) =>
  (await ctx.app.inject({ method: 'GET', url, headers: staff.headers })).json().data as unknown;

describe('admin stock and audit pages', () => {
  it('show the same lists as the API', async () => {
    const tag = `Pg${Date.now().toString(36)}`;
    const product = await makeProduct(ctx, { title: `${tag} Thali set`, stock: 2 });
    const adjusted = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/stock`,
      headers: staff.headers,
      payload: { reason: 'received', quantity: 1, note: 'Parcel' },
    });
    expect(adjusted.statusCode).toBe(200);

    const stock = await runLoader(ctx, stockLoader, staff, `/admin/stock?view=low&q=${tag}`);
    expect(stock.list).toEqual(await api(`/api/admin/stock?view=low&q=${tag}`));
    expect(stock.list.items.map((i) => i.id)).toEqual([product.id]);

    const ledger = await runLoader(ctx, stockProductLoader, staff, `/admin/stock/${product.id}`, {
      productId: product.id,
    });
    expect(ledger.ledger).toEqual(await api(`/api/admin/products/${product.id}/stock-ledger`));
    expect(ledger.ledger.items[0]).toMatchObject({ reason: 'received', note: 'Parcel', stockAfter: 3 });

    const audit = await runLoader(ctx, auditLoader, staff, `/admin/audit?entityId=${product.id}`);
    expect(audit.log).toEqual(await api(`/api/admin/audit?entityId=${product.id}`));
    expect(audit.log.items).toHaveLength(1);
    expect(audit.staff.map((s) => s.id)).toContain(staff.id);
    expect(audit.problem).toBeNull();
  });

  it('fall back to the unfiltered first page on a bad query, and name the problem on the audit page', async () => {
    const stock = await runLoader(ctx, stockLoader, staff, '/admin/stock?view=nonsense&page=0');
    expect(stock.view).toBe('low');
    const audit = await runLoader(ctx, auditLoader, staff, '/admin/audit?from=yesterday');
    expect(audit.problem).toMatch(/YYYY-MM-DD/);
    expect(audit.values.from).toBe('yesterday');
  });

  it('answer 404 for a product that does not exist, and 403 to a shopper', async () => {
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const thrown = await runLoader(ctx, stockProductLoader, staff, `/admin/stock/${productId}`, { productId }).catch(
        (err: unknown) => err,
      );
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
    const refused = await runLoader(ctx, stockLoader, shopper, '/admin/stock').catch((err: unknown) => err);
    expect(refused).toMatchObject({ init: { status: 403 } });
  });
});
