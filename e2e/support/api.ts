/**
 * Reading ground truth from the real API in specs: the shop's own answers, never hard-coded ids
 * or figures (ADR 0013), since parallel specs change carts, stock and reviews.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PublicProduct } from '../../domain/views/catalog';

/** A product as GET /api/product and GET /api/product/{id} show it (domain/views/catalog.ts). */
export type ApiProduct = PublicProduct;

/** `data` of a GET that must answer 200 (the answer's text is in the failure message). */
export async function getData<T>(from: Page | APIRequestContext, path: string): Promise<T> {
  const request = 'request' in from ? from.request : from;
  const response = await request.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The first 50 products of the catalog list. */
export async function listProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  return (await getData<{ products: ApiProduct[] }>(request, '/api/product?limit=50')).products;
}

/**
 * The first listed product with at least `atLeast` related products, and those products. Other specs add products
 * while one runs (the newest may have no neighbours yet); the seeded catalog always has such a product.
 */
export async function productWithRelated(
  request: APIRequestContext,
  atLeast: number,
): Promise<{ product: ApiProduct; related: ApiProduct[] }> {
  for (const product of await listProducts(request)) {
    const related = (await getData<{ products: ApiProduct[] }>(request, `/api/product/${product._id}/related?limit=8`))
      .products;
    if (related.length >= atLeast) return { product, related };
  }
  throw new Error(`no listed product has ${atLeast} related products`);
}
