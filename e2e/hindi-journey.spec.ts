/**
 * Issue 39's journey: a shopper switches to Hindi on the home page, searches "साड़ी", adds a saree to the cart,
 * signs in, places a cash-on-delivery order and reads the Hindi order page. On every page no English is left but the
 * shop's data (product titles, brands, categories, the content staff wrote, names) and what reads the same in both
 * languages (e2e/support/hindi.ts), and axe finds nothing serious.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { Order } from '../domain/views/orders';
import { getData, type ApiProduct } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { englishOnPage, hindi } from './support/hindi';
import { contactInfo } from '../app/lib/contact-info';
import { initials } from '../app/lib/initials';
import { shippingAddress } from './support/orders';
import { recordTextRewrites, textRewrites } from './support/page-marks';

const isDesktop = (info: TestInfo) => info.project.name === 'desktop';

/** Everything the shop's staff and shoppers wrote that a page may show as it is. */
async function shopData(request: APIRequestContext): Promise<string[]> {
  const products: ApiProduct[] = [];
  for (let page = 1; ; page++) {
    const batch = await getData<{ products: ApiProduct[] }>(request, `/api/product?limit=100&page=${page}`);
    products.push(...batch.products);
    if (batch.products.length < 100) break;
  }
  const { categories } = await getData<{ categories: { name: string; subCategories?: { name: string }[] }[] }>(
    request,
    '/api/category',
  );
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];
  // The home page's content, as staff wrote it: every text of the content answers.
  const content = await Promise.all(
    ['/api/testimonial', '/api/heroSec', '/api/banner', '/api/mobileBanner'].map((path) =>
      getData<unknown>(request, path),
    ),
  );
  return [
    ...products.flatMap((p) => [p.title, p.brand ?? '', ...strings(p.category), ...strings(p.subCategory)]),
    ...categories.flatMap((c) => [c.name, ...(c.subCategories ?? []).map((s) => s.name)]),
    ...content.flatMap(strings),
  ];
}

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

/** A product page's own data: its details, options and reviews, with the reviewers' initials their avatars show. */
async function productData(request: APIRequestContext, id: string): Promise<string[]> {
  const product = await getData<unknown>(request, `/api/product/${id}`);
  const reviews = await getData<unknown>(request, `/api/product/${id}/reviews?limit=50`);
  const names = strings(reviews);
  return [...strings(product), ...names, ...names.map(initials)];
}

async function expectAllHindi(page: Page, data: string[]) {
  await waitForHydration(page);
  expect(await englishOnPage(page, data), page.url()).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

test('a shopper shops in Hindi from the home page to the order page', async ({ page, signUp }, info) => {
  // Five pages with an accessibility check each, a sign-in and an order.
  test.setTimeout(180_000);
  const shopper = await signUp();
  // The account exists; this browser starts as a guest who has not chosen a language.
  await page.context().clearCookies();
  const data = [
    ...(await shopData(page.request)),
    shopper.fullName,
    shopper.email,
    ...Object.values(shippingAddress),
    ...Object.values(contactInfo),
  ];

  await recordTextRewrites(page);
  await test.step('the home page, switched to Hindi', async () => {
    await page.goto('/');
    await waitForHydration(page);
    if (!isDesktop(info)) await page.getByTestId('mobile-menu-button').click();
    const scope = isDesktop(info) ? page.getByTestId('site-header') : page.getByTestId('mobile-menu');
    await scope.getByTestId('language-switch').click();
    await expect(page).toHaveURL((url) => url.pathname === '/hi');
    await expectAllHindi(page, data);
  });

  await test.step('a search for साड़ी lists sarees', async () => {
    if (isDesktop(info)) {
      await page.getByTestId('search-input').fill('साड़ी');
      await page.getByTestId('search-input').press('Enter');
    } else {
      await page.getByTestId('mobile-search-toggle').click();
      await page.getByTestId('mobile-search-input').fill('साड़ी');
      await page.getByTestId('mobile-search-input').press('Enter');
    }
    await expect(page).toHaveURL((url) => url.pathname === '/hi/products' && url.searchParams.get('search') === 'साड़ी');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    // Its English title, or the Hindi one staff gave it.
    await expect(cards.first()).toContainText(/saree|साड़ी/i);
    await expectAllHindi(page, data);
  });

  // The title a Hindi page shows for the saree: the Hindi one staff gave it, else its own.
  let shownTitle = '';
  await test.step('the saree’s page, and Add to Cart', async () => {
    await page.getByTestId('product-card').first().click();
    await expect(page).toHaveURL(/\/hi\/product\/[0-9a-f-]{36}$/);
    const productId = new URL(page.url()).pathname.split('/').at(-1)!;
    const product = await getData<ApiProduct & { titleHi: string | null }>(page.request, `/api/product/${productId}`);
    shownTitle = product.titleHi || product.title;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownTitle);
    data.push(...(await productData(page.request, productId)));
    await expectAllHindi(page, data);
    await page.getByRole('button', { name: hindi('product.addToCart'), exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  await test.step('sign in from the cart, in Hindi', async () => {
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-drawer').getByTestId('cart-line')).toContainText(shownTitle);
    await page
      .getByTestId('cart-drawer')
      .getByRole('link', { name: hindi('cart.signInToOrder') })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/hi/login');
    await expectAllHindi(page, data);
    await page.getByLabel(hindi('account.email'), { exact: true }).fill(shopper.email);
    await page.getByLabel(hindi('account.password'), { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: hindi('account.signIn'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/hi/checkout');
  });

  let order: Order | undefined;
  await test.step('checkout and a cash-on-delivery order', async () => {
    await expectAllHindi(page, data);
    await expect(page.getByTestId('summary-item-title')).toHaveText(shownTitle);
    const field = (id: string) => page.getByLabel(hindi(id), { exact: true });
    await field('checkout.streetAddress').fill(shippingAddress.addressLine);
    await field('checkout.city').fill(shippingAddress.city);
    await field('checkout.state').selectOption(shippingAddress.state);
    await field('checkout.zipCode').fill(shippingAddress.pincode);
    await page.getByTestId('complete-order').click();
    const popup = page.getByRole('dialog', { name: hindi('checkout.success.title') });
    await expect(popup).toBeVisible();
    [order] = await getData<Order[]>(page.request, '/api/orders/my');
    // The spec's Track Your Order leads to the product list, in the page's language.
    await popup.getByRole('button', { name: hindi('checkout.success.trackOrder') }).click();
    await page.waitForURL((url) => url.pathname === '/hi/products');
  });

  await test.step('the order page, in Hindi', async () => {
    await page.goto(`/order/${order!._id}`);
    // The shopper chose Hindi: an English address of the order opens in Hindi.
    await expect(page).toHaveURL((url) => url.pathname === `/hi/order/${order!._id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expectAllHindi(page, data);
    // The server wrote the page in Hindi, dates included, and hydration changed none of its text.
    expect(await textRewrites(page)).toEqual([]);
  });
});
