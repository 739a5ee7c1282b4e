/**
 * The categories screen's API (rule:admin-categories, rule:hidden-catalog, rule:audit-log) through the real app:
 * categories and sub categories are added, renamed, given a new picture or GST defaults, hidden and shown, moved
 * and reordered, and deleted only while they hold no products; bad input is a 4xx that changes nothing; pictures
 * must be the staff member's own uploads (claimed out of quarantine) or one a category already shows
 * (rule:own-uploads-only); every write leaves its audit row; guests and shoppers are refused (rule:staff-only);
 * and the storefront's reads (category lists, the product list and search, the home page) follow at once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as adminCategoriesLoader } from '../../app/routes/admin/categories';
import { loader as homeLoader } from '../../app/routes/home';
import { authenticateToken, toPublicUser } from '../../domain/auth/sessions';
import { createCategory, createProduct, createSubCategory } from '../../db/seed/factories';
import { categories, subCategories } from '../../db/schema/index';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import {
  auditCount as auditCountIn,
  auditOf as auditRowsOf,
  publicData as publicDataOf,
  uploadRecord as uploadRecordOf,
} from '../helpers/staff-writes';
import { uploadTestImage } from '../helpers/uploads';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
let otherStaff: TestUser;
let shopper: TestUser;
let db: TestContext['database']['db'];

/** A seeded-looking category with a product in a sub category: the picture other categories may reuse. */
let stocked: { id: string; image: string };
let stockedSub: { id: string };

beforeAll(async () => {
  ctx = await startTestApp();
  db = ctx.database.db;
  staff = await registerTestStaff(ctx.app, db);
  otherStaff = await registerTestStaff(ctx.app, db);
  shopper = await registerTestUser(ctx.app);
  stocked = await createCategory(db, {
    name: 'Terracotta Crafts',
    image: '/uploads/categories/terracotta.webp',
    hsnCode: '6913',
    sortOrder: 0,
  });
  stockedSub = await createSubCategory(db, stocked.id, { name: 'Diyas', sortOrder: 0 });
  await createProduct(
    db,
    { categoryId: stocked.id, subCategoryId: stockedSub.id },
    { title: 'Bankura Horse Figurine', brand: 'Mitti', stock: 5 },
  );
  await createProduct(db, { categoryId: stocked.id }, { title: 'Plain Clay Pot', brand: 'Mitti', stock: 5 });
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = staff.headers) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers, payload: payload as Record<string, unknown> });
const publicData = (url: string) => publicDataOf(ctx.app, url);
const shopperCategoryNames = async () =>
  ((await publicData('/api/category')).categories as { name: string }[]).map((c) => c.name);

const catalogRows = async () => ({
  categories: await db.select().from(categories).orderBy(categories.id),
  subCategories: await db.select().from(subCategories).orderBy(subCategories.id),
});
const auditOf = (entityType: string, entityId: string) => auditRowsOf(db, entityType, entityId);
const auditCount = () => auditCountIn(db, 'category', 'sub_category');
const uploadRecord = (url: string) => uploadRecordOf(db, url);

interface Category {
  id: string;
  name: string;
  image: string;
  isActive: boolean;
  sortOrder: number;
  hsnCode: string;
  gstRateBp: number;
  products: number;
  subCategories: { id: string; name: string; isActive: boolean; products: number; sortOrder: number }[];
}

