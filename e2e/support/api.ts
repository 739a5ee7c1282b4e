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
