/**
 * Free-text search on GET /api/product and the suggestions of GET /api/product/suggestions
 * (rule:catalog-suggestions): case-insensitive, typo tolerant, ranked, and injection-looking terms are
 * text (rule:search-terms-are-text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCategory, createProduct, createSubCategory } from '../../db/seed/factories';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { listProducts } from '../../domain/catalog/list-products';
import { productListQuerySchema } from '../../domain/schemas/catalog';
import { suggestSearchTerms } from '../../domain/search/suggest-search-terms';
import { startTestApp, type TestContext } from '../helpers/app';
import { createSampleCatalog, type SampleCatalog } from './sample-catalog';

let ctx: TestContext;
let catalog: SampleCatalog;

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.database.db;
  catalog = await createSampleCatalog(db);
  const { fashion } = catalog.categories;
  const { kurtas } = catalog.subCategories;
  await createProduct(
    db,
    { categoryId: fashion.id, subCategoryId: kurtas.id },
    { title: 'Kurta Pyjama Set', pricePaise: 300_000, brand: 'Manyavar', unitsSold: 1 },
  );
  await createProduct(
    db,
    { categoryId: fashion.id, subCategoryId: null },
    {
      title: 'Banarasi Silk Saree',
      pricePaise: 900_000,
      brand: 'Weavers',
      description: 'Comes with a matching kurta style blouse piece',
    },
  );
  await createProduct(
    db,
    { categoryId: fashion.id, subCategoryId: null },
    { title: 'Pure 100% Cotton Tee', brand: 'Basics' },
  );
  const home = await createCategory(db, { name: 'Home Appliances' });
  const kitchen = await createSubCategory(db, home.id, { name: 'Kitchen' });
  await createProduct(
    db,
    { categoryId: home.id, subCategoryId: kitchen.id },
    { title: 'Mixer Grinder 1000W', brand: 'Bajaj' },
  );
  for (let i = 1; i <= 8; i++) {
    await createProduct(
      db,
      { categoryId: home.id, subCategoryId: null },
      { title: `Ceiling Fan Model ${i}`, brand: 'Orient', unitsSold: i },
    );
  }
});
afterAll(async () => {
  await ctx.close();
});

async function search(term: string, extra = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/product?search=${encodeURIComponent(term)}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    titles: body.data.products.map((p: { title: string }) => p.title) as string[],
    total: body.data.total as number,
  };
}

async function suggest(q: string | undefined) {
  const url = q === undefined ? '/api/product/suggestions' : `/api/product/suggestions?q=${encodeURIComponent(q)}`;
  const response = await ctx.app.inject({ method: 'GET', url });
  return { response, body: response.json() };
}

describe('GET /api/product?search=', () => {
  it('finds products by title words, ignoring case', async () => {
    expect((await search('samsung')).titles).toEqual(['Samsung Galaxy S23']);
    expect((await search('SAMSUNG GALAXY')).titles).toEqual(['Samsung Galaxy S23']);
  });

  it('finds products by brand and by description words', async () => {
    expect((await search('fabindia')).titles).toEqual(['Cotton Kurta']);
    expect((await search('camera')).titles).toEqual(['Apple iPhone 15']);
  });

  it('matches the last word as a prefix while the shopper is typing', async () => {
    expect((await search('sams')).titles).toEqual(['Samsung Galaxy S23']);
    expect((await search('dell insp')).titles).toEqual(['Dell Inspiron Laptop']);
  });

  it('tolerates typos through trigram similarity', async () => {
    expect((await search('samsng')).titles).toContain('Samsung Galaxy S23');
    const kurtas = (await search('kurtaa')).titles;
    expect(kurtas).toEqual(expect.arrayContaining(['Cotton Kurta', 'Silk Kurta', 'Kurta Pyjama Set']));
    expect((await search('laptp')).titles).toContain('Dell Inspiron Laptop');
  });

  it('finds the products of a category or sub category named by the term (suggestions offer these)', async () => {
    const electronics = await search('Electronics');
    expect(electronics.titles.sort()).toEqual([
      'Apple iPhone 15',
      'Dell Inspiron Laptop',
      'Samsung Galaxy S23',
      'USB Cable',
    ]);
    expect((await search('kitchen')).titles).toEqual(['Mixer Grinder 1000W']);
  });

  it('ranks title matches first and a description-only match last', async () => {
    const { titles, total } = await search('kurta');
    expect(total).toBe(4);
    expect(titles[0]).toBe('Kurta Pyjama Set');
    expect(titles.at(-1)).toBe('Banarasi Silk Saree');
  });

  it('combines search with filters, sorting and paging', async () => {
    expect((await search('kurta', '&maxPrice=1000')).titles).toEqual(['Cotton Kurta']);
    const cheapFirst = await search('kurta', '&sort=price_asc');
    expect(cheapFirst.titles[0]).toBe('Cotton Kurta');
    const paged = await ctx.app.inject({ method: 'GET', url: '/api/product?search=fan&limit=3&page=2' });
    expect(paged.json().data).toMatchObject({ total: 8, page: 2, limit: 3, totalPages: 3 });
    expect(paged.json().data.products.length).toBe(3);
  });

  it('never returns withdrawn products', async () => {
    expect((await search('hidden')).titles).toEqual([]);
  });

  it('treats SQL and LIKE syntax as plain text', async () => {
    const countProducts = () => queryRows(ctx.database.db, sql`select count(*)::int as n from products`);
    const before = await countProducts();
    for (const term of [
      "') UNION SELECT id, password_hash FROM users --",
      "'; DROP TABLE products; --",
      '%_\\',
      '_',
      '\\',
    ]) {
      const result = await search(term);
      expect(result.total, term).toBe(0);
    }
    // Wildcards are not wildcards: "00%" is not "anything with 00 in it" (the words are 100 and 1000W), and
    // "s_lk" is not "silk".
    expect((await search('00%')).titles).toEqual([]);
    // "100" is also the start of the word "1000W"; the whole word ranks first.
    expect((await search('100%')).titles).toEqual(['Pure 100% Cotton Tee', 'Mixer Grinder 1000W']);
    expect((await search('s_lk')).titles).toEqual([]);
    // A term without a letter or digit names nothing.
    expect((await search('%')).titles).toEqual([]);
    expect(await countProducts()).toEqual(before);
  });

  it('answers hostile terms with results or a clear 400, never a 500 (ADR 0036)', async () => {
    // tsquery operators, quotes, backslashes and emoji are not syntax: the words around them are searched for.
    expect((await search('!kurta & | <-> :*')).titles).toContain('Kurta Pyjama Set');
    expect((await search('"cotton" \\ \'tee\'')).titles[0]).toBe('Pure 100% Cotton Tee');
    expect((await search('👕 cotton 🙂')).titles).toContain('Pure 100% Cotton Tee');
    expect((await search('🙂🙂')).total).toBe(0);
    for (const term of ['k'.repeat(10_000), 'kurta '.repeat(40), '\u0000kurta']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/product?search=${encodeURIComponent(term)}` });
      expect(response.statusCode, term.slice(0, 20)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    // The longest allowed term of many words is still answered.
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/api/product?search=${encodeURIComponent('kurta '.repeat(33).trim())}`,
    });
    expect(long.statusCode).toBe(200);
  });

  it('finds nothing for a term that is nowhere in the catalog', async () => {
    expect(await search('zzqqxxvv')).toEqual({ titles: [], total: 0 });
  });
});

describe('GET /api/product/suggestions', () => {
  it('answers an empty or missing term with no suggestions', async () => {
    for (const q of [undefined, '', '   ']) {
      const { response, body } = await suggest(q);
      expect(response.statusCode).toBe(200);
      expect(body).toEqual({ success: true, message: expect.any(String), data: { suggestions: [] } });
    }
  });

  it('suggests brands and titles from the catalog, ignoring case', async () => {
    for (const q of ['sam', 'SAM']) {
      const { body } = await suggest(q);
      expect(body.data.suggestions).toEqual(['Samsung', 'Samsung Galaxy S23']);
    }
  });

  it('suggests category and sub category names, leading matches first', async () => {
    expect((await suggest('elec')).body.data.suggestions[0]).toBe('Electronics');
    const kur = (await suggest('kur')).body.data.suggestions as string[];
    expect(kur[0]).toBe('Kurtas');
    expect(kur).toEqual(expect.arrayContaining(['Kurta Pyjama Set', 'Cotton Kurta', 'Silk Kurta']));
    // "Kurta Pyjama Set" starts with the term, so it comes before titles that only contain it.
    expect(kur.indexOf('Kurta Pyjama Set')).toBeLessThan(kur.indexOf('Cotton Kurta'));
  });

  it('gives at most 5 suggestions, best sellers first among equals', async () => {
    const { body } = await suggest('ceiling');
    expect(body.data.suggestions).toEqual([
      'Ceiling Fan Model 8',
      'Ceiling Fan Model 7',
      'Ceiling Fan Model 6',
      'Ceiling Fan Model 5',
      'Ceiling Fan Model 4',
    ]);
  });

  it('never suggests the same term twice, whatever its case', async () => {
    const { body } = await suggest('orient');
    const lowered = body.data.suggestions.map((s: string) => s.toLowerCase());
    expect(new Set(lowered).size).toBe(lowered.length);
    expect(body.data.suggestions[0]).toBe('Orient');
  });

  it('still suggests for a misspelt term', async () => {
    expect((await suggest('samsng')).body.data.suggestions).toContain('Samsung');
    expect((await suggest('electronis')).body.data.suggestions).toContain('Electronics');
  });

  it('treats injection-looking terms as text and refuses an overlong one', async () => {
    for (const q of ["') UNION SELECT email FROM users --", '%', '_']) {
      const { response, body } = await suggest(q);
      expect(response.statusCode).toBe(200);
      expect(body.data.suggestions.length).toBeLessThanOrEqual(5);
    }
    expect((await suggest('%')).body.data.suggestions).toEqual([]);
    expect((await suggest('100%')).body.data.suggestions).toEqual(['Pure 100% Cotton Tee', 'Mixer Grinder 1000W']);
    const { response, body } = await suggest('x'.repeat(101));
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});

describe('search settings stay inside the search', () => {
  const settingsOf = async (db: DbOrTx) =>
    (
      await queryRows(
        db,
        sql`select current_setting('enable_seqscan') as seqscan, current_setting('enable_indexscan') as indexscan, current_setting('jit') as jit`,
      )
    )[0];

  it('leaves no planner setting behind on the connection after a search request', async () => {
    const before = await settingsOf(ctx.database.db);
    expect((await search('kurtaa')).total).toBeGreaterThan(0);
    expect((await suggest('kurta')).response.statusCode).toBe(200);
    expect(await settingsOf(ctx.database.db)).toEqual(before);
  });

  it("puts the settings back when a search runs inside a caller's transaction", async () => {
    await ctx.database.db.transaction(async (tx) => {
      const before = await settingsOf(tx);
      const result = await listProducts(tx, productListQuerySchema.parse({ search: 'kurta' }));
      expect(result.total).toBe(4);
      expect((await suggestSearchTerms(tx, 'kurta')).suggestions.length).toBeGreaterThan(0);
      expect(await settingsOf(tx)).toEqual(before);
    });
  });
});
