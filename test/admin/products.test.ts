/**
 * The back office's catalog API (rule:admin-catalog, rule:hidden-catalog, rule:audit-log): the list with the
 * storefront's search and staff's filters, a product's form view, create with uploaded images and an opening
 * stock on the ledger, edits audited field by field, the stale-edit 409, hide and show, every field at fault
 * named, and shoppers and guests refused.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createSubCategory } from '../../db/seed/factories';
import { makeProduct, orderBody, placeOrder, rows } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { uploadTestImage } from '../helpers/uploads';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
let shopper: TestUser;
let categoryId: string;
let subCategoryId: string;
let otherSubCategoryId: string;

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  shopper = await registerTestUser(ctx.app);
  const db = ctx.database.db;
  categoryId = (await createCategory(db, { name: 'Handloom Sarees' })).id;
  subCategoryId = (await createSubCategory(db, categoryId, { name: 'Silk' })).id;
  const other = (await createCategory(db, { name: 'Kitchen Steel' })).id;
  otherSubCategoryId = (await createSubCategory(db, other, { name: 'Tiffins' })).id;
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, user: TestUser | null = staff) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: user ? user.headers : {} });

async function validForm() {
  return {
    title: 'Kanjeevaram Silk Saree',
    brand: 'Nalli',
    description: 'Pure mulberry silk with a zari border.',
    fullDescription: 'Woven in Kanchipuram.\nDry clean only.',
    price: 12499.5,
    discount: 10,
    categoryId,
    subCategoryId,
    colors: ['Maroon', 'Gold'],
    sizes: [],
    specs: [],
    rams: [],
    weight: [],
    material: 'Silk',
    images: [await uploadTestImage(ctx.app, staff.headers), await uploadTestImage(ctx.app, staff.headers)],
    hsnCode: '5007',
    gstRateBp: 500,
    isActive: true,
  };
}

describe('POST /api/admin/products', () => {
  it('adds a product with its uploaded images, its opening stock on the ledger and an audit row', async () => {
    const form = await validForm();
    const response = await call('POST', '/api/admin/products', { ...form, openingStock: 12 });
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json().data;
    expect(product).toMatchObject({
      title: 'Kanjeevaram Silk Saree',
      price: 12499.5,
      discount: 10,
      images: form.images,
      colors: ['Maroon', 'Gold'],
      hsnCode: '5007',
      gstRateBp: 500,
      stock: 12,
      isActive: true,
      isListed: true,
      ordered: false,
    });
    const ledger = await rows(
      ctx,
      sql`select change, reason, stock_after, staff_user_id from stock_ledger where product_id = ${product.id}`,
    );
    expect(ledger).toEqual([{ change: 12, reason: 'opening', stock_after: 12, staff_user_id: staff.id }]);
    const audit = await rows<{ action: string; before: unknown; after: { title: string; price: number } }>(
      ctx,
      sql`select action, before, after from audit_log where entity_id = ${product.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'product.create',
      before: null,
      after: { title: form.title, price: 12499.5 },
    });
    // The storefront shows it at once.
    const shown = await call('GET', `/api/product/${product.id}`, undefined, null);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.price).toBe(12499.5);
  });

  it('names every field at fault and writes nothing', async () => {
    const before = await rows<{ n: number }>(ctx, sql`select count(*)::int as n from products`);
    const response = await call('POST', '/api/admin/products', {
      title: 'ab',
      price: -3,
      discount: 95,
      categoryId: 'not-an-id',
      images: [],
      colors: ['Red', 'red'],
      hsnCode: '12',
      gstRateBp: 700,
    });
    const body = expectError(response, 400, 'VALIDATION_ERROR');
    const paths = (body.details as { path: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(['categoryId', 'colors', 'discount', 'gstRateBp', 'hsnCode', 'images', 'price', 'title']);
    expect(await rows(ctx, sql`select count(*)::int as n from products`)).toEqual(before);
  });

  it('refuses an image that is not the staff member’s upload nor already shown by a product', async () => {
    const form = await validForm();
    const someoneElses = await uploadTestImage(ctx.app, shopper.headers);
    for (const images of [
      [someoneElses],
      ['https://example.com/a.webp'],
      ['/uploads/user/0123456789abcdef0123456789abcdef.webp'],
    ]) {
      const body = expectError(await call('POST', '/api/admin/products', { ...form, images }), 400, 'VALIDATION_ERROR');
      expect(body.details).toEqual([{ path: 'images', message: expect.stringMatching(/uploaded to this shop/) }]);
    }
  });

  it('refuses a sub category of another category, naming it', async () => {
    const form = await validForm();
    const body = expectError(
      await call('POST', '/api/admin/products', { ...form, subCategoryId: otherSubCategoryId }),
      400,
      'VALIDATION_ERROR',
    );
    expect(body.details).toEqual([
      { path: 'subCategoryId', message: 'Please choose a sub category of the chosen category.' },
    ]);
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('saves the changed fields, audits only those, and keeps images the product already had', async () => {
    const form = await validForm();
    const created = (await call('POST', '/api/admin/products', form)).json().data;
    const response = await call('PUT', `/api/admin/products/${created.id}`, {
      ...form,
      price: 9999,
      images: [form.images[1], form.images[0]],
      expectedVersion: created.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ price: 9999, images: [form.images[1], form.images[0]], stock: 0 });
    const [update] = await rows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      ctx,
      sql`select before, after from audit_log where entity_id = ${created.id} and action = 'product.update'`,
    );
    expect(update).toEqual({
      before: { price: 12499.5, images: form.images },
      after: { price: 9999, images: [form.images[1], form.images[0]] },
    });
  });

  it('refuses with 409 an edit of a version someone has saved over, and changes nothing', async () => {
    const form = await validForm();
    const created = (await call('POST', '/api/admin/products', form)).json().data;
    const first = await call('PUT', `/api/admin/products/${created.id}`, {
      ...form,
      title: 'First staff member’s title',
      expectedVersion: created.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/api/admin/products/${created.id}`, {
      ...form,
      title: 'Second staff member’s title',
      expectedVersion: created.version,
    });
    expectError(second, 409, 'CONFLICT');
    const now = (await call('GET', `/api/admin/products/${created.id}`)).json().data;
    expect(now.title).toBe('First staff member’s title');
  });

  it('takes an edit made while orders changed the stock: only the form’s fields make a conflict', async () => {
    const form = await validForm();
    const created = (await call('POST', '/api/admin/products', { ...form, openingStock: 5 })).json().data;
    const order = await placeOrder(ctx, shopper, orderBody([{ productId: created.id, quantity: 2 }]));
    expect(order.statusCode, order.body).toBe(201);
    const saved = await call('PUT', `/api/admin/products/${created.id}`, {
      ...form,
      discount: 15,
      expectedVersion: created.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ discount: 15, stock: 3 });
  });

  it('answers 404 for an unknown product', async () => {
    expectError(await call('PUT', `/api/admin/products/${randomUUID()}`, await validForm()), 404, 'NOT_FOUND');
  });
});

describe('POST /api/admin/products/:id/visibility and GET /api/admin/products', () => {
  it('hides a product from shoppers, keeps it in the staff list, audits it, and shows it again', async () => {
    const product = await makeProduct(ctx, { title: 'Brass Puja Thali', brand: 'Kansa House', stock: 4 });
    const hide = await call('POST', `/api/admin/products/${product.id}/visibility`, { isActive: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().data).toMatchObject({ isActive: false, isListed: false });
    expect((await call('GET', `/api/product/${product.id}`, undefined, null)).statusCode).toBe(404);

    const hidden = (await call('GET', '/api/admin/products?visibility=hidden&q=thali')).json().data;
    expect(hidden.items.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const shown = (await call('GET', '/api/admin/products?visibility=shown&q=thali')).json().data;
    expect(shown.items).toEqual([]);

    expect((await call('POST', `/api/admin/products/${product.id}/visibility`, { isActive: true })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/product/${product.id}`, undefined, null)).statusCode).toBe(200);
    const actions = await rows<{ action: string }>(
      ctx,
      sql`select action from audit_log where entity_id = ${product.id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['product.hide', 'product.show']);
  });

  it('filters by category, brand, stock and price, sorts, and pages with a total', async () => {
    const db = ctx.database.db;
    const category = (await createCategory(db, { name: 'Ayurveda Oils' })).id;
    const made = [];
    for (const [title, price, stock] of [
      ['Bhringraj Hair Oil', 249, 0],
      ['Kumkumadi Face Oil', 899, 5],
      ['Mahanarayan Pain Oil', 399, 9],
    ] as const) {
      made.push(
        await makeProduct(ctx, { title, brand: 'Kerala Vaidya', pricePaise: price * 100, stock, categoryId: category }),
      );
    }
    const list = async (query: string) =>
      (await call('GET', `/api/admin/products?category=${category}&${query}`)).json().data;
    expect((await list('sort=price_asc')).items.map((p: { title: string }) => p.title)).toEqual([
      'Bhringraj Hair Oil',
      'Mahanarayan Pain Oil',
      'Kumkumadi Face Oil',
    ]);
    expect((await list('stock=out')).items.map((p: { title: string }) => p.title)).toEqual(['Bhringraj Hair Oil']);
    expect((await list('stock=in&minPrice=300&maxPrice=500')).items.map((p: { title: string }) => p.title)).toEqual([
      'Mahanarayan Pain Oil',
    ]);
    expect((await list('brand=kerala%20vaidya')).total).toBe(3);
    const page2 = await list('sort=title&limit=2&page=2');
    expect(page2).toMatchObject({ page: 2, perPage: 2, total: 3, totalPages: 2 });
    expect(page2.items.map((p: { title: string }) => p.title)).toEqual(['Mahanarayan Pain Oil']);
    // The storefront's search, typos included.
    expect((await list('q=kumkumadhi')).items.map((p: { title: string }) => p.title)).toContain('Kumkumadi Face Oil');
    expectError(await call('GET', '/api/admin/products?sort=cheapest'), 400, 'VALIDATION_ERROR');
    expectError(await call('GET', '/api/admin/products?stock=some'), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/admin/products?q=: the shoppers’ search, hidden products too', () => {
  it('finds by shopper words, lists the best match first, and finds an edit at once', async () => {
    const db = ctx.database.db;
    const category = (await createCategory(db, { name: 'Footwear Basics' })).id;
    const slippers = await makeProduct(ctx, {
      title: 'Rubber Bathroom Slipper',
      brand: 'Paragon',
      categoryId: category,
    });
    const sandal = await makeProduct(ctx, { title: 'Leather Sandal', brand: 'Bata', categoryId: category });
    const mention = await makeProduct(ctx, {
      title: 'Shoe Rack',
      brand: 'Nilkamal',
      description: 'Keeps a slipper and a sandal off the floor',
      categoryId: category,
    });
    expect((await call('POST', `/api/admin/products/${sandal.id}/visibility`, { isActive: false })).statusCode).toBe(
      200,
    );
    const search = async (query: string) =>
      (await call('GET', `/api/admin/products?category=${category}&${query}`)).json().data as {
        total: number;
        items: { id: string }[];
      };

    // "chappal" is what shoppers call slippers and sandals (domain/search/shopper-words.ts); the hidden sandal is
    // found too, and a title match comes before a product that only mentions the word in its description.
    const found = await search('q=chappal');
    expect(
      found.items
        .map((p) => p.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([slippers.id, sandal.id].sort());
    expect(found.items.map((p) => p.id)).toContain(mention.id);
    expect(found.items.map((p) => p.id).indexOf(mention.id)).toBe(2);
    expect(found.total).toBe(3);
    // Staff's own order still applies to the matches.
    expect((await search('q=chappal&sort=title')).items.map((p) => p.id)).toEqual([sandal.id, slippers.id, mention.id]);

    // An edit is searchable on the next request (the index reads every change before answering, ADR 0036).
    await db.execute(sql`update products set title = 'Foam Flip Flop' where id = ${slippers.id}`);
    expect((await search('q=flip')).items.map((p) => p.id)).toEqual([slippers.id]);
    expect((await search('q=bathroom')).items).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses shoppers (403) and guests (401) on every catalog endpoint, and changes nothing', async () => {
    const product = await makeProduct(ctx, { title: 'Copper Bottle' });
    const form = await validForm();
    const attempts = [
      ['GET', '/api/admin/products', undefined],
      ['GET', `/api/admin/products/${product.id}`, undefined],
      ['POST', '/api/admin/products', form],
      ['PUT', `/api/admin/products/${product.id}`, { ...form, title: 'Stolen title' }],
      ['POST', `/api/admin/products/${product.id}/visibility`, { isActive: false }],
    ] as const;
    for (const [method, url, payload] of attempts) {
      expectError(await call(method, url, payload, shopper), 403, 'FORBIDDEN');
      expectError(await call(method, url, payload, null), 401, 'UNAUTHORIZED');
    }
    const [row] = await rows<{ title: string; is_active: boolean }>(
      ctx,
      sql`select title, is_active from products where id = ${product.id}`,
    );
    expect(row).toEqual({ title: 'Copper Bottle', is_active: true });
  });
});
