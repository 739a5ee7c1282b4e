/**
 * Small helpers shared by the cart and order tests: catalog rows from the shared
 * factories, and direct reads of the database to check what a request did (or did not) write.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import { createCategory, createProduct } from '../../db/seed/factories';
import type { TestContext } from '../helpers/app';
import type { TestUser } from '../helpers/users';

const categoryIds = new WeakMap<TestContext, string>();

export async function makeProduct(ctx: TestContext, overrides: Parameters<typeof createProduct>[2] = {}) {
  let categoryId = categoryIds.get(ctx);
  if (!categoryId) {
    categoryId = (await createCategory(ctx.database.db)).id;
    categoryIds.set(ctx, categoryId);
  }
  return createProduct(ctx.database.db, { categoryId }, overrides);
}

/** Rows of a raw query, for checking the database after a request. */
export function rows<T extends Record<string, unknown> = Record<string, unknown>>(
  ctx: TestContext,
  query: SQL,
): Promise<T[]> {
  return queryRows<T>(ctx.database.db, query);
}

export async function count(ctx: TestContext, table: string, where: SQL = sql`true`): Promise<number> {
  const [row] = await rows<{ n: number }>(
    ctx,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return row!.n;
}

export async function stockOf(ctx: TestContext, productId: string): Promise<{ stock: number; unitsSold: number }> {
  const [row] = await rows<{ stock: number; units_sold: number }>(
    ctx,
    sql`select stock, units_sold from products where id = ${productId}`,
  );
  return { stock: row!.stock, unitsSold: row!.units_sold };
}

export function addToCart(ctx: TestContext, user: TestUser | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: user ? user.headers : {},
    payload: payload as Record<string, unknown>,
  });
}

export function getCart(ctx: TestContext, user: TestUser) {
  return ctx.app.inject({ method: 'GET', url: '/api/cart', headers: user.headers });
}

export const validAddress = {
  fullName: 'Asha Verma',
  phone: '9876543210',
  addressLine: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  state: 'Karnataka',
};

export function placeOrder(
  ctx: TestContext,
  user: TestUser | null,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders/place',
    headers: { ...(user ? user.headers : {}), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

/** An order request for the given products, as a client of the published contract sends it (rule:order-api). */
export function orderBody(
  items: { productId: string; quantity: number; [option: string]: unknown }[],
  extra: Record<string, unknown> = {},
) {
  return {
    orderItems: items.map(({ productId, ...rest }) => ({ product: { _id: productId }, ...rest })),
    shippingAddress: validAddress,
    paymentMethod: 'COD',
    ...extra,
  };
}
