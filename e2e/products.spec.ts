/**
 * /products (rule:filter-panel, rule:filter-behaviour, rule:brand-filter, rule:price-slider,
 * rule:paged-product-list, rule:empty-product-list). Ground truth comes
 * from the API with the same filters; ratings can move while other specs write reviews, so
 * rating checks assert relations, never exact counts.
 *
 * The filters are a drawer on a phone and an inline panel from lg, so every test that uses them runs at both sizes;
 * Load more is the same button under the grid at every width (@any-viewport: once, at the phone).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import type { Category, ProductPage } from '../domain/views/catalog';

type ApiPage = ProductPage;
type Named = Pick<Category, '_id' | 'name'>;

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const productsFor = (request: APIRequestContext, query: Record<string, string | number>) =>
  apiData<ApiPage>(
    request,
    `product?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`,
  );

/** An option as the filter panel shows it: the name, then how many products it would show ("Samsung (124)"). */
const counted = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d[\\d,]*\\)$`);

const categoriesOf = async (request: APIRequestContext) =>
  (await apiData<{ categories: Named[] }>(request, 'category')).categories;

const isPhone = () => test.info().project.name === 'phone';

const cards = (page: Page) => page.getByTestId('product-card');

/** The product ids the grid shows, in order, from each card's /product/{id} link. */
async function shownIds(page: Page): Promise<string[]> {
  const hrefs = await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/product/', ''));
}

/** '₹2,449.3' → 2449.3 */
const rupees = (text: string) => Number(text.replace(/[₹,]/g, ''));

/** Where the filter controls are: the inline panel on desktop, the drawer (opened by Filters) on a phone. */
async function openFilters(page: Page): Promise<Locator> {
  if (isPhone()) {
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    return drawer;
  }
  const panel = page.getByTestId('filter-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function gotoProducts(page: Page, query = '') {
  const response = await page.goto(`/products${query}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return response!;
}

const showing = (page: Page) => page.getByTestId('product-count');

/** Every card on the page (once the list has settled) is one of `ids`. */
async function expectAllIn(page: Page, ids: Set<string>) {
  await expect
    .poll(async () => (await shownIds(page)).filter((id) => !ids.has(id)), {
      message: 'cards outside the expected set',
    })
    .toEqual([]);
}

/** Waits until the URL carries exactly these parameters (order aside) and the list has settled. */
async function expectQuery(page: Page, expected: Record<string, string>) {
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams), { message: 'URL parameters' })
    .toEqual(expected);
  await expect(page.getByTestId('list-loading')).toHaveCount(0);
}

