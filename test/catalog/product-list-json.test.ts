/**
 * GET /api/product writes its answer from the products' JSON texts kept with their rows (ListedProduct in
 * domain/catalog/product-rows.ts, ADR 0036) instead of serialising the page again. The text must be exactly what the
 * response serializer would write for the same products read again from their rows (fastify-type-provider-zod's
 * compiler: the schema's encode, then JSON.stringify), keep the route's headers and compression, and follow a
 * product's changes at once.
 */
import { gunzipSync } from 'node:zlib';
import { inArray, sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/seed/factories';
import { products } from '../../db/schema/index';
import { listProducts } from '../../domain/catalog/list-products';
import { publicProductColumns, toPublicProduct } from '../../domain/catalog/to-public-product';
import { productListQuerySchema } from '../../domain/schemas/catalog';
import { productPageSchema, type ProductPage } from '../../domain/views/catalog';
import { envelope, ok } from '../../server/api/envelope';
import { startTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;
let sareeId: string;

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  const fashion = await createCategory(db, { name: 'Fashion' });
  const home = await createCategory(db, { name: 'Home' });
  sareeId = (
    await createProduct(
      db,
      { categoryId: fashion.id },
      // Text a JSON writer must escape: quotes, a backslash, a line break, emoji and Devanagari.
      { title: 'Saree "Kanjeevaram" \\ Silk', description: 'Line one\nline two 🪔 रेशम', pricePaise: 450_050 },
    )
  ).id;
  for (let n = 1; n <= 25; n += 1) {
    await createProduct(
      db,
      { categoryId: n % 2 ? fashion.id : home.id },
      { title: `Cotton Towel ${n}`, brand: 'Bombay' },
    );
  }
});

afterAll(async () => {
  await ctx.close();
});

const answerSchema = envelope(productPageSchema);
/** What the route's response serializer writes for an answer object (the same compiler the app registers). */
const serialize = serializerCompiler({ schema: answerSchema, method: 'GET', url: '/api/product' });

async function getList(query: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/product${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The page's products read again from their rows, apart from the kept texts, in the answer's order. */
async function productsFromRows(ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.database.db.select(publicProductColumns).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toPublicProduct(row)]));
  return ids.map((id) => byId.get(id)!);
}

describe('the product list as JSON text', () => {
  it('is byte for byte what the serializer writes for the same products read from their rows', async () => {
    for (const query of [
      '',
      '?search=cotton&limit=5',
      '?search=saree',
      '?search=towel&facets=true',
      '?sort=price_desc&page=3&limit=10',
      '?search=nothingmatchesthis',
      '?isPagination=false',
    ]) {
      const response = await getList(query);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, no-cache');
      const { data } = JSON.parse(response.body) as { data: ProductPage };
      const fromRows = await productsFromRows(data.products.map((p) => p.id));
      expect(response.body, query).toBe(
        serialize(ok({ ...data, products: fromRows }, 'Products fetched successfully')),
      );
      // The counts agree with the domain's page for the same query.
      const params = Object.fromEntries(new URLSearchParams(query));
      const { products: pageProducts, ...counts } = await listProducts(
        ctx.database.db,
        productListQuerySchema.parse(params),
      );
      const { products: _products, ...answerCounts } = data;
      expect(answerCounts, query).toEqual(counts);
      expect(data.products.map((p) => p.id)).toEqual(pageProducts.map((p) => p.id));
    }
    const saree = JSON.parse((await getList('?search=kanjeevaram')).body).data.products[0];
    expect(saree.title).toBe('Saree "Kanjeevaram" \\ Silk');
    expect(saree.description).toBe('Line one\nline two 🪔 रेशम');
  });

  it('is compressed for a client that accepts gzip, to the same text', async () => {
    const plain = await getList('?isPagination=false');
    const zipped = await getList('?isPagination=false', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('shows a product’s change at once: its kept text is written again', async () => {
    const before = JSON.parse((await getList('?search=kanjeevaram')).body).data.products[0];
    expect(before.price).toBe(4500.5);
    await ctx.database.db.execute(sql`update products set price_paise = 399900, stock = 0 where id = ${sareeId}`);
    const after = JSON.parse((await getList('?search=kanjeevaram')).body).data.products[0];
    expect(after).toMatchObject({ id: sareeId, price: 3999, stock: 0 });
  });
});
