/**
 * Crawlers' view (rule:sitemap, rule:seo-tags): robots.txt, the sitemap index and its files,
 * and the canonical / Open Graph tags of the browsing pages, as the server renders them. None depends on the screen,
 * so each runs once, at the phone (@any-viewport, playwright.config.ts).
 */
import { expect, test } from './support/fixtures';

test('robots.txt allows the shop, keeps crawlers out of the API and points at the sitemap @any-viewport', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain('User-agent: *');
  expect(body).toContain('Disallow: /api/');
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemap index lists files that together name every product page once @any-viewport', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(files).toContain(`${baseURL}/sitemaps/pages.xml`);
  expect(files).toContain(`${baseURL}/sitemaps/products-1.xml`);

  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  const categories = (await (await request.get('/api/category')).json()) as { data: { categories: { _id: string }[] } };
  expect(pages).toContain(`<loc>${baseURL}/products</loc>`);
  // Each page in both languages, each naming the other (ADR 0059).
  expect(pages).toContain(`<loc>${baseURL}/hi/products</loc>`);
  expect(pages).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${baseURL}/hi/products"/>`);
  for (const c of categories.data.categories) expect(pages).toContain(`${baseURL}/products?category=${c._id}`);

  const productUrls: string[] = [];
  for (const file of files.filter((f) => f.includes('/sitemaps/products-'))) {
    const xml = await (await request.get(new URL(file).pathname)).text();
    productUrls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  }
  const list = (await (await request.get('/api/product?limit=1')).json()) as { data: { total: number } };
  const english = productUrls.filter((u) => !u.startsWith(`${baseURL}/hi/`));
  expect(english.length).toBe(list.data.total);
  expect(new Set(english).size).toBe(english.length);
  expect(english.every((u) => /\/product\/[0-9a-f-]{36}$/.test(u))).toBe(true);
  // And each once in Hindi.
  expect(productUrls.filter((u) => u.startsWith(`${baseURL}/hi/product/`)).sort()).toEqual(
    english.map((u) => u.replace(`${baseURL}/product/`, `${baseURL}/hi/product/`)).sort(),
  );

  const beyond = await request.get('/sitemaps/products-99.xml');
  expect(beyond.status()).toBe(404);
});

for (const path of ['/', '/products']) {
  test(`${path} has a title, description, canonical URL and Open Graph tags @any-viewport`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(/\S/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${path}`);
  });
}