test.describe('product list', () => {
  test('shows the heading, the count, the filter panel with every control, and a grid of cards', async ({ page }) => {
    const all = await productsFor(page.request, { limit: 20 });
    const { brands } = await apiData<{ brands: string[] }>(page.request, 'brands');
    const categories = await categoriesOf(page.request);
    await gotoProducts(page);

    await expect(page).toHaveTitle(/All Products/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(showing(page)).toHaveText(`Showing 20 of ${all.total.toLocaleString('en-IN')} products`);
    await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    await expect.poll(() => shownIds(page)).toEqual(all.products.map((p) => p._id));

    // The first screenful loads its pictures at once, the rest lazily.
    const loading = await cards(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4))).toEqual(new Set(['lazy']));

    const panel = await openFilters(page);
    await expect(panel.getByRole('heading', { name: 'Filters' })).toBeVisible();
    const category = panel.getByLabel('Category', { exact: true });
    await expect(category.locator('option').first()).toHaveText('All Categories');
    await expect(category.locator('option')).toHaveText(['All Categories', ...categories.map((c) => counted(c.name))]);
    const subCategory = panel.getByLabel('Sub Category');
    await expect(subCategory.locator('option').first()).toHaveText('All Sub Categories');
    await expect(subCategory).toBeDisabled();
    // rule:brand-filter: the real brands, not only All Brands.
    await expect(panel.getByLabel('Brand').locator('option')).toHaveText(['All Brands', ...brands.map(counted)]);
    expect(brands.length).toBeGreaterThan(10);

    await expect(panel.getByText('Price Range')).toBeVisible();
    for (const [label, value] of [
      ['Minimum price', '0'],
      ['Maximum price', '10000'],
    ] as const) {
      const slider = panel.getByRole('slider', { name: label });
      await expect(slider).toHaveValue(value);
      await expect(slider).toHaveAttribute('min', '0');
      await expect(slider).toHaveAttribute('max', '10000');
      await expect(slider).toHaveAttribute('step', '10');
    }
    await expect(panel.getByTestId('price-range-min')).toHaveText('₹0');
    await expect(panel.getByTestId('price-range-max')).toHaveText('₹10,000+');

    await expect(panel.getByText('Minimum Rating')).toBeVisible();
    for (const name of ['4 & up', '3 & up', '2 & up', '1 & up']) {
      await expect(panel.getByRole('radio', { name, exact: true })).not.toBeChecked();
    }
    await expect(panel.getByRole('radio', { name: 'All Ratings' })).toBeChecked();
    await expect(panel.getByRole('button', { name: 'Clear All' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Apply' })).toBeVisible();
  });

  test('the category query parameter selects that category, and every card belongs to it', async ({ page }) => {
    const [electronics] = (await categoriesOf(page.request)).filter((c) => c.name === 'Electronics');
    expect(electronics).toBeDefined();
    const truth = await productsFor(page.request, { category: electronics!._id, limit: 100 });
    const { brands } = await apiData<{ brands: string[] }>(page.request, `brands?category=${electronics!._id}`);
    const { subCategories } = await apiData<{ subCategories: Named[] }>(
      page.request,
      `subCategory?category=${electronics!._id}`,
    );
    await gotoProducts(page, `?category=${electronics!._id}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
    await expect(page).toHaveTitle(/Electronics/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/products\\?category=${electronics!._id}$`),
    );
    await expect(showing(page)).toHaveText(`Showing 20 of ${truth.total} products`);
    const ids = await shownIds(page);
    expect(ids).toHaveLength(20);
    const inCategory = new Set(truth.products.map((p) => p._id));
    for (const id of ids) expect(inCategory.has(id), id).toBe(true);

    const panel = await openFilters(page);
    await expect(panel.getByLabel('Category', { exact: true })).toHaveValue(electronics!._id);
    const subCategory = panel.getByLabel('Sub Category');
    await expect(subCategory).toBeEnabled();
    // Each choice with the number of products it would show (ADR 0036), as the API counts them.
    const { facets } = await productsFor(page.request, { category: electronics!._id, facets: 'true' });
    const subCount = (id: string) => facets?.subCategories.find((e) => e.id === id)?.count ?? 0;
    const brandCount = (name: string) =>
      facets?.brands.find((e) => e.name.toLowerCase() === name.toLowerCase())?.count ?? 0;
    const indianDigits = (n: number) => n.toLocaleString('en-IN');
    await expect(subCategory.locator('option')).toHaveText([
      'All Sub Categories',
      ...subCategories.map((s) => `${s.name} (${indianDigits(subCount(s._id))})`),
    ]);
    // rule:brand-filter: the brands of the chosen category.
    await expect(panel.getByLabel('Brand').locator('option')).toHaveText([
      'All Brands',
      ...brands.map((b) => `${b} (${indianDigits(brandCount(b))})`),
    ]);
  });

  test('a category change applies at once and clears the sub category; a sub category applies on Apply', async ({
    page,
  }) => {
    const categories = await categoriesOf(page.request);
    const fashion = categories.find((c) => c.name === 'Fashion')!;
    const groceries = categories.find((c) => c.name === 'Groceries')!;
    const { subCategories } = await apiData<{ subCategories: Named[] }>(
      page.request,
      `subCategory?category=${fashion._id}`,
    );
    const sub = subCategories[0]!;
    await gotoProducts(page);

    let panel = await openFilters(page);
    await panel.getByLabel('Category', { exact: true }).selectOption(fashion._id);
    await expectQuery(page, { category: fashion._id });
    await expect(page.getByRole('heading', { level: 1, name: 'Fashion' })).toBeVisible();
    const inFashion = new Set(
      (await productsFor(page.request, { category: fashion._id, limit: 100 })).products.map((p) => p._id),
    );
    await expectAllIn(page, inFashion);

    // The drawer stays open for a category change: the shopper may go on choosing.
    const subCategory = panel.getByLabel('Sub Category');
    await expect(subCategory).toBeEnabled();
    await subCategory.selectOption(sub._id);
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expectQuery(page, { category: fashion._id, subCategory: sub._id });
    const truth = await productsFor(page.request, { category: fashion._id, subCategory: sub._id, limit: 20 });
    expect(truth.total).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(truth.products.length);
    await expect.poll(() => shownIds(page)).toEqual(truth.products.map((p) => p._id));

    // Reloading the filtered URL keeps the filters.
    await page.reload();
    await waitForHydration(page);
    panel = await openFilters(page);
    await expect(panel.getByLabel('Category', { exact: true })).toHaveValue(fashion._id);
    await expect(panel.getByLabel('Sub Category')).toHaveValue(sub._id);
    await expect.poll(() => shownIds(page)).toEqual(truth.products.map((p) => p._id));

    await panel.getByLabel('Category', { exact: true }).selectOption(groceries._id);
    await expectQuery(page, { category: groceries._id });
    await expect(panel.getByLabel('Sub Category')).toHaveValue('');
    const inGroceries = new Set(
      (await productsFor(page.request, { category: groceries._id, limit: 100 })).products.map((p) => p._id),
    );
    await expectAllIn(page, inGroceries);
  });

  test('the brand filter narrows the list to that brand and survives a reload', async ({ page }) => {
    const { brands } = await apiData<{ brands: string[] }>(page.request, 'brands');
    const brand = brands.find((b) => b === 'Amul') ?? brands[0]!;
    const truth = await productsFor(page.request, { brand, limit: 20 });
    expect(truth.total).toBeGreaterThan(0);
    expect(truth.products.every((p) => p.brand.toLowerCase() === brand.toLowerCase())).toBe(true);
    await gotoProducts(page);

    const panel = await openFilters(page);
    await panel.getByLabel('Brand').selectOption(brand);
    // Nothing but the category applies before Apply (rule:filter-behaviour).
    await expect(cards(page)).toHaveCount(20);
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expectQuery(page, { brand });
    if (isPhone()) await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    await expect(showing(page)).toHaveText(
      `Showing ${truth.products.length} of ${truth.total} product${truth.total === 1 ? '' : 's'}`,
    );
    await expect.poll(() => shownIds(page)).toEqual(truth.products.map((p) => p._id));

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => shownIds(page)).toEqual(truth.products.map((p) => p._id));
    await expect((await openFilters(page)).getByLabel('Brand')).toHaveValue(brand);
  });

  test('the price range narrows the list to sale prices inside it, in rupees', async ({ page }) => {
    await gotoProducts(page);
    const panel = await openFilters(page);
    const min = panel.getByRole('slider', { name: 'Minimum price' });
    const max = panel.getByRole('slider', { name: 'Maximum price' });
    await min.fill('1000');
    await max.fill('3000');
    await expect(panel.getByTestId('price-range-min')).toHaveText('₹1,000');
    await expect(panel.getByTestId('price-range-max')).toHaveText('₹3,000');
    // The thumbs cannot cross.
    await min.fill('5000');
    await expect(min).toHaveValue('3000');
    await min.fill('1000');
    await expect(max).toHaveAttribute('aria-valuetext', '₹3,000');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expectQuery(page, { minPrice: '1000', maxPrice: '3000' });

    const truth = await productsFor(page.request, { minPrice: 1000, maxPrice: 3000, limit: 20 });
    expect(truth.total).toBeGreaterThan(20);
    await expect.poll(() => shownIds(page)).toEqual(truth.products.map((p) => p._id));
    await expect(showing(page)).toHaveText(`Showing 20 of ${truth.total} products`);
    // The domain compares the sale price (what the card shows first).
    const prices = (await page.getByTestId('sale-price').allTextContents()).map(rupees);
    expect(prices).toHaveLength(20);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(1000);
      expect(price).toBeLessThanOrEqual(3000);
    }

    // Reload keeps the range; the keyboard moves a thumb to the top, which reads '₹10,000+'.
    await page.reload();
    await waitForHydration(page);
    const again = await openFilters(page);
    await expect(again.getByTestId('price-range-min')).toHaveText('₹1,000');
    await expect(again.getByTestId('price-range-max')).toHaveText('₹3,000');
    await again.getByRole('slider', { name: 'Maximum price' }).focus();
    await page.keyboard.press('End');
    await expect(again.getByTestId('price-range-max')).toHaveText('₹10,000+');
    await again.getByRole('button', { name: 'Apply' }).click();
    await expectQuery(page, { minPrice: '1000' });
    const open = await productsFor(page.request, { minPrice: 1000, limit: 20 });
    await expect.poll(() => shownIds(page)).toEqual(open.products.map((p) => p._id));
    for (const price of (await page.getByTestId('sale-price').allTextContents()).map(rupees)) {
      expect(price).toBeGreaterThanOrEqual(1000);
    }
  });

  test('the minimum rating narrows the list to products rated at least that', async ({ page }) => {
    await gotoProducts(page);
    const all = await productsFor(page.request, { limit: 1 });
    const panel = await openFilters(page);
    await panel.getByRole('radio', { name: '4 & up' }).check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expectQuery(page, { minRating: '4' });

    // Every shown product carries a rating badge of 4.0 or more.
    const ratings = () =>
      cards(page).evaluateAll((links) =>
        links.map((a) => Number(a.querySelector('[data-testid="rating-badge"]')?.textContent ?? '0')),
      );
    await expect.poll(async () => (await ratings()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await ratings()).filter((r) => r < 4)).toEqual([]);
    const total = Number((await showing(page).textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
    expect(total).toBeLessThan(all.total);

    await page.reload();
    await waitForHydration(page);
    await expect((await openFilters(page)).getByRole('radio', { name: '4 & up' })).toBeChecked();
  });

  test('Clear All (and Clear) reset every filter and return to plain /products', async ({ page }) => {
    const categories = await categoriesOf(page.request);
    const fashion = categories.find((c) => c.name === 'Fashion')!;
    const all = await productsFor(page.request, { limit: 20 });
    const filtered = `?search=shirt&category=${fashion._id}&minPrice=100&maxPrice=5000&minRating=1`;

    await gotoProducts(page, filtered);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "shirt"' })).toBeVisible();
    let panel = await openFilters(page);
    await expect(panel.getByRole('radio', { name: '1 & up' })).toBeChecked();
    await panel.getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(showing(page)).toHaveText(`Showing 20 of ${all.total} products`);
    await expect.poll(() => shownIds(page)).toEqual(all.products.map((p) => p._id));
    await expect(panel.getByLabel('Category', { exact: true })).toHaveValue('');
    await expect(panel.getByLabel('Sub Category')).toBeDisabled();
    await expect(panel.getByTestId('price-range-min')).toHaveText('₹0');
    await expect(panel.getByTestId('price-range-max')).toHaveText('₹10,000+');
    await expect(panel.getByRole('radio', { name: 'All Ratings' })).toBeChecked();

    await gotoProducts(page, filtered);
    if (isPhone()) {
      panel = await openFilters(page);
      await panel.getByRole('button', { name: 'Close filters' }).click();
      await expect(panel).toBeHidden();
    }
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => shownIds(page)).toEqual(all.products.map((p) => p._id));
  });

  test('a search in the URL narrows the list to the matches', async ({ page }) => {
    const all = await productsFor(page.request, { limit: 1 });
    const truth = await productsFor(page.request, { search: 'Amul', limit: 20 });
    expect(truth.total).toBeGreaterThan(0);
    expect(truth.total).toBeLessThan(all.total);
    await gotoProducts(page, '?search=Amul');

    await expect(page.getByRole('heading', { level: 1, name: 'Results for "Amul"' })).toBeVisible();
    await expect(page).toHaveTitle(/Amul/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products$/);
    await expect.poll(() => shownIds(page)).toEqual(truth.products.map((p) => p._id));
    await expect(showing(page)).toHaveText(`Showing ${truth.products.length} of ${truth.total} products`);

    // Filters applied on top keep the search.
    const panel = await openFilters(page);
    await panel.getByRole('radio', { name: '1 & up' }).check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expectQuery(page, { search: 'Amul', minRating: '1' });
  });

  test('Load more appends the next page without duplicates and stops at the end @any-viewport', async ({ page }) => {
    const first = await productsFor(page.request, { limit: 20, page: 1 });
    const second = await productsFor(page.request, { limit: 20, page: 2 });
    await gotoProducts(page);
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(40);
    const ids = await shownIds(page);
    expect(ids).toEqual([...first.products, ...second.products].map((p) => p._id));
    expect(new Set(ids).size).toBe(40);
    await expect(showing(page)).toHaveText(`Showing 40 of ${first.total} products`);
    // The URL stays the shareable filter URL.
    expect(new URL(page.url()).search).toBe('');

    // The smallest category above one page: Load more until every product is shown, then no button.
    const categories = await categoriesOf(page.request);
    const totals = await Promise.all(
      categories.map(async (c) => ({
        c,
        total: (await productsFor(page.request, { category: c._id, limit: 1 })).total,
      })),
    );
    const small = totals.filter((t) => t.total > 20).sort((a, b) => a.total - b.total)[0]!;
    const truth = await productsFor(page.request, { category: small.c._id, limit: 100 });
    await gotoProducts(page, `?category=${small.c._id}`);
    const loadMore = page.getByRole('button', { name: 'Load more' });
    for (let shown = 20; shown < small.total; shown += 20) {
      await loadMore.click();
      await expect(cards(page)).toHaveCount(Math.min(shown + 20, small.total));
    }
    await expect(loadMore).toHaveCount(0);
    await expect(showing(page)).toHaveText(`Showing ${small.total} of ${small.total} products`);
    const all = await shownIds(page);
    expect(new Set(all).size).toBe(small.total);
    expect(all).toEqual(truth.products.map((p) => p._id));
  });

  test('nothing found shows the empty state; Clear All Filters restores the list', async ({ page }) => {
    const all = await productsFor(page.request, { limit: 20 });
    await gotoProducts(page, '?search=zzzzqqq');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your filters or search terms to find what you're looking for.", { exact: true }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(page.getByTestId('spinner')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => shownIds(page)).toEqual(all.products.map((p) => p._id));

    // A price range nothing falls into, chosen in the panel.
    const panel = await openFilters(page);
    const cheapest = await productsFor(page.request, { sort: 'price_asc', limit: 1 });
    const floor = cheapest.products[0]!.price * (1 - cheapest.products[0]!.discount / 100);
    const top = Math.floor(floor / 10) * 10 - 10;
    expect(top, 'the cheapest product costs ₹10 or more').toBeGreaterThanOrEqual(0);
    await panel.getByRole('slider', { name: 'Maximum price' }).fill(String(top));
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cards(page)).toHaveCount(20);
  });

  test('a spinner shows while new filters load, and goes away', async ({ page }) => {
    await gotoProducts(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/products\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const panel = await openFilters(page);
    await panel.getByRole('radio', { name: '3 & up' }).check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('list-loading').getByRole('status')).toHaveText('Loading products');
    release();
    await expectQuery(page, { minRating: '3' });
    await expect(page.getByTestId('spinner')).toHaveCount(0);
  });

  test('junk parameters are dropped, not a server error', async ({ page }) => {
    const all = await productsFor(page.request, { limit: 20 });
    await gotoProducts(
      page,
      '?category=not-an-id&subCategory=42&brand=NoSuchBrandAtAll&minPrice=abc&maxPrice=-5&minRating=9&page=-3&limit=9999',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect.poll(() => shownIds(page)).toEqual(all.products.map((p) => p._id));
    const panel = await openFilters(page);
    await expect(panel.getByLabel('Brand')).toHaveValue('');
    await expect(panel.getByTestId('price-range-min')).toHaveText('₹0');
  });

  test.describe('a failed Load more @any-viewport', () => {
    test.use({ allowedConsoleErrors: [/status of 503/] });
    test('shows the server message in a toast and keeps the list, without a stuck spinner', async ({ page }) => {
      await gotoProducts(page);
      await page.route(/\/api\/product\?/, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            message: 'The shop is busy. Please try again.',
            code: 'SERVICE_UNAVAILABLE',
          }),
        }),
      );
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(page.getByText('The shop is busy. Please try again.')).toBeVisible();
      await expect(page.getByTestId('spinner')).toHaveCount(0);
      await expect(cards(page)).toHaveCount(20);
      await page.unroute(/\/api\/product\?/);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(cards(page)).toHaveCount(40);
    });
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await gotoProducts(page);
    await expect(cards(page)).toHaveCount(20);
    await expectNoSeriousA11yViolations(page);
    if (isPhone()) {
      await openFilters(page);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test('the filter panel is a drawer on a phone and inline beside the grid on a laptop', async ({ page }) => {
  await gotoProducts(page);
  const panel = page.getByTestId('filter-panel');
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  if (isPhone()) {
    // Hidden until Filters; a modal dialog; Escape closes it and focus returns to Filters.
    await expect(panel).toBeHidden();
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    const drawer = await openFilters(page);
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(filters).toBeFocused();
  } else {
    // Inline to the left of the grid; Filters hides and shows it.
    await expect(panel).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    const panelBox = (await panel.boundingBox())!;
    const cardBox = (await cards(page).first().boundingBox())!;
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(cardBox.x);
    await filters.click();
    await expect(panel).toBeHidden();
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect(panel).toBeVisible();
  }
});

test("every filter's options, with their counts, are in the server's HTML: a shopper can choose before the page's scripts run", async ({
  page,
}) => {
  const { brands } = await apiData<{ brands: string[] }>(page.request, 'brands');
  const { categories } = await apiData<{ categories: { _id: string; name: string }[] }>(page.request, 'category');
  // A brand whose name HTML writes as it is (no entity), so the server's markup can be read plainly.
  const plain = brands.filter((b) => /^[\w ]+$/.test(b));
  const brand = plain[Math.floor(plain.length / 2)]!;
  const html = await (await page.request.get(`/products?brand=${encodeURIComponent(brand)}`)).text();
  const optionsOf = (label: string, markup = html) => {
    const select = new RegExp(`${label}</label><select[^>]*>([\\s\\S]*?)</select>`).exec(markup);
    expect(select, `the ${label} select in the server HTML`).not.toBeNull();
    return [...select![1]!.matchAll(/<option[^>]*>([^<]*)/g)].map((m) => m[1]);
  };
  // Every brand of the catalog and every category, each with how many products it would show.
  const brandOptions = optionsOf('Brand');
  expect(brandOptions).toHaveLength(brands.length + 1);
  expect(brandOptions[0]).toBe('All Brands');
  expect(brandOptions.slice(1).every((option) => /\(\d[\d,]*\)$/.test(option!))).toBe(true);
  expect(brandOptions).toContainEqual(expect.stringMatching(counted(brand)));
  const categoryOptions = optionsOf('Category');
  expect(categoryOptions).toHaveLength(categories.length + 1);
  expect(categoryOptions.slice(1).every((option) => /\(\d[\d,]*\)$/.test(option!))).toBe(true);
  // The chosen brand is selected in that markup.
  expect(html).toMatch(new RegExp(`<option value="${brand}" selected="">`));

  // The page as the shopper sees it, hydrated: the list its server HTML had, the choice kept. (Compared with that
  // load's own HTML: other specs add products, with new brands, while this one runs.)
  const loaded = await gotoProducts(page, `?brand=${encodeURIComponent(brand)}`);
  const served = optionsOf('Brand', await loaded.text());
  expect(served.length).toBeGreaterThanOrEqual(brands.length + 1);
  const panel = await openFilters(page);
  await expect(panel.getByLabel('Brand').locator('option')).toHaveCount(served.length);
  await expect(panel.getByLabel('Brand')).toHaveValue(brand);
});
