/**
 * GET /api/category, GET /api/subCategory and GET /api/brands (rule:brand-filter), plus the OpenAPI
 * document listing every catalog and content read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createProduct } from '../../db/seed/factories';
import { categories } from '../../db/schema/index';
import { startTestApp, type TestContext } from '../helpers/app';
import { createSampleCatalog, type SampleCatalog } from './sample-catalog';

let ctx: TestContext;
let catalog: SampleCatalog;

beforeAll(async () => {
  ctx = await startTestApp();
  catalog = await createSampleCatalog(ctx.database.db);
  const db = ctx.database.db;
  // Sort order 0 puts Books first although it was created last; image is kept as given.
  await db.insert(categories).values({ name: 'Books', image: '/uploads/categories/books.webp', sortOrder: 0 });
  // A second spelling of an existing brand and a product without a brand.
  await createProduct(
    db,
    { categoryId: catalog.categories.fashion.id, subCategoryId: catalog.subCategories.kurtas.id },
    { brand: 'fabindia' },
  );
  await createProduct(db, { categoryId: catalog.categories.fashion.id }, { brand: '' });
});
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { response, body: response.json() };
};

describe('GET /api/category', () => {
  it('lists categories in display order with _id, id, name and image', async () => {
    for (const url of ['/api/category', '/api/category?isPagination=false']) {
      const { response, body } = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(body.data.categories.map((c: { name: string }) => c.name)).toEqual(['Books', 'Electronics', 'Fashion']);
      const electronics = body.data.categories[1];
      expect(electronics).toEqual({
        _id: catalog.categories.electronics.id,
        id: catalog.categories.electronics.id,
        name: 'Electronics',
        image: '',
      });
      expect(body.data.categories[0].image).toBe('/uploads/categories/books.webp');
    }
  });

  it('refuses a malformed isPagination', async () => {
    const { response, body } = await get('/api/category?isPagination=nope');
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/subCategory', () => {
  it("lists a category's sub categories in display order", async () => {
    const { response, body } = await get(`/api/subCategory?category=${catalog.categories.fashion.id}`);
    expect(response.statusCode).toBe(200);
    expect(body.data.subCategories).toEqual([
      {
        _id: catalog.subCategories.kurtas.id,
        id: catalog.subCategories.kurtas.id,
        name: 'Kurtas',
        category: catalog.categories.fashion.id,
      },
      {
        _id: catalog.subCategories.tshirts.id,
        id: catalog.subCategories.tshirts.id,
        name: 'T-Shirts',
        category: catalog.categories.fashion.id,
      },
    ]);
  });

  it('lists every sub category without a category, and none for an unknown one', async () => {
    const all = await get('/api/subCategory');
    expect(all.body.data.subCategories.map((s: { name: string }) => s.name).sort()).toEqual([
      'Kurtas',
      'Laptops',
      'Phones',
      'T-Shirts',
    ]);
    const unknown = await get(`/api/subCategory?category=${randomUUID()}`);
    expect(unknown.response.statusCode).toBe(200);
    expect(unknown.body.data.subCategories).toEqual([]);
  });

  it('refuses a malformed category id', async () => {
    const { response, body } = await get('/api/subCategory?category=electronics');
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/category must be a valid id/),
    });
  });
});

describe('GET /api/brands', () => {
  it('lists distinct brands of listed products, sorted, letter case merged, blanks and withdrawn products left out', async () => {
    const { response, body } = await get('/api/brands');
    expect(response.statusCode).toBe(200);
    // Samsung appears once although a withdrawn Samsung exists; fabindia and FabIndia are one brand.
    expect(body.data).toEqual({ brands: ['Apple', 'Biba', 'Dell', 'FabIndia', 'Generic', 'Puma', 'Samsung'] });
  });

  it('lists the brands of one category or sub category', async () => {
    expect((await get(`/api/brands?category=${catalog.categories.fashion.id}`)).body.data.brands).toEqual([
      'Biba',
      'FabIndia',
      'Puma',
    ]);
    expect(
      (
        await get(
          `/api/brands?category=${catalog.categories.electronics.id}&subCategory=${catalog.subCategories.phones.id}`,
        )
      ).body.data.brands,
    ).toEqual(['Apple', 'Samsung']);
    expect((await get(`/api/brands?category=${randomUUID()}`)).body.data.brands).toEqual([]);
  });

  it('refuses a malformed category id', async () => {
    const { response, body } = await get('/api/brands?category=1');
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
  });
});

describe('the API document', () => {
  it('lists every catalog and content read', async () => {
    const { response, body } = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(body.paths);
    for (const path of [
      '/api/product',
      '/api/product/highlights',
      '/api/product/suggestions',
      '/api/product/{id}',
      '/api/product/{id}/reviews',
      '/api/product/{id}/related',
      '/api/brands',
      '/api/category',
      '/api/subCategory',
      '/api/heroSec',
      '/api/banner',
      '/api/mobileBanner',
      '/api/testimonial',
      '/api/settings',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
