/**
 * The sitemap's product chunks (rule:sitemap): every active product appears exactly once
 * across the chunks, withdrawn products never, and chunks past the end are empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { countSitemapChunks, listSitemapProducts } from '../../domain/catalog/list-sitemap-products';
import { startTestApp, type TestContext } from '../helpers/app';
import { createSampleCatalog } from './sample-catalog';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
  await createSampleCatalog(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

describe('sitemap product chunks', () => {
  it('cover every active product once, in id order, and nothing withdrawn', async () => {
    const db = ctx.database.db;
    const active = await db.select({ id: products.id }).from(products).where(eq(products.isActive, true));
    expect(active.length).toBeGreaterThan(3);
    const chunkSize = 3;
    const chunks = await countSitemapChunks(db, chunkSize);
    expect(chunks).toBe(Math.ceil(active.length / chunkSize));

    const seen: string[] = [];
    for (let n = 1; n <= chunks; n++) {
      const rows = await listSitemapProducts(db, n, chunkSize);
      expect(rows.length).toBeLessThanOrEqual(chunkSize);
      expect(rows.length).toBeGreaterThan(0);
      seen.push(...rows.map((r) => r.id));
    }
    expect(seen).toEqual(active.map((r) => r.id).sort());
    expect(await listSitemapProducts(db, chunks + 1, chunkSize)).toEqual([]);
  });
});
