/**
 * The catalog index in every process stays in step with the database (ADR 0036): two real server processes on one
 * fresh PostgreSQL database, and a third writer (SQL, as a CSV import, checkout or a fix by hand would write). After
 * each commit, the very next request to either process shows the change in search, facets and suggestions, with no
 * waiting. Runs in the postgres project only (test/resilience).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createCategory, createProduct } from '../../db/seed/factories';
import { killAllServerProcesses, startServerProcess } from '../helpers/server-process';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const dbName = `shop_test_index_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let handle: DatabaseHandle;
let bases: string[] = [];
let productId: string;
let rubberSlipperId: string;
let categoryId: string;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

interface ListData {
  products: { _id: string; title: string; stock: number }[];
  total: number;
  facets?: { brands: { name: string; count: number }[]; categories: { name: string; count: number }[] };
}

async function search(base: string, query: string): Promise<ListData> {
  const response = await fetch(`${base}/api/product?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ListData }).data;
}

async function suggestions(base: string, q: string): Promise<string[]> {
  const response = await fetch(`${base}/api/product/suggestions?q=${encodeURIComponent(q)}`);
  return ((await response.json()) as { data: { suggestions: string[] } }).data.suggestions;
}

async function detail(base: string, id: string) {
  const response = await fetch(`${base}/api/product/${id}`);
  return { status: response.status, body: (await response.json()) as { data?: object; message: string } };
}

const titlesOf = (data: ListData) => data.products.map((p) => p.title);

beforeAll(async () => {
  await admin(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  handle = await openDatabase({ databaseUrl: url.toString() });
  const category = await createCategory(handle.db, { name: 'Footwear' });
  categoryId = category.id;
  const product = await createProduct(
    handle.db,
    { categoryId },
    { title: 'Kolhapuri Leather Slipper', brand: 'Paduka', stock: 5, unitsSold: 1 },
  );
  productId = product.id;
  rubberSlipperId = (
    await createProduct(handle.db, { categoryId }, { title: 'Rubber Slipper', brand: 'Relaxo', stock: 5, unitsSold: 9 })
  ).id;
  const servers = [0, 1].map(() =>
    startServerProcess({ DATABASE_URL: url.toString(), LOG_LEVEL: 'info', RATE_LIMIT_MULTIPLIER: '1000' }),
  );
  bases = await Promise.all(servers.map((s) => s.listening));
}, 120_000);

afterAll(async () => {
  killAllServerProcesses();
  await handle?.close();
  await admin(`drop database if exists ${dbName} with (force)`);
});

describe('the catalog index across processes (ADR 0036)', () => {
  it('shows an edit, a sell-out, a hidden product and a renamed category in every process at once', async () => {
    for (const base of bases) {
      expect(titlesOf(await search(base, 'search=chappal'))).toEqual(['Rubber Slipper', 'Kolhapuri Leather Slipper']);
    }

    // An edit: the new title is found and the old one is not, by both, on the next request.
    await handle.db.execute(sql`update products set title = 'Kolhapuri Zari Chappal' where id = ${productId}`);
    for (const base of bases) {
      expect(titlesOf(await search(base, 'search=zari'))).toEqual(['Kolhapuri Zari Chappal']);
      expect((await search(base, 'search=leather')).total).toBe(0);
      expect(await suggestions(base, 'zar')).toContain('Kolhapuri Zari Chappal');
    }

    // Sold out: it ranks after the product in stock, though it sells better now, and its page and card say so (the
    // rows both processes keep in memory, domain/catalog/product-rows.ts, are read again).
    await handle.db.execute(sql`update products set stock = 0, units_sold = 500 where id = ${productId}`);
    for (const base of bases) {
      const found = await search(base, 'search=chappal');
      expect(titlesOf(found)).toEqual(['Rubber Slipper', 'Kolhapuri Zari Chappal']);
      expect(found.products[1]!.stock).toBe(0);
      expect((await detail(base, productId)).body).toMatchObject({
        data: { title: 'Kolhapuri Zari Chappal', stock: 0 },
      });
    }

    // Hidden by staff: gone from search, counts and facets.
    await handle.db.execute(sql`update products set is_active = false where id = ${productId}`);
    for (const base of bases) {
      const found = await search(base, 'search=chappal&facets=true');
      expect(titlesOf(found)).toEqual(['Rubber Slipper']);
      expect(found.facets?.brands).toEqual([{ name: 'Relaxo', count: 1 }]);
      expect(await suggestions(base, 'pad')).toEqual([]);
      expect(await detail(base, productId)).toEqual({
        status: 404,
        body: expect.objectContaining({ message: 'This product is no longer available.' }),
      });
    }

    // A renamed category: its products are found by the new name.
    await handle.db.execute(sql`update categories set name = 'Chappals and Sandals' where id = ${categoryId}`);
    for (const base of bases) {
      expect(titlesOf(await search(base, 'search=sandals'))).toEqual(['Rubber Slipper']);
      expect((await detail(base, rubberSlipperId)).body.data).toMatchObject({ categoryName: 'Chappals and Sandals' });
      expect((await search(base, 'facets=true')).facets?.categories).toEqual([
        expect.objectContaining({ name: 'Chappals and Sandals', count: 1 }),
      ]);
    }

    // A product added by another writer shows in both.
    await createProduct(handle.db, { categoryId }, { title: 'Bata Comfit Sandal', brand: 'Bata', stock: 3 });
    for (const base of bases) {
      expect(titlesOf(await search(base, 'search=bata'))).toEqual(['Bata Comfit Sandal']);
    }
  }, 60_000);
});
