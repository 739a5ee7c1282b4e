/**
 * React hydrates the server's page (docs/how-a-page-loads.md): the header, the footer, the chat button, the home page's
 * sections, a product's reviews and related products, the grid of /products and each product card are the elements
 * the HTML parser inserted, not built again, and they work. Hydration changes none of the server's text.
 *
 * The server renders one page for every width. /products is the exception to running once: from lg its filter panel
 * moves inline once the page runs (app/components/products/filter-drawer.tsx), so the tests that open it run at both
 * sizes; the others run once, at the phone (@any-viewport, playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import { listProducts, productWithRelated } from './support/api';
import { placeOrder } from './support/orders';
import { expect, test, waitForHydration } from './support/fixtures';
import {
  type Marked,
  markParsedElements,
  markWindow,
  recordTextRewrites,
  sameWindow,
  textRewrites,
} from './support/page-marks';

/** Every product card inside the element with this test id is the one the parser inserted (and there are some). */
async function expectCardsFromServer(page: Page, listTestId: string) {
  const cards = await page.evaluate(
    (id) =>
      [...document.querySelectorAll(`[data-testid="${id}"] [data-testid="product-card"]`)].map(
        (card) => (card as Marked).parsed === true,
      ),
    listTestId,
  );
  expect(cards.length).toBeGreaterThanOrEqual(2);
  expect(cards).not.toContain(false);
}

/** Whether each element matching the test ids is the one the parser inserted. */
function fromServer(page: Page, testIds: string[]) {
  return page.evaluate(
    (ids) =>
      Object.fromEntries(
        ids.map((id) => {
          const found = [...document.querySelectorAll(`[data-testid="${id}"]`)] as Marked[];
          return [id, found.map((element) => element.parsed === true)];
        }),
      ),
    testIds,
  );
}

test('the home page sections, the footer and the chat button are hydrated over the server markup and work @any-viewport', async ({
  page,
}) => {
  await markParsedElements(page);
  await page.goto('/');
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as Window & { hydratedAtParseEnd?: boolean }).hydratedAtParseEnd)).toBe(
    false,
  );
  const parts = [
    'site-header',
    'category-carousel',
    'top-selling',
    'why-choose-us',
    'testimonials',
    'contact',
    'site-footer',
    'chat-button',
  ];
  expect(await fromServer(page, parts)).toEqual(Object.fromEntries(parts.map((id) => [id, [true]])));
  await expectCardsFromServer(page, 'top-selling');
  // The header works: its cart button opens the drawer.
  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeHidden();

  // A footer link moves within the app (its handler is attached): the page's own window survives the move.
  await markWindow(page);
  await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect(await sameWindow(page)).toBe(true);
  // A click with a modifier key is the browser's: a new tab, and this page stays where it is.
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .getByTestId('site-footer')
      .getByRole('link', { name: 'Refund Policy' })
      .click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(opened).toHaveURL(/\/refund-policy$/);
  await opened.close();
  await expect(page).toHaveURL(/\/privacy-policy$/);

  // Back on the home page by a client-side move, the sections render at once.
  await page.goBack();
  await expect(page.getByTestId('top-selling').getByTestId('product-card').first()).toBeVisible();
  expect(await sameWindow(page)).toBe(true);
});

test("a product's reviews and related products are hydrated over the server markup @any-viewport", async ({
  page,
  request,
}) => {
  const id = (await productWithRelated(request, 2)).product._id;
  await markParsedElements(page);
  await page.goto(`/product/${id}`);
  await waitForHydration(page);
  expect(
    await page.evaluate(() => {
      const isParsed = (selector: string) =>
        (document.querySelector(selector) as (Element & { parsed?: boolean }) | null)?.parsed === true;
      return {
        reviews: isParsed('[data-testid="review-list"], [data-testid="reviews-empty"]'),
        related: isParsed('section[aria-labelledby="related-heading"]'),
      };
    }),
  ).toEqual({ reviews: true, related: true });
  await expectCardsFromServer(page, 'related-products');
});

test('the product grid of /products is hydrated over the server markup, and its cards move within the app', async ({
  page,
}) => {
  await markParsedElements(page);
  await page.goto('/products');
  await waitForHydration(page);
  expect(await fromServer(page, ['product-grid'])).toEqual({ 'product-grid': [true] });
  await expectCardsFromServer(page, 'product-grid');
  await markWindow(page);
  // The last card is out of view: the click scrolls it in, and it moves within the app.
  await page.getByTestId('product-grid').getByRole('link').last().click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  expect(await sameWindow(page)).toBe(true);
});

test("hydration rewrites none of the server's text: a discount, a review count, a sign-up line", async ({
  page,
  request,
}) => {
  const id = (await productWithRelated(request, 2)).product._id;
  await recordTextRewrites(page);
  for (const path of ['/', '/products', `/product/${id}`, '/login']) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await textRewrites(page), path).toEqual([]);
  }
  // The record sees a rewrite: the text is the page's own once hydrated, and a change to it is recorded.
  await page
    .locator('main h1')
    .first()
    .evaluate((heading) => heading.append(' '));
  expect(await textRewrites(page)).toHaveLength(1);
});

test("hydration rewrites none of the signed-in pages' text: the checkout, the orders, an order, the profile @any-viewport", async ({
  page,
  signUp,
}) => {
  await signUp();
  const product = (await listProducts(page.request)).find(
    (p) => p.stock >= 30 && p.sizes.length === 0 && p.colors.length === 0,
  );
  expect(product, 'a stocked product without options').toBeDefined();
  const order = await placeOrder(page, [{ product: product!, quantity: 1 }]);
  const added = await page.request.post('/api/cart/add', { data: { productId: product!._id, quantity: 2 } });
  expect(added.status(), await added.text()).toBe(200);

  await recordTextRewrites(page);
  for (const path of ['/checkout', '/orders', `/order/${order._id}`, '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await waitForHydration(page);
    // The checkout asks about its ZIP Code once the page runs (rule:delivery-promise), 350 ms after hydration: on a
    // busy machine that answer lands before this look. It is the page's own later news, not hydration changing text.
    const rewrites = (await textRewrites(page)).filter((r) => !/^"Delivers to \d{6} · /.test(r));
    expect(rewrites, path).toEqual([]);
  }
});
