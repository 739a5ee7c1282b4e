/**
 * GET /api/product: the list's shape, every filter of rule:product-filter-params, sorting,
 * paging totals, the isPagination=false bound (rule:paged-product-list) and refusals of bad filters.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../db/seed/factories';
import { productMatchCap } from '../../domain/catalog/count-matching-products';
import { products as productsTable } from '../../db/schema/index';
import { startTestApp, type TestContext } from '../helpers/app';
import { createSampleCatalog, productKeys, type SampleCatalog } from './sample-catalog';

let ctx: TestContext;
let catalog: SampleCatalog;

beforeAll(async () => {
  ctx = await startTestApp();
  catalog = await createSampleCatalog(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

async function list(query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/product${query}` });
  return { response, body: response.json() };
}

async function titles(query: string): Promise<string[]> {
  const { response, body } = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return body.data.products.map((p: { title: string }) => p.title);
}

const sorted = (values: string[]) => [...values].sort();

describe('GET /api/product: shape and defaults', () => {
  it('answers the envelope with products, total, page, limit and totalPages, newest first', async () => {
    const { response, body } = await list();
    expect(response.statusCode).toBe(200);
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.data).sort()).toEqual(['limit', 'page', 'products', 'total', 'totalIsExact', 'totalPages']);
    expect(body.data).toMatchObject({ total: 7, totalIsExact: true, page: 1, limit: 20, totalPages: 1 });
    expect(body.data.products.map((p: { title: string }) => p.title)).toEqual([
      'USB Cable',
      'Graphic T-Shirt',
      'Silk Kurta',
      'Cotton Kurta',
      'Dell Inspiron Laptop',
      'Apple iPhone 15',
      'Samsung Galaxy S23',
    ]);
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it('shows each product exactly as rule:product-fields names its fields, price in rupees', async () => {
    const { body } = await list('?search=galaxy');
    const galaxy = body.data.products[0];
    expect(Object.keys(galaxy).sort()).toEqual(productKeys);
    const row = catalog.products.galaxy;
    expect(galaxy).toEqual({
      _id: row.id,
      id: row.id,
      title: 'Samsung Galaxy S23',
      brand: 'Samsung',
      description: 'Flagship phone with a bright display',
      fullDescription: row.fullDescription,
      // No Hindi text written by staff (rule:shop-language): null.
      titleHi: null,
      descriptionHi: null,
      images: row.images,
      price: 70000,
      discount: 10,
      stock: 50,
      sizes: [],
      colors: ['Black', 'Green'],
      rams: [],
      weight: [],
      specs: ['128GB', '256GB'],
      material: '',
      color: '',
      size: '',
      category: catalog.categories.electronics.id,
      subCategory: catalog.subCategories.phones.id,
      ratings: { average: 4.5, totalReviews: 10 },
      createdAt: row.createdAt.toISOString(),
    });
  });

  it('shows a product without a sub category with subCategory null and never lists withdrawn products', async () => {
    const { body } = await list(`?category=${catalog.categories.electronics.id}`);
    const cable = body.data.products.find((p: { title: string }) => p.title === 'USB Cable');
    expect(cable.subCategory).toBeNull();
    expect(body.data.products.map((p: { title: string }) => p.title)).not.toContain('Samsung Hidden Phone');
  });

  it('treats blank filter values as not set, as a form sends every field', async () => {
    const { response, body } = await list(
      '?search=&category=&subCategory=&minPrice=&maxPrice=&brand=&color=&size=&sort=',
    );
    expect(response.statusCode).toBe(200);
    expect(body.data.total).toBe(7);
  });
});

describe('GET /api/product: every filter narrows the list', () => {
  it('filters by category and by sub category (the contract call product?category={id}&subCategory={id}, rule:api-contract)', async () => {
    const { electronics, fashion } = catalog.categories;
    const { phones, kurtas } = catalog.subCategories;
    expect(sorted(await titles(`?category=${electronics.id}`))).toEqual(
      sorted(['USB Cable', 'Dell Inspiron Laptop', 'Apple iPhone 15', 'Samsung Galaxy S23']),
    );
    expect(sorted(await titles(`?category=${electronics.id}&subCategory=${phones.id}`))).toEqual(
      sorted(['Apple iPhone 15', 'Samsung Galaxy S23']),
    );
    expect(sorted(await titles(`?category=${fashion.id}&subCategory=${kurtas.id}`))).toEqual(
      sorted(['Cotton Kurta', 'Silk Kurta']),
    );
    // A sub category of another category matches nothing.
    expect(await titles(`?category=${electronics.id}&subCategory=${kurtas.id}`)).toEqual([]);
  });

  it('filters by the price the shopper pays, in rupees, bounds included', async () => {
    // Cotton Kurta costs 1200 with 20% off, so the shopper pays 960.
    expect(sorted(await titles('?maxPrice=1000'))).toEqual(sorted(['USB Cable', 'Graphic T-Shirt', 'Cotton Kurta']));
    expect(sorted(await titles('?minPrice=960&maxPrice=2500'))).toEqual(sorted(['Cotton Kurta', 'Silk Kurta']));
    expect(sorted(await titles('?minPrice=52250'))).toEqual(
      sorted(['Dell Inspiron Laptop', 'Samsung Galaxy S23', 'Apple iPhone 15']),
    );
    expect(await titles('?minPrice=0&maxPrice=199.5')).toEqual([]);
  });

  it("filters by colour and size against the option lists or the product's own field, ignoring case", async () => {
    expect(sorted(await titles('?color=black'))).toEqual(sorted(['Samsung Galaxy S23', 'Graphic T-Shirt']));
    expect(await titles('?color=RED')).toEqual(['Silk Kurta']);
    expect(sorted(await titles('?color=black,Blue'))).toEqual(
      sorted(['Samsung Galaxy S23', 'Graphic T-Shirt', 'Apple iPhone 15']),
    );
    expect(sorted(await titles('?size=m'))).toEqual(sorted(['Cotton Kurta', 'Silk Kurta', 'Graphic T-Shirt']));
    expect(await titles('?size=XL')).toEqual(['Graphic T-Shirt']);
    expect(await titles('?color=purple')).toEqual([]);
  });

  it('filters by rating range', async () => {
    expect(sorted(await titles('?minRating=4.2'))).toEqual(
      sorted(['Samsung Galaxy S23', 'Apple iPhone 15', 'Cotton Kurta']),
    );
    expect(sorted(await titles('?maxRating=3'))).toEqual(sorted(['Silk Kurta', 'Graphic T-Shirt', 'USB Cable']));
    expect(sorted(await titles('?minRating=3&maxRating=4.2'))).toEqual(
      sorted(['Silk Kurta', 'Dell Inspiron Laptop', 'Cotton Kurta']),
    );
  });

  it('filters by brand (a comma list or repeated key, any case) and by material', async () => {
    expect(sorted(await titles('?brand=samsung,APPLE'))).toEqual(sorted(['Samsung Galaxy S23', 'Apple iPhone 15']));
    expect(sorted(await titles('?brand=Dell&brand=Puma'))).toEqual(sorted(['Dell Inspiron Laptop', 'Graphic T-Shirt']));
    expect(sorted(await titles('?material=cotton'))).toEqual(sorted(['Cotton Kurta', 'Graphic T-Shirt']));
    expect(await titles('?brand=Nobody')).toEqual([]);
  });

  it('combines filters with AND', async () => {
    expect(await titles(`?category=${catalog.categories.fashion.id}&material=Cotton&size=xl`)).toEqual([
      'Graphic T-Shirt',
    ]);
    expect(await titles(`?category=${catalog.categories.fashion.id}&brand=Samsung`)).toEqual([]);
  });
});

describe('GET /api/product: sorting', () => {
  it('sorts by the price the shopper pays, both ways', async () => {
    const ascending = [
      'USB Cable',
      'Graphic T-Shirt',
      'Cotton Kurta',
      'Silk Kurta',
      'Dell Inspiron Laptop',
      'Samsung Galaxy S23',
      'Apple iPhone 15',
    ];
    expect(await titles('?sort=price_asc')).toEqual(ascending);
    expect(await titles('?sort=price_desc')).toEqual([...ascending].reverse());
  });

  it('sorts by rating and by popularity (units sold)', async () => {
    expect((await titles('?sort=rating')).slice(0, 5)).toEqual([
      'Apple iPhone 15',
      'Samsung Galaxy S23',
      'Cotton Kurta',
      'Dell Inspiron Laptop',
      'Silk Kurta',
    ]);
    expect(await titles('?sort=popular')).toEqual([
      'Cotton Kurta',
      'Apple iPhone 15',
      'Samsung Galaxy S23',
      'Dell Inspiron Laptop',
      'Silk Kurta',
      'USB Cable',
      'Graphic T-Shirt',
    ]);
  });

  it('falls back to newest for relevance without a search term', async () => {
    expect(await titles('?sort=relevance')).toEqual(await titles('?sort=newest'));
  });
});

describe('GET /api/product: paging', () => {
  it('pages through every product exactly once with consistent totals', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const { body } = await list(`?limit=2&page=${page}&sort=popular`);
      expect(body.data).toMatchObject({ total: 7, page, limit: 2, totalPages: 4 });
      expect(body.data.products.length).toBe(page < 4 ? 2 : 1);
      seen.push(...body.data.products.map((p: { id: string }) => p.id));
    }
    expect(new Set(seen).size).toBe(7);
  });

  it('answers a page past the end with no products and the same total', async () => {
    const { body } = await list('?limit=5&page=9');
    expect(body.data).toMatchObject({ products: [], total: 7, page: 9, limit: 5, totalPages: 2 });
  });

  it('returns at most 500 products for isPagination=false (rule:paged-product-list)', async () => {
    const bulk = await createCategory(ctx.database.db, { name: 'Bulk' });
    await ctx.database.db.insert(productsTable).values(
      Array.from({ length: 520 }, (_, i) => ({
        title: `Bulk item ${i}`,
        pricePaise: 10_000 + i,
        categoryId: bulk.id,
      })),
    );
    const { body } = await list(`?category=${bulk.id}&isPagination=false`);
    expect(body.data.products.length).toBe(500);
    expect(body.data).toMatchObject({ total: 520, page: 1, limit: 500, totalPages: 2 });
    const paged = await list(`?category=${bulk.id}&isPagination=true&limit=100&page=6`);
    expect(paged.body.data.products.length).toBe(20);
  });

  it('counts up to 10,000 matches and pages no further (ADR 0011)', async () => {
    const many = await createCategory(ctx.database.db, { name: 'Many' });
    await ctx.database.db.execute(sql`
      insert into products (title, price_paise, category_id)
      select 'Many item ' || n, 10000 + n, ${many.id}::uuid from generate_series(1, ${productMatchCap + 50}) as n`);
    const { body } = await list(`?category=${many.id}&limit=100`);
    expect(body.data).toMatchObject({
      total: productMatchCap,
      totalIsExact: false,
      page: 1,
      limit: 100,
      totalPages: 100,
    });
    const last = await list(`?category=${many.id}&limit=100&page=100`);
    expect(last.body.data.products.length).toBe(100);
    const beyond = await list(`?category=${many.id}&limit=100&page=101`);
    expect(beyond.response.statusCode).toBe(200);
    expect(beyond.body.data).toMatchObject({ products: [], total: productMatchCap, totalIsExact: false });
    // A narrower filter inside the same catalog is counted exactly again.
    const narrow = await list(`?category=${many.id}&minPrice=100&maxPrice=101&limit=5`);
    expect(narrow.body.data).toMatchObject({ total: 100, totalIsExact: true, totalPages: 20 });
  });
});

describe('GET /api/product: bad filters are refused with 400', () => {
  const cases: [string, RegExp][] = [
    ['?minPrice=500&maxPrice=100', /minPrice must not be more than maxPrice/],
    ['?minPrice=-1', /minPrice must be at least 0/],
    ['?maxPrice=abc', /maxPrice must be a number/],
    ['?minRating=6', /minRating must be at most 5/],
    ['?minRating=4&maxRating=2', /minRating must not be more than maxRating/],
    ['?category=not-a-uuid', /category must be a valid id/],
    ['?subCategory=123', /subCategory must be a valid id/],
    ['?limit=0', /limit must be at least 1/],
    ['?limit=1000', /limit must be at most 100/],
    ['?limit=2.5', /limit must be a whole number/],
    ['?page=0', /page must be at least 1/],
    ['?sort=cheapest', /sort must be one of/],
    ['?isPagination=maybe', /isPagination must be true or false/],
    [`?search=${'a'.repeat(201)}`, /Search is too long/],
  ];
  for (const [query, message] of cases) {
    it(`refuses ${query.slice(0, 40)}`, async () => {
      const { response, body } = await list(query);
      expect(response.statusCode).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(body.message).toMatch(message);
      expect(response.headers['cache-control'] ?? '').not.toMatch(/public/);
    });
  }
});
