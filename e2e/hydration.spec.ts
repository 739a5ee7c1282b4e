/**
 * Hydration in steps (ADR 0043, 0044): the parts of a page left for later (the header, the footer, the chat button, the
 * home page's sections, a product's reviews and related products, the grid of /products, each product card) keep the server's markup while the rest hydrates, and are then
 * hydrated over it, not built again, and work.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

/** Marks every element the HTML parser inserts; the page's scripts start only after it has finished. */
async function markParsedElements(page: Page) {
  await page.addInitScript(() => {
    const mark = (records: MutationRecord[]) =>
      records.forEach((record) =>
        record.addedNodes.forEach((node) => {
          if (node instanceof Element) (node as Element & { parsed?: boolean }).parsed = true;
        }),
      );
    const observer = new MutationObserver(mark);
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      mark(observer.takeRecords());
      observer.disconnect();
      (window as Window & { hydratedAtParseEnd?: boolean }).hydratedAtParseEnd =
        document.documentElement.dataset.hydrated === 'true';
    });
  });
}

/** Leaves a mark on the page's window: `sameWindow` then tells whether a move kept the window (a move within the app). */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as Window & { stayed?: boolean }).stayed = true));
}

function sameWindow(page: Page) {
  return page.evaluate(() => (window as Window & { stayed?: boolean }).stayed === true);
}

/** Every product card inside the element with this test id is the one the parser inserted (and there are some). */
async function expectCardsFromServer(page: Page, listTestId: string) {
  const cards = await page.evaluate(
    (id) =>
      [...document.querySelectorAll(`[data-testid="${id}"] [data-testid="product-card"]`)].map(
        (card) => (card as Element & { parsed?: boolean }).parsed === true,
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
          const found = [...document.querySelectorAll(`[data-testid="${id}"]`)] as (Element & { parsed?: boolean })[];
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
  // Other specs add products while this one runs (the newest may have no neighbours yet): the first listed product
  // with at least two related products; the seeded catalog always has one.
  const idsOf = async (path: string) =>
    ((await (await request.get(path)).json()) as { data: { products: { _id: string }[] } }).data.products.map(
      (product) => product._id,
    );
  let id = '';
  for (const candidate of await idsOf('/api/product?limit=20')) {
    if ((await idsOf(`/api/product/${candidate}/related?limit=8`)).length >= 2) {
      id = candidate;
      break;
    }
  }
  expect(id).not.toBe('');
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
  // The last card is the last part to hydrate.
  await page.getByTestId('product-grid').getByRole('link').last().click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  expect(await sameWindow(page)).toBe(true);
});
