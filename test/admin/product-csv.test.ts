/**
 * The product CSV import and export (rule:admin-csv, rule:stock-ledger, rule:audit-log, rule:own-uploads-only): the
 * export is what the import reads (an unchanged file changes nothing), an edited price reaches the storefront, new
 * rows create products with their opening stock, every kind of row error is named with its row and column, an apply
 * with any error writes nothing, formula cells are neutralised, oversized files are refused, and only staff may use it.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSubCategory } from '../../db/seed/factories';
import { productCsvColumns } from '../../domain/catalog/product-csv-format';
import { maxProductImportBytes } from '../../domain/shared/limits';
import { rows } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { uploadTestImage } from '../helpers/uploads';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
let shopper: TestUser;
let categoryId: string;
let silkId: string;
let sareeId: string;
let kurtaId: string;
let hiddenId: string;

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  shopper = await registerTestUser(ctx.app);
  const db = ctx.database.db;
  categoryId = (await createCategory(db, { name: 'Handloom' })).id;
  silkId = (await createSubCategory(db, categoryId, { name: 'Silk' })).id;
  const other = (await createCategory(db, { name: 'Kitchen Steel' })).id;
  await createSubCategory(db, other, { name: 'Tiffins' });
  sareeId = (
    await createProduct(
      db,
      { categoryId, subCategoryId: silkId },
      {
        title: 'Banarasi Saree — बनारसी',
        pricePaise: 1_249_950,
        colors: ['Maroon', 'Gold'],
        images: ['/uploads/products/saree-1.webp', '/uploads/products/saree-2.webp'],
        hsnCode: '5007',
        gstRateBp: 500,
        stock: 12,
      },
    )
  ).id;
  kurtaId = (
    await createProduct(
      db,
      { categoryId },
      {
        // A cell a spreadsheet would run as a formula (rule:admin-csv).
        title: '=HYPERLINK("http://evil.example","Kurta")',
        description: '-5% this week, @everyone',
        images: ['/uploads/products/kurta.webp'],
        sizes: ['S', 'M', 'L'],
      },
    )
  ).id;
  hiddenId = (
    await createProduct(
      db,
      { categoryId },
      { title: 'Old dupatta', isActive: false, images: ['/uploads/products/d.webp'] },
    )
  ).id;
});
afterAll(async () => {
  await ctx.close();
});

const exportCsv = (query = `category=${categoryId}`, user: TestUser | null = staff) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/products/export?${query}`, headers: user ? user.headers : {} });

const importCsv = (csv: string, mode: 'dry-run' | 'apply', user: TestUser | null = staff) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?mode=${mode}`,
    payload: csv,
    headers: { 'content-type': 'text/csv', ...(user ? user.headers : {}) },
  });

type Row = Record<(typeof productCsvColumns)[number], string>;

async function exportedRows(query?: string): Promise<Row[]> {
  const response = await exportCsv(query);
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.body, { bom: true, columns: true }) as Row[];
}

const csvOf = (list: Partial<Row>[]) =>
  stringify(
    list.map((r) => productCsvColumns.map((c) => r[c] ?? '')),
    { header: true, columns: [...productCsvColumns] },
  );

async function newRow(overrides: Partial<Row> = {}): Promise<Partial<Row>> {
  return {
    id: '',
    title: 'Chikankari Kurta',
    brand: 'Lucknow Looms',
    price: '1499',
    discount: '10',
    category: 'Handloom',
    subCategory: '',
    colors: 'White|Peach',
    images: '/uploads/products/saree-1.webp',
    stock: '7',
    isActive: 'true',
    ...overrides,
  };
}

describe('GET /api/admin/products/export (rule:admin-csv)', () => {
  it('writes every product the filters select, hidden ones too, as UTF-8 CSV with a byte-order mark', async () => {
    const response = await exportCsv();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const list = parse(response.body, { bom: true, columns: true }) as Row[];
    expect(list.map((r) => r.id).sort()).toEqual([sareeId, kurtaId, hiddenId].sort());
    const saree = list.find((r) => r.id === sareeId)!;
    expect(saree).toMatchObject({
      title: 'Banarasi Saree — बनारसी',
      price: '12499.5',
      category: 'Handloom',
      subCategory: 'Silk',
      colors: 'Maroon|Gold',
      images: '/uploads/products/saree-1.webp|/uploads/products/saree-2.webp',
      hsnCode: '5007',
      gstRate: '5',
      stock: '12',
      isActive: 'true',
    });
    expect(list.find((r) => r.id === hiddenId)!.isActive).toBe('false');
  });

  it('neutralises cells a spreadsheet would run as formulas (CSV injection)', async () => {
    const kurta = (await exportedRows()).find((r) => r.id === kurtaId)!;
    expect(kurta.title).toBe(`'=HYPERLINK("http://evil.example","Kurta")`);
    expect(kurta.description).toBe(`'-5% this week, @everyone`);
  });

  it('honours the list filters: shown or hidden, search', async () => {
    expect((await exportedRows(`visibility=hidden&category=${categoryId}`)).map((r) => r.id)).toEqual([hiddenId]);
    expect((await exportedRows('q=banarasi')).map((r) => r.id)).toEqual([sareeId]);
    expectError(await exportCsv('visibility=gone'), 400, 'VALIDATION_ERROR');
  });
});

describe('POST /api/admin/products/import (rule:admin-csv)', () => {
  it('an exported file imported again changes nothing, formula cells included', async () => {
    const response = await exportCsv();
    const auditBefore = await rows<{ n: number }>(ctx, sql`select count(*)::int as n from audit_log`);
    const dry = await importCsv(response.body, 'dry-run');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toEqual({
      mode: 'dry-run',
      applied: false,
      rows: 3,
      create: 0,
      update: 0,
      unchanged: 3,
      errors: [],
      errorCount: 0,
    });
    const applied = await importCsv(response.body, 'apply');
    expect(applied.json().data).toMatchObject({ applied: true, unchanged: 3, update: 0, create: 0 });
    expect(await rows(ctx, sql`select count(*)::int as n from audit_log`)).toEqual(auditBefore);
  });

  it('an edited price: the dry run counts one update and writes nothing; the apply shows it on the storefront at once', async () => {
    const list = await exportedRows();
    list.find((r) => r.id === sareeId)!.price = '9999';
    const csv = csvOf(list);
    const dry = await importCsv(csv, 'dry-run');
    expect(dry.json().data).toMatchObject({ create: 0, update: 1, unchanged: 2, errorCount: 0 });
    expect((await ctx.app.inject({ url: `/api/product/${sareeId}` })).json().data.price).toBe(12499.5);

    const applied = await importCsv(csv, 'apply');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ success: true, data: { applied: true, update: 1, unchanged: 2 } });
    expect((await ctx.app.inject({ url: `/api/product/${sareeId}` })).json().data.price).toBe(9999);

    // rule:audit-log: the product's change with its fields before and after, and the import's counts.
    const audit = await rows<{ action: string; before: unknown; after: unknown }>(
      ctx,
      sql`select action, before, after from audit_log where entity_id = ${sareeId} order by id`,
    );
    expect(audit).toEqual([
      { action: 'product.update', before: { price: 12499.5 }, after: { price: 9999, via: 'csv-import' } },
    ]);
    const [summary] = await rows<{ actor_user_id: string; after: unknown }>(
      ctx,
      sql`select actor_user_id, after from audit_log where action = 'product.import' order by id desc limit 1`,
    );
    expect(summary).toEqual({
      actor_user_id: staff.id,
      after: { rows: 3, created: 0, updated: 1, unchanged: 2 },
    });
  });

  it('a changed stock becomes a ledger row; a blank stock keeps it', async () => {
    const list = await exportedRows();
    list.find((r) => r.id === sareeId)!.stock = '20';
    list.find((r) => r.id === kurtaId)!.stock = '';
    const applied = await importCsv(csvOf(list), 'apply');
    expect(applied.json().data).toMatchObject({ update: 1, unchanged: 2 });
    const ledger = await rows(
      ctx,
      sql`select change, reason, stock_after, staff_user_id, note from stock_ledger
        where product_id = ${sareeId} order by id desc limit 1`,
    );
    expect(ledger).toEqual([
      { change: 8, reason: 'counted', stock_after: 20, staff_user_id: staff.id, note: 'CSV import' },
    ]);
    // rule:stock-ledger: stock equals the sum of its ledger.
    const [sum] = await rows<{ stock: number; total: number }>(
      ctx,
      sql`select p.stock, (select sum(change)::int from stock_ledger l where l.product_id = p.id) as total
        from products p where p.id = ${sareeId}`,
    );
    expect(sum!.stock).toBe(sum!.total);
  });

  it('rows with a blank id create products: their images claimed, their opening stock on the ledger', async () => {
    const upload = await uploadTestImage(ctx.app, staff.headers);
    const csv = csvOf([
      await newRow({ title: 'Chikankari Kurta', images: `${upload}|/uploads/products/saree-1.webp`, gstRate: '12' }),
      await newRow({ title: 'Silk stole', subCategory: 'silk', stock: '', sizes: 'Free size' }),
    ]);
    expect((await importCsv(csv, 'dry-run')).json().data).toMatchObject({ create: 2, update: 0, errorCount: 0 });
    const applied = await importCsv(csv, 'apply');
    expect(applied.json().data).toMatchObject({ applied: true, create: 2 });
    const created = await rows<{ id: string; title: string; stock: number; sub_category_id: string | null }>(
      ctx,
      sql`select id, title, stock, sub_category_id, gst_rate_bp from products
        where title in ('Chikankari Kurta', 'Silk stole') order by title`,
    );
    expect(created).toMatchObject([
      { title: 'Chikankari Kurta', stock: 7, sub_category_id: null, gst_rate_bp: 1200 },
      { title: 'Silk stole', stock: 0, sub_category_id: silkId, gst_rate_bp: null },
    ]);
    const ledger = await rows(ctx, sql`select change, reason from stock_ledger where product_id = ${created[0]!.id}`);
    expect(ledger).toEqual([{ change: 7, reason: 'opening' }]);
    const [claimed] = await rows<{ user_id: string; claimed: boolean }>(
      ctx,
      sql`select user_id, claimed_at is not null as claimed from uploads where key = ${upload.replace('/uploads/', '')}`,
    );
    expect(claimed).toEqual({ user_id: staff.id, claimed: true });
    const audit = await rows(ctx, sql`select action from audit_log where entity_id = ${created[0]!.id}`);
    expect(audit).toEqual([{ action: 'product.create' }]);
    // The storefront shows it at once.
    expect((await ctx.app.inject({ url: `/api/product/${created[0]!.id}` })).statusCode).toBe(200);
  });

  it('names every kind of row error with its row and column, and the apply writes none of the file', async () => {
    const shopperUpload = await uploadTestImage(ctx.app, shopper.headers);
    const list = await exportedRows();
    const saree = list.find((r) => r.id === sareeId)!;
    const csv = csvOf([
      { ...saree, price: '7777' }, // row 2: valid, must not be written
      await newRow({ id: '2b1c8a62-95c4-4b1e-8f5f-2d7a3b9e0c11' }), // 3: unknown id
      await newRow({ id: 'not-an-id' }), // 4
      { ...saree }, // 5: the same product again
      await newRow({ category: 'Footwear' }), // 6
      await newRow({ subCategory: 'Tiffins' }), // 7: a sub category of another category
      await newRow({ price: 'cheap' }), // 8
      await newRow({ discount: '95' }), // 9
      await newRow({ images: 'https://evil.example/a.png' }), // 10
      await newRow({ images: shopperUpload }), // 11: another account's upload
      await newRow({ stock: '-3' }), // 12
      await newRow({ gstRate: '7' }), // 13
      await newRow({ isActive: 'maybe' }), // 14
      await newRow({ colors: 'Red|red', title: 'ab' }), // 15: two columns at fault
      await newRow({ images: '' }), // 16
    ]);
    const dry = await importCsv(csv, 'dry-run');
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json().data;
    expect(report).toMatchObject({ rows: 15, create: 0, update: 1, errorCount: 15 });
    expect(report.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [3, 'id'],
      [4, 'id'],
      [5, 'id'],
      [6, 'category'],
      [7, 'subCategory'],
      [8, 'price'],
      [9, 'discount'],
      [10, 'images'],
      [11, 'images'],
      [12, 'stock'],
      [13, 'gstRate'],
      [14, 'isActive'],
      [15, 'title'],
      [15, 'colors'],
      [16, 'images'],
    ]);
    const message = (row: number, column: string) =>
      report.errors.find((e: { row: number; column: string }) => e.row === row && e.column === column).message;
    expect(message(3, 'id')).toBe('No product has this id. Leave the id blank to add a new product.');
    expect(message(5, 'id')).toBe('This product is also in row 2; a product can be in the file once.');
    expect(message(6, 'category')).toBe('No category is named “Footwear”.');
    expect(message(7, 'subCategory')).toBe('“Tiffins” is not a sub category of “Handloom”.');
    // The product form's own messages (one source of truth).
    expect(message(8, 'price')).toBe('Please enter the price in rupees.');
    expect(message(9, 'discount')).toBe('The discount can be at most 90%.');
    expect(message(10, 'images')).toMatch(/one you uploaded to this shop or one a product already shows/);
    expect(message(11, 'images')).toMatch(/one you uploaded to this shop or one a product already shows/);
    expect(message(12, 'stock')).toBe('The stock cannot be negative.');
    expect(message(13, 'gstRate')).toMatch(/^The GST rate must be one of/);
    expect(message(14, 'isActive')).toBe('Shown must be true or false.');
    expect(message(15, 'colors')).toBe('Each colour value can be listed once.');
    expect(message(16, 'images')).toBe('Please add at least one image.');

    const productsBefore = await rows(ctx, sql`select count(*)::int as n from products`);
    const ledgerBefore = await rows(ctx, sql`select count(*)::int as n from stock_ledger`);
    const apply = await importCsv(csv, 'apply');
    const body = expectError(apply, 422, 'UNPROCESSABLE');
    expect(body.message).toBe('Nothing was imported: the file has 15 problems. Correct them and import it again.');
    expect((body.details as { errorCount: number }).errorCount).toBe(15);
    expect((await ctx.app.inject({ url: `/api/product/${sareeId}` })).json().data.price).not.toBe(7777);
    expect(await rows(ctx, sql`select count(*)::int as n from products`)).toEqual(productsBefore);
    expect(await rows(ctx, sql`select count(*)::int as n from stock_ledger`)).toEqual(ledgerBefore);
    const [shopperUploadRow] = await rows(
      ctx,
      sql`select user_id from uploads where key = ${shopperUpload.replace('/uploads/', '')}`,
    );
    expect(shopperUploadRow).toEqual({ user_id: shopper.id });
  });

  it('refuses a file whose header lacks a column, names an unknown one, or a row with the wrong number of cells', async () => {
    const header = productCsvColumns.filter((c) => c !== 'stock').join(',');
    const missing = (await importCsv(`${header},colour\n`, 'dry-run')).json().data;
    expect(missing.errors).toEqual([
      expect.objectContaining({ row: 1, column: 'colour', message: expect.stringMatching(/is not a column/) }),
      { row: 1, column: 'stock', message: 'The column “stock” is missing.' },
    ]);
    const short = `${productCsvColumns.join(',')}\n,Only a title\n`;
    expect((await importCsv(short, 'dry-run')).json().data.errors).toEqual([
      { row: 2, column: null, message: expect.stringMatching(/^This row has 2 cells; the header has 22/) },
    ]);
    const broken = `${productCsvColumns.join(',')}\n,"unclosed\n`;
    expect((await importCsv(broken, 'dry-run')).json().data.errors[0]).toMatchObject({ column: null });
  });

  it('lists at most 200 errors and counts them all', async () => {
    const bad = await newRow({ category: 'Nowhere' });
    const csv = csvOf(Array.from({ length: 250 }, () => bad));
    const report = (await importCsv(csv, 'dry-run')).json().data;
    expect(report.errors).toHaveLength(200);
    expect(report.errorCount).toBe(250);
  });

  it('refuses a file over 10 MB with 413 and says what to do', async () => {
    const response = await importCsv('x'.repeat(maxProductImportBytes + 1), 'dry-run');
    const body = expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(body.message).toMatch(/larger than 10 MB/);
  });

  it('refuses another content type and an unknown mode', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      payload: { csv: 'x' },
      headers: staff.headers,
    });
    expectError(json, 400, 'VALIDATION_ERROR');
    expectError(await importCsv('id\n', 'delete' as 'apply'), 400, 'VALIDATION_ERROR');
  });

  it('answers only staff: a guest 401, a shopper 403 (rule:staff-only)', async () => {
    expectError(await exportCsv(undefined, null), 401, 'UNAUTHORIZED');
    expectError(await exportCsv(undefined, shopper), 403, 'FORBIDDEN');
    expectError(await importCsv('id\n', 'dry-run', null), 401, 'UNAUTHORIZED');
    expectError(await importCsv('id\n', 'apply', shopper), 403, 'FORBIDDEN');
  });
});
