/**
 * Staff's Hindi product text (rule:shop-language, ADR 0059, issue 39) through the real app: the product form saves and
 * audits the Hindi title and description, the CSV export writes them and the import reads them (and a file without
 * their columns leaves them as they are), the public API carries them, a Devanagari search finds a product by its
 * Hindi title, and the Hindi pages' loaders show the Hindi text where the English ones show the English.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as homeLoader } from '../../app/routes/home';
import { loader as productLoader } from '../../app/routes/product';
import { loader as productsLoader } from '../../app/routes/products';
import { createCategory, createProduct, createSubCategory } from '../../db/seed/factories';
import { productCsvColumns } from '../../domain/catalog/product-csv-format';
import { rows } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { runLoader } from '../helpers/loaders';
import { uploadTestImage } from '../helpers/uploads';
import { registerTestStaff, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
let categoryId: string;
let subCategoryId: string;
let riceId: string;

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  const db = ctx.database.db;
  categoryId = (await createCategory(db, { name: 'Hindi Text Groceries' })).id;
  subCategoryId = (await createSubCategory(db, categoryId, { name: 'Rice' })).id;
  riceId = (
    await createProduct(
      db,
      { categoryId, subCategoryId },
      {
        title: 'Kolam Rice 5 kg',
        description: 'Soft everyday rice.',
        titleHi: 'कोलम चावल 5 kg',
        descriptionHi: 'रोज़ के खाने के लिए मुलायम चावल।',
        images: ['/uploads/products/kolam.webp'],
        unitsSold: 50,
      },
    )
  ).id;
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: staff.headers });

async function validForm() {
  return {
    title: 'Banarasi Silk Saree',
    brand: 'Nalli',
    description: 'Pure silk with a zari border.',
    fullDescription: 'Woven in Varanasi.',
    price: 4999,
    discount: 0,
    categoryId,
    subCategoryId,
    images: [await uploadTestImage(ctx.app, staff.headers)],
    isActive: true,
  };
}

describe('the product form', () => {
  it('saves the Hindi title and description, shows them to staff and audits them; blank is none', async () => {
    const form = await validForm();
    const created = await call('POST', '/api/admin/products', {
      ...form,
      titleHi: '  बनारसी सिल्क साड़ी ',
      descriptionHi: 'ज़री बॉर्डर वाली शुद्ध सिल्क साड़ी।',
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({ titleHi: 'बनारसी सिल्क साड़ी', descriptionHi: 'ज़री बॉर्डर वाली शुद्ध सिल्क साड़ी।' });
    const [create] = await rows<{ after: Record<string, unknown> }>(
      ctx,
      sql`select after from audit_log where entity_id = ${product.id} and action = 'product.create'`,
    );
    expect(create!.after).toMatchObject({
      titleHi: 'बनारसी सिल्क साड़ी',
      descriptionHi: 'ज़री बॉर्डर वाली शुद्ध सिल्क साड़ी।',
    });

    const updated = await call('PUT', `/api/admin/products/${product.id}`, {
      ...form,
      titleHi: 'बनारसी रेशमी साड़ी',
      descriptionHi: '',
      expectedVersion: product.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ titleHi: 'बनारसी रेशमी साड़ी', descriptionHi: null });
    const [update] = await rows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      ctx,
      sql`select before, after from audit_log where entity_id = ${product.id} and action = 'product.update'`,
    );
    expect(update).toEqual({
      before: { titleHi: 'बनारसी सिल्क साड़ी', descriptionHi: 'ज़री बॉर्डर वाली शुद्ध सिल्क साड़ी।' },
      after: { titleHi: 'बनारसी रेशमी साड़ी', descriptionHi: null },
    });
    expect((await call('GET', `/api/admin/products/${product.id}`)).json().data).toMatchObject({
      titleHi: 'बनारसी रेशमी साड़ी',
      descriptionHi: null,
    });
  });

  it('an old client that sends no Hindi fields creates a product without them', async () => {
    const created = await call('POST', '/api/admin/products', await validForm());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ titleHi: null, descriptionHi: null });
  });

  it('refuses a Hindi title or description over the limits of the English ones, naming the field', async () => {
    const form = await validForm();
    const body = expectError(
      await call('POST', '/api/admin/products', { ...form, titleHi: 'सा', descriptionHi: 'क'.repeat(501) }),
      400,
      'VALIDATION_ERROR',
    );
    const paths = (body.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['titleHi', 'descriptionHi']));
    expect((await call('POST', '/api/admin/products', { ...form, titleHi: 'क'.repeat(201) })).statusCode).toBe(400);
  });
});

type Row = Record<string, string>;
const exportRows = async () => {
  const res = await call('GET', `/api/admin/products/export?category=${categoryId}`);
  expect(res.statusCode, res.body).toBe(200);
  return {
    header: (parse(res.body, { bom: true }) as string[][])[0]!,
    rows: parse(res.body, { bom: true, columns: true }) as Row[],
  };
};
const importCsv = (csv: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/products/import?mode=apply',
    payload: csv,
    headers: { 'content-type': 'text/csv', ...staff.headers },
  });
const fileOf = (list: Row[], columns: readonly string[]) =>
  stringify(
    list.map((r) => columns.map((c) => r[c] ?? '')),
    { header: true, columns: [...columns] },
  );
const hindiOf = async (id: string) =>
  (
    await rows<{ title_hi: string | null; description_hi: string | null }>(
      ctx,
      sql`select title_hi, description_hi from products where id = ${id}`,
    )
  )[0];

describe('the product CSV', () => {
  it('exports the Hindi columns, and an unchanged file imports as unchanged', async () => {
    const { header, rows: list } = await exportRows();
    expect(header).toEqual([...productCsvColumns]);
    expect(header).toEqual(expect.arrayContaining(['titleHi', 'descriptionHi']));
    expect(list.find((r) => r.id === riceId)).toMatchObject({
      titleHi: 'कोलम चावल 5 kg',
      descriptionHi: 'रोज़ के खाने के लिए मुलायम चावल।',
    });
    const res = await importCsv(fileOf(list, productCsvColumns));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ update: 0, create: 0 });
  });

  it('round trip: an edited Hindi title is imported and audited; a blank Hindi cell clears it', async () => {
    const { rows: list } = await exportRows();
    const edited = list.map((r) => (r.id === riceId ? { ...r, titleHi: 'कोलम राइस 5 किलो', descriptionHi: '' } : r));
    const res = await importCsv(fileOf(edited, productCsvColumns));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ update: 1 });
    expect(await hindiOf(riceId)).toEqual({ title_hi: 'कोलम राइस 5 किलो', description_hi: null });
    const audits = await rows<{ after: Record<string, unknown> }>(
      ctx,
      sql`select after from audit_log where entity_id = ${riceId} and action = 'product.update' order by id desc limit 1`,
    );
    expect(audits[0]!.after).toMatchObject({ titleHi: 'कोलम राइस 5 किलो', descriptionHi: null });
    // The next test's starting point again.
    expect((await importCsv(fileOf(list, productCsvColumns))).statusCode).toBe(200);
    expect(await hindiOf(riceId)).toEqual({
      title_hi: 'कोलम चावल 5 kg',
      description_hi: 'रोज़ के खाने के लिए मुलायम चावल।',
    });
  });

  it('a file without the Hindi columns keeps a product’s Hindi text, and a new product has none', async () => {
    const old = productCsvColumns.filter((c) => c !== 'titleHi' && c !== 'descriptionHi');
    const { rows: list } = await exportRows();
    const rice = list.find((r) => r.id === riceId)!;
    const edited = [
      { ...rice, price: '333' },
      { ...rice, id: '', title: 'Sona Masoori Rice 5 kg', stock: '4' },
    ];
    const res = await importCsv(fileOf(edited, old));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ update: 1, create: 1 });
    expect(await hindiOf(riceId)).toEqual({
      title_hi: 'कोलम चावल 5 kg',
      description_hi: 'रोज़ के खाने के लिए मुलायम चावल।',
    });
    const [created] = await rows<{ id: string }>(
      ctx,
      sql`select id from products where title = 'Sona Masoori Rice 5 kg'`,
    );
    expect(await hindiOf(created!.id)).toEqual({ title_hi: null, description_hi: null });
  });

  it('reads a `title_hi` header as `titleHi`, and refuses a Hindi title the form refuses', async () => {
    const columns = productCsvColumns.map((c) =>
      c === 'titleHi' ? 'title_hi' : c === 'descriptionHi' ? 'description_hi' : c,
    );
    const { rows: list } = await exportRows();
    const rice = list.find((r) => r.id === riceId)!;
    const asSnake = (r: Row) => ({ ...r, title_hi: r.titleHi!, description_hi: r.descriptionHi! });
    const ok = await importCsv(fileOf([asSnake({ ...rice, titleHi: 'कोलम चावल पाँच किलो' })], columns));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await hindiOf(riceId))!.title_hi).toBe('कोलम चावल पाँच किलो');
    const bad = await importCsv(fileOf([asSnake({ ...rice, titleHi: 'क' })], columns));
    const report = expectError(bad, 422, 'UNPROCESSABLE').details as { errors: unknown[] };
    expect(report.errors[0]).toMatchObject({ row: 2, column: 'titleHi' });
    // Back to the Hindi the other tests expect.
    await importCsv(fileOf([{ ...rice }], productCsvColumns));
  });
});

describe('shoppers', () => {
  it('the public API carries titleHi and descriptionHi (null when absent), in lists and the detail', async () => {
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/product/${riceId}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      title: 'Kolam Rice 5 kg',
      titleHi: 'कोलम चावल 5 kg',
      descriptionHi: 'रोज़ के खाने के लिए मुलायम चावल।',
    });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/product?category=${categoryId}&limit=50` });
    const products = list.json().data.products as { id: string; titleHi: string | null; descriptionHi: unknown }[];
    expect(products.find((p) => p.id === riceId)).toMatchObject({ titleHi: 'कोलम चावल 5 kg' });
    expect(products.every((p) => 'titleHi' in p && 'descriptionHi' in p)).toBe(true);
    expect(products.some((p) => p.titleHi === null)).toBe(true);
  });

  it('a Devanagari search finds a product by its Hindi title, at once after staff change it', async () => {
    const search = async (term: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/product?search=${encodeURIComponent(term)}&limit=20` }))
        .json()
        .data.products.map((p: { id: string }) => p.id) as string[];
    expect(await search('कोलम')).toContain(riceId);
    expect(await search('चावल')).toContain(riceId);
    await ctx.database.db.execute(sql`update products set title_hi = 'सुगंधित चावल' where id = ${riceId}`);
    expect(await search('सुगंधित')).toContain(riceId);
    expect(await search('कोलम')).not.toContain(riceId);
    await ctx.database.db.execute(sql`update products set title_hi = 'कोलम चावल 5 kg' where id = ${riceId}`);
  });

  it('the Hindi product page shows the Hindi title and description; the English one the English', async () => {
    const hindi = await runLoader(ctx, productLoader, null, `/hi/product/${riceId}`, { id: riceId });
    expect(hindi.product).toMatchObject({ title: 'कोलम चावल 5 kg', description: 'रोज़ के खाने के लिए मुलायम चावल।' });
    const english = await runLoader(ctx, productLoader, null, `/product/${riceId}`, { id: riceId });
    expect(english.product).toMatchObject({ title: 'Kolam Rice 5 kg', description: 'Soft everyday rice.' });
    // The list's cards, in each language.
    const hiList = await runLoader(ctx, productsLoader, null, `/hi/products?category=${categoryId}`);
    expect(hiList.products.find((p) => p._id === riceId)?.title).toBe('कोलम चावल 5 kg');
    const enList = await runLoader(ctx, productsLoader, null, `/products?category=${categoryId}`);
    expect(enList.products.find((p) => p._id === riceId)?.title).toBe('Kolam Rice 5 kg');
    // A product without Hindi shows its English on a Hindi page.
    expect(hiList.products.some((p) => p.title === 'Sona Masoori Rice 5 kg')).toBe(true);
    // The home page's Top Selling cards.
    const home = await runLoader(ctx, homeLoader, null, '/hi');
    expect((await home.topSelling).find((p) => p._id === riceId)?.title).toBe('कोलम चावल 5 kg');
  });
});
