/**
 * GET /api/product writes its answer from the products' JSON texts kept with their rows (ListedProduct in
 * domain/catalog/product-rows.ts, ADR 0036) instead of serialising the page again. The text must be exactly what the
 * response serializer would write for the same answer (fastify-type-provider-zod: the schema's encode, then
 * JSON.stringify), agree with the domain's page, and follow a product's changes at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCategory, createProduct } from '../../db/seed/factories';
import { listProducts } from '../../domain/catalog/list-products';
import { productListQuerySchema } from '../../domain/schemas/catalog';
import { productPageSchema } from '../../domain/views/catalog';
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

async function getList(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/product${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('the product list as JSON text', () => {
  it('is byte for byte what the serializer writes, and the domain page, for lists, searches, facets and pages', async () => {
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
      const body = JSON.parse(response.body) as unknown;
      expect(response.body, query).toBe(JSON.stringify(answerSchema.encode(body as never)));
      const params = Object.fromEntries(new URLSearchParams(query));
      const page = await listProducts(ctx.database.db, productListQuerySchema.parse(params));
      expect(body, query).toEqual(ok(page, 'Products fetched successfully'));
    }
    const saree = JSON.parse((await getList('?search=kanjeevaram')).body).data.products[0];
    expect(saree.title).toBe('Saree "Kanjeevaram" \\ Silk');
    expect(saree.description).toBe('Line one\nline two 🪔 रेशम');
  });

  it('shows a product’s change at once: its kept text is written again', async () => {
    const before = JSON.parse((await getList('?search=kanjeevaram')).body).data.products[0];
    expect(before.price).toBe(4500.5);
    await ctx.database.db.execute(sql`update products set price_paise = 399900, stock = 0 where id = ${sareeId}`);
    const after = JSON.parse((await getList('?search=kanjeevaram')).body).data.products[0];
    expect(after).toMatchObject({ id: sareeId, price: 3999, stock: 0 });
  });
});