let names = 0;
/** A new category through the API with the staff member's own upload; the name is unique to this file's run. */
async function addCategory(body: Record<string, unknown> = {}): Promise<Category> {
  const image = await uploadTestImage(ctx.app, staff.headers);
  const response = await call('POST', '/categories', {
    name: `Category ${++names}`,
    image,
    hsnCode: '6109',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Category;
}
async function addSub(categoryId: string, name: string, body: Record<string, unknown> = {}) {
  const response = await call('POST', `/categories/${categoryId}/sub-categories`, { name, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string; categoryId: string; isActive: boolean };
}
/** Every category in order, from the admin list. */
async function adminOrder(): Promise<string[]> {
  return ((await call('GET', '/categories')).json().data as Category[]).map((c) => c.id);
}

/** The home page's loader as React Router calls it, for a guest: its category carousel. */
async function homeCategories() {
  const data = await homeLoader({
    context: { shop: { db, settings: ctx.app.settings, user: null, cspNonce: 'test' } },
    params: {},
    request: new Request('http://shop.test/'),
  } as never);
  void (data as { topSelling: Promise<unknown> }).topSelling.catch(() => undefined);
  return (data as unknown as { categories: { _id: string; name: string }[] | null }).categories;
}

describe('GET /api/admin/categories (rule:admin-categories)', () => {
  it('lists every category in order, hidden ones too, with sub categories and product counts', async () => {
    const hidden = await addCategory({ name: 'Hidden From Start', isActive: false });
    const response = await call('GET', '/categories');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().data as Category[];
    expect(list.find((c) => c.id === stocked.id)).toMatchObject({
      name: 'Terracotta Crafts',
      products: 2,
      hsnCode: '6913',
      subCategories: [{ id: stockedSub.id, name: 'Diyas', products: 1, isActive: true }],
    });
    expect(list.find((c) => c.id === hidden.id)).toMatchObject({ isActive: false, products: 0, subCategories: [] });
    expect(await shopperCategoryNames()).not.toContain('Hidden From Start');
  });

  it('is also the /admin/categories page loader, for staff only', async () => {
    const session = await authenticateToken(db, staff.token);
    const args = (user: unknown) =>
      ({
        context: { shop: { db, settings: ctx.app.settings, user, cspNonce: 'test' } },
        params: {},
        request: new Request('http://shop.test/admin/categories'),
      }) as never;
    const loaded = await adminCategoriesLoader(args(toPublicUser(session!.user)));
    expect(loaded.categories.map((c) => c.id)).toContain(stocked.id);
    const shopperSession = await authenticateToken(db, shopper.token);
    await expect(adminCategoriesLoader(args(toPublicUser(shopperSession!.user)))).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe('adding a category', () => {
  it("adds it last with the staff member's own upload, out of quarantine; the storefront shows it at once", async () => {
    const created = await addCategory({ name: '  Brass Lamps ', hsnCode: '9405', gstRateBp: 1200 });
    expect(created).toMatchObject({
      name: 'Brass Lamps',
      hsnCode: '9405',
      gstRateBp: 1200,
      isActive: true,
      products: 0,
      subCategories: [],
    });
    const order = await adminOrder();
    expect(order.at(-1)).toBe(created.id);
    expect(created.sortOrder).toBe(order.length - 1);
    expect(await uploadRecord(created.image)).toMatchObject({ userId: staff.id, claimedAt: expect.any(Date) });
    expect((await shopperCategoryNames()).at(-1)).toBe('Brass Lamps');
    expect((await homeCategories())?.at(-1)?.name).toBe('Brass Lamps');
    expect(await auditOf('category', created.id)).toEqual([
      expect.objectContaining({
        action: 'category.create',
        actorUserId: staff.id,
        before: null,
        after: {
          name: 'Brass Lamps',
          image: created.image,
          hsnCode: '9405',
          gstRateBp: 1200,
          returnDays: 7,
          isActive: true,
          position: order.length,
        },
      }),
    ]);
  });

  it('accepts a picture a category already shows; refuses any other picture, naming image', async () => {
    const reused = await call('POST', '/categories', { name: 'Clay Lamps', image: stocked.image, hsnCode: '6913' });
    expect(reused.statusCode, reused.body).toBe(201);

    const anonymous = await uploadTestImage(ctx.app);
    const shoppers = await uploadTestImage(ctx.app, shopper.headers);
    const colleagues = await uploadTestImage(ctx.app, otherStaff.headers);
    const before = await catalogRows();
    const audits = await auditCount();
    for (const image of [
      'https://evil.example/lamp.png',
      '/uploads/../data/shop.db',
      '/uploads/products/some-product.webp',
      `/uploads/user/${'ab'.repeat(16)}.webp`,
      anonymous,
      shoppers,
      colleagues,
    ]) {
      const body = expectError(
        await call('POST', '/categories', { name: 'Sneaky', image, hsnCode: '6913' }),
        400,
        'VALIDATION_ERROR',
      );
      expect({ image, details: body.details }).toEqual({
        image,
        details: [expect.objectContaining({ path: 'image' })],
      });
    }
    expect(await catalogRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(await uploadRecord(shoppers)).toMatchObject({ userId: shopper.id, claimedAt: null });
    expect(await uploadRecord(colleagues)).toMatchObject({ userId: otherStaff.id, claimedAt: null });
  });

  it('refuses bad input with a message per field and a taken name, changing nothing', async () => {
    const image = await uploadTestImage(ctx.app, staff.headers);
    const valid = { name: 'Valid Name', image, hsnCode: '6109' };
    const before = await catalogRows();
    const audits = await auditCount();
    const refusals: [unknown, string, RegExp][] = [
      [{ ...valid, name: undefined }, 'name', /Please enter the category name/],
      [{ ...valid, name: '   ' }, 'name', /Please enter the category name/],
      [{ ...valid, name: 'n'.repeat(61) }, 'name', /60 characters/],
      [{ ...valid, name: 'Tab\there' }, 'name', /cannot be shown/],
      [{ ...valid, image: undefined }, 'image', /upload a picture/],
      [{ ...valid, hsnCode: '12' }, 'hsnCode', /4, 6 or 8 digits/],
      [{ ...valid, hsnCode: undefined }, 'hsnCode', /HSN/],
      [{ ...valid, gstRateBp: 1000 }, 'gstRateBp', /GST rate must be one of/],
      [{ ...valid, gstRateBp: '1800' }, 'gstRateBp', /GST rate/],
      [{ ...valid, isActive: 'yes' }, 'isActive', /true or false/],
    ];
    for (const [payload, field, message] of refusals) {
      const body = expectError(await call('POST', '/categories', payload), 400, 'VALIDATION_ERROR');
      expect({ payload, details: body.details }).toEqual({
        payload,
        details: expect.arrayContaining([{ path: field, message: expect.stringMatching(message) }]),
      });
    }
    // A name taken whatever its case: a clear field error, not a 500.
    for (const name of ['Terracotta Crafts', 'terracotta CRAFTS']) {
      const body = expectError(await call('POST', '/categories', { ...valid, name }), 409, 'CONFLICT');
      expect(body.message).toBe(`There is already a category called ${name}. Please choose another name.`);
      expect(body.details).toEqual([{ path: 'name', message: body.message }]);
    }
    expect(await catalogRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(await uploadRecord(image)).toMatchObject({ claimedAt: null });
  });

  it('two staff adding the same name at once: one is added, the other told the name is taken', async () => {
    const image = await uploadTestImage(ctx.app, staff.headers);
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', '/categories', { name: 'Twin Name', image, hsnCode: '6109' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('changing a category', () => {
  it('renames it keeping its id: the storefront, the home page and links by id follow at once', async () => {
    const category = await addCategory({ name: 'Old Name Sarees' });
    const product = await createProduct(
      db,
      { categoryId: category.id },
      { title: 'Ilkal Saree Renamed', description: 'Woven by Kasuti artisans' },
    );
    const searchIds = async (term: string) =>
      (await publicData(`/api/product?search=${encodeURIComponent(term)}`)).products.map((p: { _id: string }) => p._id);
    expect(await searchIds('old name sarees')).toEqual([product.id]);
    const response = await call('PUT', `/categories/${category.id}`, { name: 'Handloom Sarees' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: category.id, name: 'Handloom Sarees', products: 1 });
    expect(await shopperCategoryNames()).toContain('Handloom Sarees');
    expect(await shopperCategoryNames()).not.toContain('Old Name Sarees');
    expect((await homeCategories())?.find((c) => c._id === category.id)?.name).toBe('Handloom Sarees');
    const listed = await publicData(`/api/product?category=${category.id}`);
    expect(listed.products.map((p: { _id: string }) => p._id)).toEqual([product.id]);
    // Search finds it by the new name at once, no longer by the old one, and still by its description's words (the
    // index keeps no descriptions: a rename reads the product again).
    expect(await searchIds('handloom')).toEqual([product.id]);
    expect(await searchIds('old name sarees')).toEqual([]);
    expect(await searchIds('kasuti')).toEqual([product.id]);
    expect(await auditOf('category', category.id)).toContainEqual(
      expect.objectContaining({
        action: 'category.update',
        before: { name: 'Old Name Sarees' },
        after: { name: 'Handloom Sarees' },
      }),
    );

    // Its own name in another case is no clash; another category's is.
    expect((await call('PUT', `/categories/${category.id}`, { name: 'HANDLOOM Sarees' })).statusCode).toBe(200);
    const clash = expectError(
      await call('PUT', `/categories/${category.id}`, { name: 'Terracotta Crafts' }),
      409,
      'CONFLICT',
    );
    expect(clash.details).toEqual([{ path: 'name', message: expect.stringContaining('already a category') }]);

    // The same values again write nothing.
    const audits = await auditCount();
    expect((await call('PUT', `/categories/${category.id}`, { name: 'HANDLOOM Sarees' })).statusCode).toBe(200);
    expect(await auditCount()).toBe(audits);
  });

  it('changes the picture and GST defaults; a new picture must be its own upload, the current one may come back', async () => {
    const category = await addCategory();
    const picture = await uploadTestImage(ctx.app, staff.headers);
    const changed = await call('PUT', `/categories/${category.id}`, { image: picture, hsnCode: '61091000' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ image: picture, hsnCode: '61091000' });
    expect(await uploadRecord(picture)).toMatchObject({ claimedAt: expect.any(Date) });
    expect((await publicData('/api/category')).categories).toContainEqual(
      expect.objectContaining({ _id: category.id, image: picture }),
    );
    expect((await auditOf('category', category.id)).at(-1)).toMatchObject({
      action: 'category.update',
      before: { image: category.image, hsnCode: '6109' },
      after: { image: picture, hsnCode: '61091000' },
    });
    expect((await call('PUT', `/categories/${category.id}`, { image: picture, gstRateBp: 500 })).statusCode).toBe(200);

    const before = await catalogRows();
    for (const image of [await uploadTestImage(ctx.app, otherStaff.headers), 'https://cdn.example/x.png']) {
      const body = expectError(await call('PUT', `/categories/${category.id}`, { image }), 400, 'VALIDATION_ERROR');
      expect(body.details).toEqual([expect.objectContaining({ path: 'image' })]);
    }
    expect(await catalogRows()).toEqual(before);
  });

  it('refuses bad input and unknown ids, changing nothing', async () => {
    const category = await addCategory();
    const before = await catalogRows();
    const audits = await auditCount();
    expectError(await call('PUT', `/categories/${category.id}`, {}), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', `/categories/${category.id}`, { name: '' }), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', `/categories/${category.id}`, { name: 'x'.repeat(61) }), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', '/categories/not-a-uuid', { name: 'X' }), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', `/categories/${randomUUID()}`, { name: 'X' }), 404, 'NOT_FOUND');
    expectError(await call('POST', `/categories/${randomUUID()}/visibility`, { isActive: false }), 404, 'NOT_FOUND');
    expectError(
      await call('POST', `/categories/${category.id}/visibility`, { isActive: 'no' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await call('POST', `/categories/${randomUUID()}/move`, { direction: 'up' }), 404, 'NOT_FOUND');
    expectError(await call('POST', `/categories/${category.id}/move`, { direction: 'left' }), 400, 'VALIDATION_ERROR');
    expectError(await call('DELETE', `/categories/${randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await call('POST', `/categories/${randomUUID()}/sub-categories`, { name: 'X' }), 404, 'NOT_FOUND');
    expect(await catalogRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});

describe('hiding a category (rule:hidden-catalog)', () => {
  it('takes it and its products out of the category list, the product list and search; showing brings them back', async () => {
    const category = await addCategory({ name: 'Pattachitra Scrolls' });
    const sub = await addSub(category.id, 'Palm Leaf');
    const product = await createProduct(
      db,
      { categoryId: category.id, subCategoryId: sub.id },
      { title: 'Raghurajpur Pattachitra Scroll', brand: 'Odishacraft' },
    );
    const visible = async () => {
      const list = await publicData('/api/product?limit=100');
      const search = await publicData('/api/product?search=raghurajpur');
      const subs = await publicData(`/api/subCategory?category=${category.id}`);
      return {
        inList: list.products.some((p: { _id: string }) => p._id === product.id),
        inSearch: search.products.some((p: { _id: string }) => p._id === product.id),
        categoryListed: (await shopperCategoryNames()).includes('Pattachitra Scrolls'),
        onHomePage: ((await homeCategories()) ?? []).some((c) => c._id === category.id),
        subListed: subs.subCategories.length > 0,
      };
    };
    const everywhere = { inList: true, inSearch: true, categoryListed: true, onHomePage: true, subListed: true };
    expect(await visible()).toEqual(everywhere);

    const hide = await call('POST', `/categories/${category.id}/visibility`, { isActive: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toMatchObject({ message: 'Pattachitra Scrolls is hidden', data: { isActive: false } });
    expect(await visible()).toEqual({
      inList: false,
      inSearch: false,
      categoryListed: false,
      onHomePage: false,
      subListed: false,
    });
    expect((await auditOf('category', category.id)).at(-1)).toMatchObject({
      action: 'category.hide',
      before: { isActive: true },
      after: { isActive: false, products: 1 },
    });
    // Hiding twice changes nothing and writes nothing.
    const audits = await auditCount();
    expect((await call('POST', `/categories/${category.id}/visibility`, { isActive: false })).statusCode).toBe(200);
    expect(await auditCount()).toBe(audits);

    expect((await call('POST', `/categories/${category.id}/visibility`, { isActive: true })).statusCode).toBe(200);
    expect(await visible()).toEqual(everywhere);
    expect((await auditOf('category', category.id)).at(-1)).toMatchObject({ action: 'category.show' });
  });
});

describe('the order of categories', () => {
  it('moves a category up, down, first and last; the storefront and the home page follow', async () => {
    const a = await addCategory({ name: 'Order A' });
    const b = await addCategory({ name: 'Order B' });
    const tail = async () => {
      const ids = await adminOrder();
      return ids.slice(-2);
    };
    const moved = await call('POST', `/categories/${b.id}/move`, { direction: 'up' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json().data as Category[]).slice(-2).map((c) => c.id)).toEqual([b.id, a.id]);
    expect(await tail()).toEqual([b.id, a.id]);
    const shopperNames = await shopperCategoryNames();
    expect(shopperNames.indexOf('Order B')).toBe(shopperNames.indexOf('Order A') - 1);
    const home = ((await homeCategories()) ?? []).map((c) => c._id);
    expect(home.indexOf(b.id)).toBe(home.indexOf(a.id) - 1);

    expect((await call('POST', `/categories/${a.id}/move`, { direction: 'first' })).statusCode).toBe(200);
    expect((await adminOrder())[0]).toBe(a.id);
    expect((await shopperCategoryNames())[0]).toBe('Order A');
    expect((await call('POST', `/categories/${a.id}/move`, { direction: 'last' })).statusCode).toBe(200);
    expect((await adminOrder()).at(-1)).toBe(a.id);
    // Positions are numbered 0..n-1 afresh, with no gaps or ties.
    const positions = (await db.select({ p: categories.sortOrder }).from(categories))
      .map((r) => r.p)
      .sort((x, y) => x - y);
    expect(positions).toEqual(positions.map((_, i) => i));
    expect(await auditOf('category', a.id)).toContainEqual(
      expect.objectContaining({
        action: 'category.move',
        after: expect.objectContaining({ direction: 'first', position: 1 }),
      }),
    );

    // A move that changes nothing writes nothing.
    const audits = await auditCount();
    expect((await call('POST', `/categories/${a.id}/move`, { direction: 'down' })).statusCode).toBe(200);
    expect(await auditCount()).toBe(audits);
  });

  it('takes a whole new order, only of exactly the categories the shop holds', async () => {
    const current = await adminOrder();
    const reversed = [...current].reverse();
    const response = await call('PUT', '/categories/order', { ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as Category[]).map((c) => c.id)).toEqual(reversed);
    expect(await auditOf('category', 'categories')).toEqual([
      expect.objectContaining({ action: 'category.reorder', before: { order: current }, after: { order: reversed } }),
    ]);
    const before = await catalogRows();
    expectError(await call('PUT', '/categories/order', { ids: reversed.slice(1) }), 409, 'CONFLICT');
    expectError(await call('PUT', '/categories/order', { ids: [...reversed.slice(1), randomUUID()] }), 409, 'CONFLICT');
    expectError(
      await call('PUT', '/categories/order', { ids: [reversed[0], ...reversed.slice(0, -1)] }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await call('PUT', '/categories/order', { ids: 'all' }), 400, 'VALIDATION_ERROR');
    expect(await catalogRows()).toEqual(before);
  });
});

describe('deleting a category (rule:hidden-catalog)', () => {
  it('is refused while it holds products, saying how many; hiding is the way', async () => {
    const before = await catalogRows();
    const body = expectError(await call('DELETE', `/categories/${stocked.id}`), 409, 'CONFLICT');
    expect(body.message).toBe(
      'Terracotta Crafts has 2 products, so it cannot be deleted: hide it instead, and shoppers no longer see it or its products.',
    );
    expect(body.details).toMatchObject({ products: 2 });
    const sub = expectError(await call('DELETE', `/sub-categories/${stockedSub.id}`), 409, 'CONFLICT');
    expect(sub.message).toMatch(/^Diyas has 1 product, so it cannot be deleted: hide it instead/);
    expect(await catalogRows()).toEqual(before);
  });

  it('is refused when only a sub category of it holds products', async () => {
    const category = await addCategory();
    const sub = await addSub(category.id, 'Only Here');
    // A product whose category is elsewhere but whose sub category is this one's (written by hand).
    await createProduct(db, { categoryId: stocked.id, subCategoryId: sub.id });
    expectError(await call('DELETE', `/categories/${category.id}`), 409, 'CONFLICT');
  });

  it('deletes an empty one with its empty sub categories; the others close up; audited', async () => {
    const category = await addCategory({ name: 'Short Lived' });
    const sub = await addSub(category.id, 'Empty Sub');
    const response = await call('DELETE', `/categories/${category.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: category.id });
    expect(await db.select().from(subCategories).where(eq(subCategories.id, sub.id))).toEqual([]);
    expect(await shopperCategoryNames()).not.toContain('Short Lived');
    const positions = (await db.select({ p: categories.sortOrder }).from(categories))
      .map((r) => r.p)
      .sort((x, y) => x - y);
    expect(positions).toEqual(positions.map((_, i) => i));
    expect(await auditOf('category', category.id)).toContainEqual(
      expect.objectContaining({
        action: 'category.delete',
        before: expect.objectContaining({ name: 'Short Lived', image: category.image, subCategories: ['Empty Sub'] }),
        after: null,
      }),
    );
    // The claimed picture stays in the store.
    expect(await uploadRecord(category.image)).toMatchObject({ claimedAt: expect.any(Date) });
    expectError(await call('DELETE', `/categories/${category.id}`), 404, 'NOT_FOUND');
  });
});

describe('sub categories', () => {
  it('adds, renames, moves and deletes sub categories; the filter lists them in order at once', async () => {
    const category = await addCategory();
    const kurtas = await addSub(category.id, ' Kurtas ');
    expect(kurtas).toMatchObject({ name: 'Kurtas', categoryId: category.id, isActive: true });
    const dupattas = await addSub(category.id, 'Dupattas');
    const subNames = async () =>
      ((await publicData(`/api/subCategory?category=${category.id}`)).subCategories as { name: string }[]).map(
        (s) => s.name,
      );
    expect(await subNames()).toEqual(['Kurtas', 'Dupattas']);
    expect(await auditOf('sub_category', kurtas.id)).toEqual([
      expect.objectContaining({
        action: 'sub_category.create',
        after: { categoryId: category.id, name: 'Kurtas', isActive: true, position: 1 },
      }),
    ]);

    const moved = await call('POST', `/sub-categories/${dupattas.id}/move`, { direction: 'up' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json().data as Category).subCategories.map((s) => s.name)).toEqual(['Dupattas', 'Kurtas']);
    expect(await subNames()).toEqual(['Dupattas', 'Kurtas']);

    const renamed = await call('PUT', `/sub-categories/${kurtas.id}`, { name: 'Kurta Sets' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: kurtas.id, name: 'Kurta Sets' });
    expect(await subNames()).toEqual(['Dupattas', 'Kurta Sets']);
    expect((await auditOf('sub_category', kurtas.id)).at(-1)).toMatchObject({
      action: 'sub_category.update',
      before: { name: 'Kurtas' },
      after: { name: 'Kurta Sets' },
    });

    const removed = await call('DELETE', `/sub-categories/${dupattas.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await subNames()).toEqual(['Kurta Sets']);
    const [left] = await db.select().from(subCategories).where(eq(subCategories.id, kurtas.id));
    expect(left?.sortOrder).toBe(0);
    expect(await auditOf('sub_category', dupattas.id)).toContainEqual(
      expect.objectContaining({ action: 'sub_category.delete', after: null }),
    );
  });

  it('names are unique within a category, whatever the case; another category may reuse one', async () => {
    const one = await addCategory();
    const two = await addCategory();
    const sub = await addSub(one.id, 'Sandals');
    const body = expectError(
      await call('POST', `/categories/${one.id}/sub-categories`, { name: 'sandals' }),
      409,
      'CONFLICT',
    );
    expect(body.details).toEqual([{ path: 'name', message: expect.stringContaining('already has a sub category') }]);
    await addSub(two.id, 'Sandals');
    const other = await addSub(one.id, 'Slippers');
    expectError(await call('PUT', `/sub-categories/${other.id}`, { name: 'SANDALS' }), 409, 'CONFLICT');
    expect((await call('PUT', `/sub-categories/${sub.id}`, { name: 'sandals' })).statusCode).toBe(200);
  });

  it('hiding a sub category hides its products and leaves the filter; showing brings them back', async () => {
    const category = await addCategory();
    const sub = await addSub(category.id, 'Hideable');
    const product = await createProduct(
      db,
      { categoryId: category.id, subCategoryId: sub.id },
      { title: 'Kolhapuri Chappal Zq' },
    );
    const seen = async () => ({
      search: (await publicData('/api/product?search=kolhapuri')).products.some(
        (p: { _id: string }) => p._id === product.id,
      ),
      filter: (await publicData(`/api/subCategory?category=${category.id}`)).subCategories.length === 1,
    });
    expect(await seen()).toEqual({ search: true, filter: true });
    const hide = await call('POST', `/sub-categories/${sub.id}/visibility`, { isActive: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().data).toMatchObject({ isActive: false, products: 1 });
    expect(await seen()).toEqual({ search: false, filter: false });
    expect((await auditOf('sub_category', sub.id)).at(-1)).toMatchObject({
      action: 'sub_category.hide',
      after: { isActive: false, products: 1 },
    });
    expect((await call('POST', `/sub-categories/${sub.id}/visibility`, { isActive: true })).statusCode).toBe(200);
    expect(await seen()).toEqual({ search: true, filter: true });
  });

  it('refuses bad input and unknown ids, changing nothing', async () => {
    const category = await addCategory();
    const sub = await addSub(category.id, 'Steady');
    const before = await catalogRows();
    const audits = await auditCount();
    for (const payload of [{}, { name: '' }, { name: 's'.repeat(61) }, { name: 5 }]) {
      const body = expectError(
        await call('POST', `/categories/${category.id}/sub-categories`, payload),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'name' })]));
    }
    expectError(await call('PUT', `/sub-categories/${sub.id}`, { name: ' ' }), 400, 'VALIDATION_ERROR');
    expectError(await call('PUT', `/sub-categories/${randomUUID()}`, { name: 'X' }), 404, 'NOT_FOUND');
    expectError(await call('POST', `/sub-categories/${randomUUID()}/visibility`, { isActive: true }), 404, 'NOT_FOUND');
    expectError(await call('POST', `/sub-categories/${randomUUID()}/move`, { direction: 'up' }), 404, 'NOT_FOUND');
    expectError(await call('POST', `/sub-categories/${sub.id}/move`, { direction: 9 }), 400, 'VALIDATION_ERROR');
    expectError(await call('DELETE', `/sub-categories/${randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await call('DELETE', '/sub-categories/nope'), 400, 'VALIDATION_ERROR');
    expect(await catalogRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});

describe('who may write (rule:staff-only)', () => {
  it('refuses every categories route to a guest (401) and a shopper (403), changing nothing', async () => {
    const category = await addCategory();
    const sub = await addSub(category.id, 'Guarded');
    const shopperImage = await uploadTestImage(ctx.app, shopper.headers);
    const before = await catalogRows();
    const audits = await auditCount();
    const routes: [Method, string, unknown][] = [
      ['GET', '/categories', undefined],
      ['POST', '/categories', { name: 'Sneaky', image: shopperImage, hsnCode: '6109' }],
      ['PUT', `/categories/${category.id}`, { name: 'Sneaky' }],
      ['PUT', '/categories/order', { ids: [category.id] }],
      ['POST', `/categories/${category.id}/visibility`, { isActive: false }],
      ['POST', `/categories/${category.id}/move`, { direction: 'up' }],
      ['DELETE', `/categories/${category.id}`, undefined],
      ['POST', `/categories/${category.id}/sub-categories`, { name: 'Sneaky' }],
      ['PUT', `/sub-categories/${sub.id}`, { name: 'Sneaky' }],
      ['POST', `/sub-categories/${sub.id}/visibility`, { isActive: false }],
      ['POST', `/sub-categories/${sub.id}/move`, { direction: 'up' }],
      ['DELETE', `/sub-categories/${sub.id}`, undefined],
    ];
    for (const [method, url, payload] of routes) {
      expectError(await call(method, url, payload, {}), 401, 'UNAUTHORIZED');
      expectError(await call(method, url, payload, shopper.headers), 403, 'FORBIDDEN');
    }
    expect(await catalogRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(await uploadRecord(shopperImage)).toMatchObject({ claimedAt: null });
  });
});

describe('bounded lists', () => {
  it('refuses a sub category past the cap of its category, adding nothing', async () => {
    const category = await addCategory();
    for (let i = 0; i < 50; i++) await createSubCategory(db, category.id, { name: `Filler ${i}`, sortOrder: i });
    const body = expectError(
      await call('POST', `/categories/${category.id}/sub-categories`, { name: 'One too many' }),
      409,
      'CONFLICT',
    );
    expect(body.message).toContain('50 sub categories');
    expect(await db.select().from(subCategories).where(eq(subCategories.categoryId, category.id))).toHaveLength(50);
  });

  it('two staff adding sub categories at once both land, in distinct positions', async () => {
    const category = await addCategory();
    const added = await Promise.all(
      Array.from({ length: 5 }, (_, i) => call('POST', `/categories/${category.id}/sub-categories`, { name: `P${i}` })),
    );
    for (const response of added) expect(response.statusCode, response.body).toBe(201);
    const positions = (
      await db
        .select({ p: subCategories.sortOrder })
        .from(subCategories)
        .where(eq(subCategories.categoryId, category.id))
    )
      .map((r) => r.p)
      .sort((x, y) => x - y);
    expect(positions).toEqual([0, 1, 2, 3, 4]);
  });
});
