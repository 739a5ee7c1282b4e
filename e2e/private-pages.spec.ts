/**
 * rule:private-answers and rule:rate-limits on the real server (ADR 0023): pages about one shopper, and
 * every page rendered for a signed-in shopper, say `Cache-Control: private, no-store`; a guest's
 * browsing pages say `private, no-cache` (the browser may keep them, no shared cache may), and every page and sitemap
 * carries its per-address limit. Headers do not depend on the screen: each test runs once, at the phone
 * (@any-viewport, playwright.config.ts).
 */
import crypto from 'node:crypto';
// Headers only: these checks use Playwright's `request` against the real server and open no page,
// so they take the plain `test` (the shared fixtures' console guard would start a browser).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { listProducts } from './support/api';

const privateCacheControl = 'private, no-store';
/** start-server.ts runs the shop with RATE_LIMIT_MULTIPLIER=100; the limits are 600 and 60 a minute. */
const pageLimit = String(600 * 100);
const sitemapLimit = String(60 * 100);

async function signUp(request: APIRequestContext) {
  const fullName = `Kavya Rao ${crypto.randomBytes(3).toString('hex')}`;
  const response = await request.post('/api/auth/register', {
    data: {
      fullName,
      email: `private-${crypto.randomBytes(4).toString('hex')}@example.test`,
      phone: '9876543210',
      password: 'Secret@123',
      gender: 'female',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  expect(response.headers()['cache-control']).toBe(privateCacheControl);
  return fullName;
}

test('a guest’s browsing pages may be kept by the browser only; every page and sitemap is rate limited @any-viewport', async ({
  request,
}) => {
  const [product] = await listProducts(request);
  for (const path of ['/', '/products', `/product/${product!._id}`, '/about']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // Kept by the shopper's browser, revalidated before use, never by a shared cache (each carries its own nonce).
    expect(response.headers()['cache-control'], path).toBe('private, no-cache');
    expect(response.headers()['x-ratelimit-limit'], path).toBe(pageLimit);
  }
  for (const path of ['/sitemap.xml', '/sitemaps/pages.xml']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=3600');
    expect(response.headers()['x-ratelimit-limit'], path).toBe(sitemapLimit);
  }
});

test('personal pages are private even for a guest (the redirect to sign in, a reset link) @any-viewport', async ({
  request,
}) => {
  for (const path of ['/checkout', '/orders', '/profile', `/order/${crypto.randomUUID()}`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeGreaterThanOrEqual(300);
    expect(response.headers()['cache-control'], path).toBe(privateCacheControl);
  }
  const reset = await request.get(`/reset-password/${crypto.randomBytes(16).toString('hex')}`);
  expect(reset.headers()['cache-control']).toBe(privateCacheControl);
});

test('every page rendered for a signed-in shopper is private @any-viewport', async ({ request }) => {
  const fullName = await signUp(request);
  const [product] = await listProducts(request);
  for (const path of ['/', '/products', `/product/${product!._id}`, '/checkout', '/orders', '/profile']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(privateCacheControl);
  }
  // The header greets the shopper by name: that is why a browsing page is private too.
  expect(await (await request.get('/')).text()).toContain(fullName);
  // Client-side navigations fetch loader data; theirs is private as well.
  const data = await request.get('/products.data');
  expect(data.status()).toBe(200);
  expect(data.headers()['cache-control']).toBe(privateCacheControl);
});
