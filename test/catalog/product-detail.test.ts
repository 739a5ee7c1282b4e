/**
 * GET /api/product/{id} (with reviews and their summary), GET /api/product/{id}/reviews
 * (rule:review-filter-sort: filter and sort applied), GET /api/product/{id}/related and
 * GET /api/product/highlights (rule:top-selling: units sold, then rating).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/seed/factories';
import { reviews } from '../../db/schema/index';
import { startTestApp, type TestContext } from '../helpers/app';
import { createSampleCatalog, productKeys, type SampleCatalog } from './sample-catalog';

let ctx: TestContext;
let catalog: SampleCatalog;

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  ctx = await startTestApp();
  catalog = await createSampleCatalog(ctx.database.db);
  // Galaxy: 25 reviews on 25 known days; ratings 5,4,3,2,1 repeating from day 1.
  await ctx.database.db.insert(reviews).values(
    Array.from({ length: 25 }, (_, i) => ({
      productId: catalog.products.galaxy.id,
      name: `Reviewer ${i + 1}`,
      profilePic: i === 0 ? '/uploads/avatars/r1.webp' : '',
      rating: 5 - (i % 5),
      comment: `Comment number ${i + 1}`,
      images: i === 0 ? ['/uploads/reviews/a.webp'] : [],
      verified: i % 2 === 0,
      createdAt: day(i + 1),
    })),
  );
  // Laptop: 4 reviews, three of them 4 stars or more.
  await ctx.database.db.insert(reviews).values(
    [5, 4, 4, 2].map((rating, i) => ({
      productId: catalog.products.laptop.id,
      name: `Laptop reviewer ${i}`,
      rating,
      comment: 'Fine',
      createdAt: day(i + 1),
    })),
  );
});
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { response, body: response.json() };
};

describe('GET /api/product/{id}', () => {
  it('answers the product itself as data, with reviews, their summary and the category names', async () => {
    const { response, body } = await get(`/api/product/${catalog.products.galaxy.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const data = body.data;
    expect(Object.keys(data).sort()).toEqual(
      [...productKeys, 'reviews', 'reviewStats', 'categoryName', 'subCategoryName', 'returnDays'].sort(),
    );
    expect(data).toMatchObject({
      _id: catalog.products.galaxy.id,
      id: catalog.products.galaxy.id,
      title: 'Samsung Galaxy S23',
      price: 70000,
      discount: 10,
      category: catalog.categories.electronics.id,
      subCategory: catalog.subCategories.phones.id,
      categoryName: 'Electronics',
      subCategoryName: 'Phones',
      // The category's window (rule:return-window): 7 days unless staff set another.
      returnDays: 7,
    });
    // 25 reviews: five of each star; 10 of 25 rated 4 or higher.
    expect(data.reviewStats).toEqual({
      average: 3,
      totalReviews: 25,
      breakdown: { 5: 5, 4: 5, 3: 5, 2: 5, 1: 5 },
      recommendPercent: 40,
      qualityRating: 3,
    });
  });

  it('carries the newest 20 reviews in the review shape of rule:review-cards', async () => {
    const { body } = await get(`/api/product/${catalog.products.galaxy.id}`);
    const list = body.data.reviews;
    expect(list.length).toBe(20);
    expect(list[0].comment).toBe('Comment number 25');
    expect(list[19].comment).toBe('Comment number 6');
    const first = list.at(-1);
    expect(Object.keys(first).sort()).toEqual([
      '_id',
      'comment',
      'createdAt',
      'id',
      'images',
      'name',
      'rating',
      'user',
    ]);
    const { body: oldest } = await get(`/api/product/${catalog.products.galaxy.id}/reviews?sort=oldest&limit=1`);
    expect(oldest.data.reviews[0]).toEqual({
      _id: expect.any(String),
      id: oldest.data.reviews[0]._id,
      rating: 5,
      comment: 'Comment number 1',
      name: 'Reviewer 1',
      createdAt: day(1).toISOString(),
      images: ['/uploads/reviews/a.webp'],
      user: { name: 'Reviewer 1', profilePic: '/uploads/avatars/r1.webp', verified: true },
    });
  });

  it('summarises a product with a few reviews, and one with none', async () => {
    const { body } = await get(`/api/product/${catalog.products.laptop.id}`);
    expect(body.data.reviewStats).toEqual({
      average: 3.75,
      totalReviews: 4,
      breakdown: { 5: 1, 4: 2, 3: 0, 2: 1, 1: 0 },
      recommendPercent: 75,
      qualityRating: 3.8,
    });
    const none = await get(`/api/product/${catalog.products.cable.id}`);
    expect(none.body.data).toMatchObject({
      reviews: [],
      reviewStats: {
        average: 0,
        totalReviews: 0,
        breakdown: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
        recommendPercent: 0,
        qualityRating: 0,
      },
      subCategory: null,
      subCategoryName: null,
      categoryName: 'Electronics',
    });
  });

  it('answers an unknown or withdrawn product with 404 and a malformed id with 400', async () => {
    // An unknown id and a withdrawn product (rule:hidden-catalog) are both 404; only the message tells them apart.
    for (const [id, expected] of [
      [randomUUID(), { message: 'Product not found' }],
      [catalog.products.hidden.id, { message: 'This product is no longer available.', details: { unavailable: true } }],
    ] as const) {
      const { response, body } = await get(`/api/product/${id}`);
      expect(response.statusCode).toBe(404);
      expect(body).toEqual({ success: false, code: 'NOT_FOUND', ...expected });
      expect(response.headers['cache-control'] ?? '').not.toMatch(/public/);
    }
    const { response, body } = await get('/api/product/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
  });

  it('shows a change made by any writer on the next request, though lists and pages keep recent products in memory', async () => {
    // ADR 0036: products read once are kept (domain/catalog/product-rows.ts) while the index has seen no write to them.
    const { id } = catalog.products.laptop;
    const listed = async () =>
      (await get(`/api/product?search=inspiron`)).body.data.products.find((p: { _id: string }) => p._id === id);
    const before = (await get(`/api/product/${id}`)).body.data;
    expect((await listed()).price).toBe(before.price);

    // Written by hand, as a CSV import, a checkout or a fix in SQL would: no app code is told.
    await ctx.database.db.execute(
      sql`update products set price_paise = price_paise + 10000, stock = 7, images = array['/uploads/new.webp'] where id = ${id}`,
    );
    const after = (await get(`/api/product/${id}`)).body.data;
    expect(after).toMatchObject({ price: before.price + 100, stock: 7, images: ['/uploads/new.webp'] });
    expect(await listed()).toMatchObject({ price: before.price + 100, stock: 7, images: ['/uploads/new.webp'] });

    await ctx.database.db.execute(sql`update products set is_active = false where id = ${id}`);
    expect((await get(`/api/product/${id}`)).body.message).toBe('This product is no longer available.');
    expect(await listed()).toBeUndefined();
    await ctx.database.db.execute(
      sql`update products set is_active = true, stock = ${before.stock}, price_paise = price_paise - 10000, images = string_to_array(${before.images.join(',')}, ',') where id = ${id}`,
    );
    expect((await get(`/api/product/${id}`)).body.data).toMatchObject({ price: before.price, stock: before.stock });
  });

  it('shows a review written by any writer on the next request, though product pages keep their reviews in memory', async () => {
    const { id } = catalog.products.galaxy;
    const before = (await get(`/api/product/${id}`)).body.data;
    const newest = before.reviews[0];
    // Written by hand, as an order marking a Verified Purchase or staff hiding it would: no app code is told.
    await ctx.database.db.execute(
      sql`update reviews set comment = 'Changed in SQL', verified = ${!newest.user.verified} where id = ${newest._id}`,
    );
    expect((await get(`/api/product/${id}`)).body.data.reviews[0]).toMatchObject({
      _id: newest._id,
      comment: 'Changed in SQL',
      user: { verified: !newest.user.verified },
    });
    await ctx.database.db.execute(sql`update reviews set hidden_at = now() where id = ${newest._id}`);
    const hidden = (await get(`/api/product/${id}`)).body.data;
    expect(hidden.reviews.map((r: { _id: string }) => r._id)).not.toContain(newest._id);
    expect(hidden.reviewStats.totalReviews).toBe(before.reviewStats.totalReviews - 1);
    await ctx.database.db.execute(
      sql`update reviews set hidden_at = null, comment = ${newest.comment}, verified = ${newest.user.verified} where id = ${newest._id}`,
    );
    expect((await get(`/api/product/${id}`)).body.data.reviews[0]).toMatchObject({ comment: newest.comment });
  });
});

describe('GET /api/product/{id}/reviews', () => {
  const url = (query = '') => `/api/product/${catalog.products.galaxy.id}/reviews${query}`;

  it('pages the newest reviews first with a total', async () => {
    const { response, body } = await get(url('?limit=10&page=3'));
    expect(response.statusCode).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['limit', 'page', 'reviews', 'total']);
    expect(body.data).toMatchObject({ total: 25, page: 3, limit: 10 });
    expect(body.data.reviews.map((r: { comment: string }) => r.comment)).toEqual([
      'Comment number 5',
      'Comment number 4',
      'Comment number 3',
      'Comment number 2',
      'Comment number 1',
    ]);
  });

  it('filters by star rating', async () => {
    const { body } = await get(url('?rating=5'));
    expect(body.data.total).toBe(5);
    expect(body.data.reviews.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    const all = await get(url('?rating=all&limit=100'));
    expect(all.body.data.total).toBe(25);
    expect(all.body.data.reviews.length).toBe(25);
  });

  it('sorts oldest, highest and lowest first', async () => {
    const oldest = await get(url('?sort=oldest&limit=3'));
    expect(oldest.body.data.reviews.map((r: { comment: string }) => r.comment)).toEqual([
      'Comment number 1',
      'Comment number 2',
      'Comment number 3',
    ]);
    const highest = await get(url('?sort=highest&limit=25'));
    const highRatings = highest.body.data.reviews.map((r: { rating: number }) => r.rating);
    expect(highRatings).toEqual([...highRatings].sort((a: number, b: number) => b - a));
    // Among equal ratings the newest comes first.
    expect(highest.body.data.reviews[0].comment).toBe('Comment number 21');
    const lowest = await get(url('?sort=lowest&limit=25'));
    expect(lowest.body.data.reviews[0]).toMatchObject({ rating: 1, comment: 'Comment number 25' });
    const filteredSorted = await get(url('?rating=4&sort=oldest'));
    expect(filteredSorted.body.data.reviews.map((r: { comment: string }) => r.comment)).toEqual([
      'Comment number 2',
      'Comment number 7',
      'Comment number 12',
      'Comment number 17',
      'Comment number 22',
    ]);
  });

  it('refuses bad filters and answers unknown products with 404', async () => {
    for (const query of [
      '?rating=6',
      '?rating=0',
      '?rating=four',
      '?sort=best',
      '?limit=0',
      '?limit=101',
      '?page=-1',
    ]) {
      const { response, body } = await get(url(query));
      expect(response.statusCode, query).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
    }
    const unknown = await get(`/api/product/${randomUUID()}/reviews`);
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    expect((await get('/api/product/123/reviews')).response.statusCode).toBe(400);
  });
});

describe('GET /api/product/{id}/related', () => {
  it('lists the other products of the same category and sub category, best sellers first', async () => {
    const db = ctx.database.db;
    const { electronics } = catalog.categories;
    const { phones } = catalog.subCategories;
    const pixel = await createProduct(
      db,
      { categoryId: electronics.id, subCategoryId: phones.id },
      { title: 'Pixel 8', unitsSold: 150 },
    );
    const { response, body } = await get(`/api/product/${catalog.products.galaxy.id}/related`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(body.data)).toEqual(['products']);
    // Not itself, not the withdrawn phone, not the laptop of another sub category.
    expect(body.data.products.map((p: { title: string }) => p.title)).toEqual(['Apple iPhone 15', 'Pixel 8']);
    expect(Object.keys(body.data.products[0]).sort()).toEqual(productKeys);
    const limited = await get(`/api/product/${catalog.products.galaxy.id}/related?limit=1`);
    expect(limited.body.data.products.map((p: { id: string }) => p.id)).toEqual([catalog.products.iphone.id]);
    expect(pixel.id).toBeTruthy();
  });

  it('relates a product without a sub category to the others of its category without one', async () => {
    const db = ctx.database.db;
    await createProduct(
      db,
      { categoryId: catalog.categories.electronics.id, subCategoryId: null },
      { title: 'HDMI Cable' },
    );
    const { body } = await get(`/api/product/${catalog.products.cable.id}/related`);
    expect(body.data.products.map((p: { title: string }) => p.title)).toEqual(['HDMI Cable']);
  });

  it('answers an unknown product with 404 and a bad limit with 400', async () => {
    expect((await get(`/api/product/${randomUUID()}/related`)).response.statusCode).toBe(404);
    for (const query of ['?limit=0', '?limit=51', '?limit=x']) {
      const { response, body } = await get(`/api/product/${catalog.products.galaxy.id}/related${query}`);
      expect(response.statusCode).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/product/highlights', () => {
  it('ranks by units sold, then rating, and never shows withdrawn products (rule:top-selling)', async () => {
    const db = ctx.database.db;
    const other = await createCategory(db, { name: 'Highlights' });
    // Same units sold as the iPhone (200), better rated: it comes first.
    await createProduct(
      db,
      { categoryId: other.id },
      { title: 'Top Rated Twin', unitsSold: 200, ratingAverageX100: 490, ratingCount: 3 },
    );
    const { response, body } = await get('/api/product/highlights?isPagination=false');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(body.data)).toEqual(['topRatedProducts']);
    const titles = body.data.topRatedProducts.map((p: { title: string }) => p.title);
    expect(titles.slice(0, 5)).toEqual([
      'Cotton Kurta',
      'Top Rated Twin',
      'Apple iPhone 15',
      'Pixel 8',
      'Samsung Galaxy S23',
    ]);
    expect(titles).not.toContain('Samsung Hidden Phone');
    expect(Object.keys(body.data.topRatedProducts[0]).sort()).toEqual(productKeys);
  });

  it('returns 10 by default and honours limit up to 50', async () => {
    const db = ctx.database.db;
    const bulk = await createCategory(db, { name: 'Highlights bulk' });
    for (let i = 0; i < 12; i++) await createProduct(db, { categoryId: bulk.id }, { title: `Filler ${i}` });
    expect((await get('/api/product/highlights')).body.data.topRatedProducts.length).toBe(10);
    expect((await get('/api/product/highlights?limit=3')).body.data.topRatedProducts.length).toBe(3);
    expect((await get('/api/product/highlights?limit=50')).body.data.topRatedProducts.length).toBeGreaterThan(10);
    for (const query of ['?limit=0', '?limit=51', '?limit=abc']) {
      const { response, body } = await get(`/api/product/highlights${query}`);
      expect(response.statusCode).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
    }
  });
});
