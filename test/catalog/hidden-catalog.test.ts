/**
 * rule:hidden-catalog: a product hidden by staff, or one whose category or sub category staff hid, is gone from
 * every shopper's read (list, search, suggestions, related products, brands, categories, the sitemap), its own
 * answer is 404 'This product is no longer available.', it cannot be added to a cart or ordered, and an order
 * placed before keeps showing it. Showing it again brings it back everywhere. The flag shoppers' reads use,
 * products.is_listed, is kept by triggers; here it is driven by the columns staff change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { countSitemapChunks, listSitemapProducts } from '../../domain/catalog/list-sitemap-products';
import { createCategory, createProduct, createSubCategory } from '../../db/seed/factories';
import { orderBody, placeOrder } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let shopper: TestUser;
let categoryId: string;
let subCategoryId: string;
/** The product staff hide; its title and brand are words no other product of this file carries. */
let hidden: { id: string };
/** A product of the same category and brand that stays visible while only `hidden` is hidden. */
let sibling: { id: string };

beforeAll(async () => {
  ctx = await startTestApp();
  shopper = await registerTestUser(ctx.app);
  const db = ctx.database.db;
  categoryId = (await createCategory(db, { name: 'Zanskar Woollens' })).id;
  subCategoryId = (await createSubCategory(db, categoryId, { name: 'Pashmina Shawls' })).id;
  hidden = await createProduct(
    db,
    { categoryId, subCategoryId },
    { title: 'Quillwork Pashmina Shawl', brand: 'Ladakhcraft', stock: 10 },
  );
  sibling = await createProduct(
    db,
    { categoryId, subCategoryId },
    { title: 'Plain Woollen Stole', brand: 'Ladakhcraft', stock: 10 },
  );
});
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

/** Everything a shopper can see of the hidden product, one flag per read. */
async function whatShoppersSee(id: string) {
  const list = await get(`/api/product?category=${categoryId}&limit=50`);
  const search = await get('/api/product?search=quillwork');
  const suggestions = await get('/api/product/suggestions?q=quillwork');
  const related = await get(`/api/product/${sibling.id}/related`);
  const brands = await get(`/api/brands?category=${categoryId}`);
  const categories = await get('/api/category');
  const subCategories = await get(`/api/subCategory?category=${categoryId}`);
  const detail = await get(`/api/product/${id}`);
  const chunks = await countSitemapChunks(ctx.database.db, 1000);
  const sitemap = [];
  for (let chunk = 1; chunk <= chunks; chunk++)
    sitemap.push(...(await listSitemapProducts(ctx.database.db, chunk, 1000)));
  const ids = (products: { _id: string }[]) => products.map((p) => p._id);
  return {
    inList: ids(list.body.data.products).includes(id),
    inSearch: ids(search.body.data.products).includes(id),
    suggested: (suggestions.body.data.suggestions as string[]).some((s) => /quillwork/i.test(s)),
    // With its category hidden the sibling is hidden too, and its related list is a 404.
    inRelated: related.status === 200 && ids(related.body.data.products).includes(id),
    brandListed: (brands.body.data.brands as string[]).includes('Ladakhcraft'),
    categoryListed: (categories.body.data.categories as { _id: string }[]).some((c) => c._id === categoryId),
    subCategoryListed: (subCategories.body.data.subCategories as { _id: string }[]).some(
      (s) => s._id === subCategoryId,
    ),
    inSitemap: sitemap.some((p) => p.id === id),
    detail: detail.status === 200 ? 'shown' : `${detail.status} ${detail.body.error?.message ?? detail.body.message}`,
  };
}

const everywhere = {
  inList: true,
  inSearch: true,
  suggested: true,
  inRelated: true,
  brandListed: true,
  categoryListed: true,
  subCategoryListed: true,
  inSitemap: true,
  detail: 'shown',
};

const setActive = (table: 'products' | 'categories' | 'sub_categories', id: string, active: boolean) =>
  ctx.database.db.execute(sql`update ${sql.identifier(table)} set is_active = ${active} where id = ${id}`);

describe('hidden products, categories and sub categories (rule:hidden-catalog)', () => {
  it('a shopper sees a visible product everywhere', async () => {
    expect(await whatShoppersSee(hidden.id)).toEqual(everywhere);
  });

  it('a hidden product is gone from every read, says it is no longer available, and cannot be bought', async () => {
    const before = await placeOrder(ctx, shopper, orderBody([{ productId: hidden.id, quantity: 1 }]));
    expect(before.statusCode, before.body).toBe(201);
    const orderId = before.json().data._id as string;

    await setActive('products', hidden.id, false);
    expect(await whatShoppersSee(hidden.id)).toEqual({
      ...everywhere,
      inList: false,
      inSearch: false,
      suggested: false,
      inRelated: false,
      // The sibling still carries the brand, the category and the sub category.
      detail: '404 This product is no longer available.',
      inSitemap: false,
    });
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: shopper.headers,
      payload: { productId: hidden.id, quantity: 1 },
    });
    expect(add.statusCode).toBe(404);
    const order = await placeOrder(ctx, shopper, orderBody([{ productId: hidden.id, quantity: 1 }]));
    expect(order.statusCode).toBe(409);
    expect(order.json().error?.message ?? order.json().message).toMatch(/no longer available/);
    // The order placed before keeps showing it, from its own snapshot.
    const placed = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: shopper.headers });
    expect(placed.statusCode).toBe(200);
    expect(JSON.stringify(placed.json())).toContain('Quillwork Pashmina Shawl');

    await setActive('products', hidden.id, true);
    expect(await whatShoppersSee(hidden.id)).toEqual(everywhere);
  });

  it('hiding its category or its sub category hides it too, and showing them brings it back', async () => {
    for (const table of ['categories', 'sub_categories'] as const) {
      await setActive(table, table === 'categories' ? categoryId : subCategoryId, false);
      const seen = await whatShoppersSee(hidden.id);
      expect({ table, ...seen }).toEqual({
        table,
        inList: false,
        inSearch: false,
        suggested: false,
        inRelated: false,
        // No listed product of the category carries the brand any more.
        brandListed: false,
        categoryListed: table !== 'categories',
        // A hidden category hides its sub categories with it.
        subCategoryListed: false,
        inSitemap: false,
        detail: '404 This product is no longer available.',
      });
      await setActive(table, table === 'categories' ? categoryId : subCategoryId, true);
      expect({ table, ...(await whatShoppersSee(hidden.id)) }).toEqual({ table, ...everywhere });
    }
  });

  it('a product written into a hidden category is not listed, whoever writes it', async () => {
    await setActive('categories', categoryId, false);
    const late = await createProduct(ctx.database.db, { categoryId }, { title: 'Late Shawl', stock: 3 });
    const listed = async () =>
      (
        await queryRows<{ is_listed: boolean }>(
          ctx.database.db,
          sql`select is_listed from products where id = ${late.id}`,
        )
      )[0]!.is_listed;
    expect(await listed()).toBe(false);
    await setActive('categories', categoryId, true);
    expect(await listed()).toBe(true);
  });
});
