/**
 * rule:rate-limits for public reads (ADR 0023): every catalog read has a generous per-address limit,
 * so a scraper looping hard gets a clear 429 while other shoppers are still served. Real limits here
 * (RATE_LIMIT_MULTIPLIER=1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/seed/factories';
import { publicReadsPerMinute } from '../../server/plugins/rate-limits';
import { startTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;
let productId: string;
beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  const category = await createCategory(ctx.database.db);
  productId = (await createProduct(ctx.database.db, { categoryId: category.id })).id;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, remoteAddress = '203.0.113.50') => ctx.app.inject({ method: 'GET', url, remoteAddress });

describe('public catalog reads are rate limited per address', () => {
  it('every catalog read announces the limit', async () => {
    const reads = [
      '/api/product?search=phone',
      '/api/product/highlights',
      '/api/product/suggestions?q=pho',
      `/api/product/${productId}`,
      `/api/product/${productId}/reviews`,
      `/api/product/${productId}/related`,
      '/api/brands',
      '/api/category',
      '/api/subCategory',
      `/api/delivery/302017?productId=${productId}`,
    ];
    for (const url of reads) {
      const response = await get(url, '203.0.113.51');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-ratelimit-limit'], url).toBe(String(publicReadsPerMinute.api));
      expect(response.headers['x-ratelimit-remaining'], url).toBe(String(publicReadsPerMinute.api - 1));
    }
  });

  it('a client looping on suggestions is refused after the limit, with a clear 429; others are not', async () => {
    // An empty term answers without touching the database, so the loop is cheap.
    for (let i = 0; i < publicReadsPerMinute.api; i++) {
      const response = await get('/api/product/suggestions?q=');
      if (response.statusCode !== 200) expect.fail(`request ${i + 1}: ${response.statusCode} ${response.body}`);
    }
    const refused = await get('/api/product/suggestions?q=');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please try again in .+\.$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another shopper, and the same client on another read, are still served.
    expect((await get('/api/product/suggestions?q=', '203.0.113.52')).statusCode).toBe(200);
    expect((await get(`/api/product/${productId}`)).statusCode).toBe(200);
  });
});
