/**
 * Hydration in steps (ADR 0043, 0044): the parts of a page left for later (the header, the footer, the chat button, the
 * home page's sections, a product's reviews and related products, the grid of /products, each product card) keep the
 * server's markup while the rest hydrates, and are then hydrated over it, not built again, and work. A card or the
 * footer out of view waits until it is scrolled to (ADR 0047).
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

test('the home page sections, the footer and the chat button are hydrated over the server markup and work', async ({
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
  // Each product card is a part of its own inside its section's (ADR 0044): hydrated over the server's, too.
  await expectCardsFromServer(page, 'top-selling');
  // The header, hydrated in a step of its own, works: its cart button opens the drawer.
  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeHidden();

  // A footer link moves within the app (its handler is attached): the page's own window survives the move.
  await markWindow(page);
  await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect(await sameWindow(page)).toBe(true);
  // The footer's links are plain anchors behind one handler (ADR 0043): a click with a modifier key is the
  // browser's, a new tab, and this page stays where it is.
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

  // Back on the home page by a client-side move, the sections render at once (nothing is left waiting).
  await page.goBack();
  await expect(page.getByTestId('top-selling').getByTestId('product-card').first()).toBeVisible();
  expect(await sameWindow(page)).toBe(true);
});

test("a product's reviews and related products are hydrated over the server markup", async ({ page, request }) => {
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
  // The last card is out of view (ADR 0047): the click scrolls it in, and it moves within the app, hydrated or not.
  await page.getByTestId('product-grid').getByRole('link').last().click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  expect(await sameWindow(page)).toBe(true);
});

/** The links the page holds to prefetch what a product page needs (a hydrated card adds one when focused). */
function prefetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href')!),
  );
}

test('a card out of view as the page hydrates waits for the shopper to scroll to it, then hydrates over the server markup', async ({
  page,
}) => {
  await markParsedElements(page);
  await page.goto('/products');
  await waitForHydration(page);
  const cards = page.getByTestId('product-grid').getByTestId('product-card');
  const focusInPlace = (card: typeof cards) =>
    card.evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
  // A hydrated card (prefetch="intent") asks for its product's data when focused; the first one is in view.
  const firstData = `${await cards.first().getAttribute('href')}.data`;
  await focusInPlace(cards.first());
  await expect.poll(() => prefetched(page)).toContain(firstData);

  // The last card, far below, is still the server's markup without handlers: focused where it is, it asks for nothing.
  const last = cards.last();
  const lastData = `${await last.getAttribute('href')}.data`;
  await focusInPlace(last);
  await page.waitForTimeout(1_000);
  expect(await prefetched(page)).not.toContain(lastData);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Scrolled into view, it hydrates over the server's element: focused again, it asks for its product's data.
  await last.evaluate((link: HTMLElement) => link.blur());
  await last.scrollIntoViewIfNeeded();
  // A focus before its hydration is lost, so each try focuses afresh and gives the prefetch time to show.
  await expect(async () => {
    await last.evaluate((link: HTMLElement) => link.blur());
    await focusInPlace(last);
    await expect.poll(() => prefetched(page), { timeout: 1_000 }).toContain(lastData);
  }).toPass();
  await expectCardsFromServer(page, 'product-grid');
});

test('leaving a list before scrolling through it leaves none of its waiting cards behind', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  await expect(page.getByTestId('product-card')).toHaveCount(20);
  await markWindow(page);
  await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect(await sameWindow(page)).toBe(true);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
});

/** The event types the page's own listeners (not the browser's defaults) handle on the first element of a test id. */
async function listenersOn(page: Page, testId: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('[data-testid="${testId}"]')`,
    });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.map((listener) => listener.type);
  } finally {
    await cdp.detach();
  }
}

test('the footer, below the fold as the page hydrates, waits to be scrolled to; its links move within the app meanwhile', async ({
  page,
}) => {
  await markParsedElements(page);
  await page.goto('/products');
  await waitForHydration(page);
  // The page is interactive, and the footer far below is still the server's markup without its click handler.
  await page.waitForTimeout(500);
  expect(await listenersOn(page, 'site-footer')).toEqual([]);
  // A tap on one of its links moves within the app all the same (the document's listener).
  await markWindow(page);
  await page
    .getByTestId('site-footer')
    .getByRole('link', { name: 'Refund Policy' })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/refund-policy$/);
  expect(await sameWindow(page)).toBe(true);

  // On a fresh load, scrolled to, it hydrates over the server's element: its handler for the links is attached.
  await page.goto('/products');
  await waitForHydration(page);
  expect(await listenersOn(page, 'site-footer')).toEqual([]);
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await expect.poll(() => listenersOn(page, 'site-footer')).toContain('click');
  expect(await fromServer(page, ['site-footer'])).toEqual({ 'site-footer': [true] });
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

test("hydration rewrites none of the signed-in pages' text: the checkout, the orders, an order, the profile", async ({
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
    expect(await textRewrites(page), path).toEqual([]);
  }
});
