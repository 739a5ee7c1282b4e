/**
 * Reading ground truth from the real API in specs: the shop's own answers, never hard-coded ids
 * or figures (ADR 0013), since parallel specs change carts, stock and reviews.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A product as GET /api/product and GET /api/product/{id} show it (the fields specs read). */
export interface ApiProduct {
  _id: string;
  title: string;
  brand: string;
  description: string;
  fullDescription: string;
  images: string[];
  price: number;
  discount: number;
  stock: number;
  sizes: string[];
  specs: string[];
  rams: string[];
  colors: string[];
  weight: string[];
  material: string;
  category: string;
  subCategory: string;
  ratings: { average: number; totalReviews: number };
}

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
