/**
 * The shop in Hindi (issue 39, ADR 0059, rule:shop-language): the switch in the header (wider screens) and the side
 * menu (phones), a Hindi page rendered in Hindi by the server and left as it is by hydration, the choice remembered,
 * a first visit following the browser's language, and each language at its own URL for search engines.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { recordTextRewrites, textRewrites } from './support/page-marks';

const isDesktop = (info: TestInfo) => info.project.name === 'desktop';

/** The switch as a shopper reaches it: in the header on a laptop, in the side menu on a phone. */
async function languageSwitch(page: Page, info: TestInfo) {
  if (!isDesktop(info)) await page.getByTestId('mobile-menu-button').click();
  const scope = isDesktop(info) ? page.getByTestId('site-header') : page.getByTestId('mobile-menu');
  return scope.getByTestId('language-switch');
}

test('a shopper switches to Hindi on the home page, browses in Hindi, and the choice stays', async ({ page }, info) => {
  await recordTextRewrites(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  const toHindi = await languageSwitch(page, info);
  await expect(toHindi).toContainText('हिन्दी');
  await toHindi.click();
  await expect(page).toHaveURL((url) => url.pathname === '/hi');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // The shell speaks Hindi: the server wrote it so, and hydration changed none of its text.
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('heading', { name: 'ज़रूरी लिंक' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/hi/privacy-policy');
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'कार्ट');
  if (isDesktop(info)) await expect(page.getByTestId('search-input')).toHaveAttribute('placeholder', 'प्रोडक्ट खोजें...');
  expect(await textRewrites(page)).toEqual([]);

  // A link of the shell stays in Hindi.
  await footer.getByRole('link', { name: 'प्रोडक्ट', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/hi/products');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // The choice is remembered: an English address opens in Hindi.
  await page.goto('/refund-policy');
  await expect(page).toHaveURL((url) => url.pathname === '/hi/refund-policy');
  await waitForHydration(page);

  // And back to English, remembered too.
  const toEnglish = await languageSwitch(page, info);
  await expect(toEnglish).toContainText('English');
  await toEnglish.click();
  await expect(page).toHaveURL((url) => url.pathname === '/refund-policy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.goto('/products');
  await expect(page).toHaveURL((url) => url.pathname === '/products');
  await expect(page.getByTestId('site-footer').getByRole('heading', { name: 'Quick Links' })).toBeVisible();
});

test.describe('what the server sends @any-viewport', () => {
  test('a Hindi page arrives in Hindi, with its language, canonical URL and hreflang links both ways', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/hi/products', { headers: { cookie: '' } })).text();
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toContain('ज़रूरी लिंक');
    expect(html).not.toContain('Quick Links');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/hi/products"/>`);
    for (const page of ['/products', '/hi/products']) {
      const text = await (await request.get(page)).text();
      expect(text, page).toContain(`<link rel="alternate" hrefLang="en-IN" href="${baseURL}/products"/>`);
      expect(text, page).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${baseURL}/hi/products"/>`);
      expect(text, page).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseURL}/products"/>`);
    }
  });

  test('a first visit follows the browser’s language; a search engine, which names none, gets English', async ({
    playwright,
    baseURL,
  }) => {
    const hindiBrowser = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    const first = await hindiBrowser.get('/products?search=saree', { maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers()['location']).toBe('/hi/products?search=saree');
    expect(first.headers()['vary']).toMatch(/Accept-Language/i);
    // The browser's language does not move the back office, nor a shopper who chose English.
    expect((await hindiBrowser.get('/admin', { maxRedirects: 0 })).headers()['location'] ?? '').not.toContain('/hi');
    const chose = await hindiBrowser.get('/products', { maxRedirects: 0, headers: { cookie: 'shop_lang=en' } });
    expect(chose.status()).toBe(200);
    await hindiBrowser.dispose();

    const crawler = await playwright.request.newContext({ baseURL });
    const crawled = await crawler.get('/products', { maxRedirects: 0 });
    expect(crawled.status()).toBe(200);
    expect(await crawled.text()).toContain('<html lang="en-IN"');
    await crawler.dispose();
  });

  test('the switch remembers the language and goes only to this site’s pages', async ({ request }) => {
    const switched = await request.get('/language/hi?to=%2Forders%3Fpage%3D2', { maxRedirects: 0 });
    expect(switched.status()).toBe(303);
    expect(switched.headers()['location']).toBe('/hi/orders?page=2');
    expect(switched.headers()['set-cookie']).toMatch(/shop_lang=hi; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
    const elsewhere = await request.get('/language/en?to=%2F%2Fevil.example%2Fx', { maxRedirects: 0 });
    expect(elsewhere.headers()['location']).toBe('/');
    expect((await request.get('/language/fr?to=%2F', { maxRedirects: 0 })).status()).toBe(404);
  });
});
