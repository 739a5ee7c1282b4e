/**
 * The product detail page (/product/{id}; rule:product-heading, rule:product-options, rule:buy-now,
 * rule:buy-now-pricing, rule:review-form, rule:review-filter-sort, rule:failures-shown)
 * through the real server and a real browser. Products are picked from the API, never
 * hard-coded; figures other specs could change (carts, reviews) are read back from the API.
 *
 * The gallery, options, quantity, buttons, reviews and the review modal are the same controls at every width (only the
 * columns change), so those tests run once, at the phone (@any-viewport, playwright.config.ts); the axe check runs at
 * both sizes.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type ApiProduct, listProducts, productWithRelated } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import type { PublicReview } from '../domain/views/catalog';

/*
 * Only the review test writes, on products with fewer than 4 reviews; tests that compare
 * review figures read products with more than 4, so no write can move them mid-test.
 */

type ApiReview = PublicReview;

const optionGroups = [
  { field: 'sizes', label: 'Size' },
  { field: 'specs', label: 'Storage' },
  { field: 'rams', label: 'RAM' },
  { field: 'colors', label: 'Colour' },
  { field: 'weight', label: 'Weight' },
] as const;

async function fetchProduct(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/product/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ApiProduct & { reviewStats: { breakdown: Record<string, number> } } }).data;
}

async function fetchReviews(request: APIRequestContext, id: string, query: string) {
  const res = await request.get(`/api/product/${id}/reviews?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { reviews: ApiReview[]; total: number } }).data;
}

function pick(products: ApiProduct[], what: string, test: (p: ApiProduct) => boolean): ApiProduct {
  const found = products.find(test);
  if (!found) throw new Error(`the seeded catalog has no product with ${what}`);
  return found;
}

const rupees = (amount: number, decimals: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount)}`;

async function open(page: Page, id: string) {
  const response = await page.goto(`/product/${id}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

const mainImage = (page: Page) => page.getByTestId('gallery-main-image');
const optionGroup = (page: Page, field: string) => page.getByTestId(`option-${field}`);
const reviewComments = (page: Page) => page.getByTestId('review-list').getByTestId('review-comment');

test.describe('gallery, heading and details @any-viewport', () => {
  test('previous and next wrap around, thumbnails switch the main picture', async ({ page }) => {
    const product = pick(await listProducts(page.request), 'three pictures', (p) => p.images.length >= 3);
    const n = product.images.length;
    await open(page, product._id);

    await expect(mainImage(page)).toHaveAttribute('src', product.images[0]!);
    await expect(mainImage(page)).toHaveAttribute('loading', 'eager');
    await page.getByRole('button', { name: 'Previous picture' }).click();
    await expect(mainImage(page)).toHaveAttribute('src', product.images[n - 1]!);
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(mainImage(page)).toHaveAttribute('src', product.images[0]!);
    for (let i = 1; i < n; i++) {
      await page.getByRole('button', { name: 'Next picture' }).click();
      await expect(mainImage(page)).toHaveAttribute('src', product.images[i]!);
    }
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(mainImage(page)).toHaveAttribute('src', product.images[0]!);

    const thumbs = page.getByTestId('gallery-thumbnail');
    await expect(thumbs).toHaveCount(n);
    await thumbs.nth(1).click();
    await expect(mainImage(page)).toHaveAttribute('src', product.images[1]!);
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    // Keyboard: a thumbnail takes Enter, and the arrow keys step through the pictures.
    await thumbs.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(mainImage(page)).toHaveAttribute('src', product.images[2]!);
    await page.keyboard.press('ArrowLeft');
    await expect(mainImage(page)).toHaveAttribute('src', product.images[1]!);
  });

  test('brand, title, rating with count, prices and the percent-off badge match the API', async ({ page }) => {
    const product = pick(
      await listProducts(page.request),
      'a discount and reviews',
      (p) => p.discount > 0 && p.ratings.totalReviews > 4,
    );
    await open(page, product._id);

    await expect(page.getByTestId('product-brand')).toHaveText(product.brand);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByTestId('product-rating')).toHaveText(product.ratings.average.toFixed(1));
    await expect(page.getByTestId('product-review-count')).toHaveText(`(${product.ratings.totalReviews} reviews)`);
    await expect(page.getByTestId('product-sale-price')).toHaveText(
      rupees(product.price - (product.price * product.discount) / 100, 1),
    );
    await expect(page.getByTestId('product-original-price')).toContainText(rupees(product.price, 0));
    await expect(page.getByTestId('product-discount')).toHaveText(`${product.discount}% off`);
    await expect(page).toHaveTitle(`${product.title} | Shop`);
  });

  test('a product without a discount shows one price and no badge', async ({ page }) => {
    const product = pick(await listProducts(page.request), 'no discount', (p) => p.discount === 0);
    await open(page, product._id);
    await expect(page.getByTestId('product-sale-price')).toHaveText(rupees(product.price, 1));
    await expect(page.getByTestId('product-original-price')).toHaveCount(0);
    await expect(page.getByTestId('product-discount')).toHaveCount(0);
  });

  test('Read more shows the full description and Show less the short one', async ({ page }) => {
    const product = pick(
      await listProducts(page.request),
      'a longer full description',
      (p) => p.fullDescription.length > p.description.length,
    );
    await open(page, product._id);
    const text = page.getByTestId('product-description');
    await expect(text).toHaveText(product.description);
    await page.getByRole('button', { name: 'Read more' }).click();
    await expect(text).toHaveText(product.fullDescription);
    await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Show less' }).click();
    await expect(text).toHaveText(product.description);
  });

  test('each option group shows only when the product has values, with the first preselected', async ({ page }) => {
    const products = await listProducts(page.request);
    const shapes = [
      pick(products, 'sizes and colours', (p) => p.sizes.length > 1 && p.colors.length > 1),
      pick(products, 'weights', (p) => p.weight.length > 1),
    ];
    // Phones (RAM and storage) are few; look through the whole catalog for one.
    const everything = (await (await page.request.get('/api/product?isPagination=false')).json()) as {
      data: { products: ApiProduct[] };
    };
    shapes.push(pick(everything.data.products, 'RAM and storage', (p) => p.rams.length > 1 && p.specs.length > 1));
    for (const product of shapes) {
      await open(page, product._id);
      for (const { field, label } of optionGroups) {
        const values = product[field];
        const group = optionGroup(page, field);
        if (values.length === 0) {
          await expect(group).toHaveCount(0);
          continue;
        }
        await expect(group.locator('legend')).toContainText(label);
        await expect(group.getByRole('radio')).toHaveCount(values.length);
        await expect(group.getByRole('radio', { name: values[0], exact: true })).toBeChecked();
        if (values.length > 1) {
          await group.getByText(values[1]!, { exact: true }).click();
          await expect(group.getByRole('radio', { name: values[1], exact: true })).toBeChecked();
          await expect(group.getByRole('radio', { name: values[0], exact: true })).not.toBeChecked();
        }
      }
    }
  });

  test('the quantity stops at the 10 units one order may take of a product (rule:quantity-limits)', async ({
    page,
  }) => {
    const product = pick(await listProducts(page.request), 'stock above 10', (p) => p.stock > 10);
    await open(page, product._id);
    const value = page.getByTestId('quantity-value');
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    for (let i = 1; i < 10; i++) await plus.click();
    await expect(value).toHaveText('10');
    await expect(plus).toBeDisabled();
  });

  test('the quantity cannot go below 1', async ({ page }) => {
    const product = pick(await listProducts(page.request), 'stock', (p) => p.stock > 5);
    await open(page, product._id);
    const value = page.getByTestId('quantity-value');
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    await expect(value).toHaveText('1');
    await expect(minus).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(value).toHaveText('2');
    await expect(minus).toBeEnabled();
    await minus.click();
    await expect(value).toHaveText('1');
    await expect(minus).toBeDisabled();
  });
});

test.describe('buying @any-viewport', () => {
  test('a guest adds to a cart of their own without signing in, and stays here (ADR 0054)', async ({ page }) => {
    const product = pick(await listProducts(page.request), 'stock', (p) => p.stock > 0);
    await open(page, product._id);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(new URL(page.url()).pathname).toBe(`/product/${product._id}`);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'shop_guest_cart');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  test('a signed-in shopper adds the chosen options and quantity to the cart', async ({ page, signUp }) => {
    await signUp();
    const product = pick(
      await listProducts(page.request),
      'stock and two option groups',
      (p) => p.stock > 5 && optionGroups.filter((g) => p[g.field].length > 1).length >= 2,
    );
    await open(page, product._id);
    const chosen: Record<string, string> = {};
    for (const { field } of optionGroups) {
      const values = product[field];
      if (values.length === 0) {
        chosen[field] = '';
        continue;
      }
      const value = values[values.length - 1]!;
      await optionGroup(page, field).getByText(value, { exact: true }).click();
      chosen[field] = value;
    }
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    // The header badge counts cart lines (the root loader reloads after the add).
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    const cart = (await (await page.request.get('/api/cart')).json()) as {
      data: { items: { product: { _id: string }; quantity: number; [k: string]: unknown }[] };
    };
    expect(cart.data.items).toHaveLength(1);
    const line = cart.data.items[0]!;
    expect(line.product._id).toBe(product._id);
    expect(line.quantity).toBe(2);
    for (const { field } of optionGroups) expect(line[field], field).toBe(chosen[field]);
    expect(line.material).toBe(product.material);
  });

  test('Buy Now saves the order with the real discount and goes to /checkout after 2 seconds', async ({
    page,
    signUp,
  }) => {
    await signUp(); // /checkout is for signed-in shoppers.
    const settings = (
      (await (await page.request.get('/api/settings')).json()) as {
        data: { freeShippingThreshold: number; flatShippingFee: number };
      }
    ).data;
    const product = pick(
      await listProducts(page.request),
      'a discount other than 10% and stock',
      (p) => p.discount > 0 && p.discount !== 10 && p.stock > 3,
    );
    await open(page, product._id);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    const started = Date.now();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(new URL(page.url()).pathname).toBe(`/product/${product._id}`);
    await page.waitForURL('**/checkout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);

    const draft = JSON.parse((await page.evaluate(() => sessionStorage.getItem('shop:checkout-draft'))) ?? 'null');
    const pricePaise = Math.round(product.price * 100);
    const unitSavings = Math.round((pricePaise * product.discount) / 100);
    const subtotal = pricePaise * 2;
    const savings = unitSavings * 2;
    const shipping = subtotal > settings.freeShippingThreshold * 100 ? 0 : settings.flatShippingFee * 100;
    expect(draft).toEqual({
      source: 'buy-now',
      items: [
        {
          productId: product._id,
          title: product.title,
          image: product.images[0],
          price: product.price,
          salePrice: (pricePaise - unitSavings) / 100,
          discount: product.discount,
          quantity: 2,
          colors: product.colors[0] ?? '',
          sizes: product.sizes[0] ?? '',
          specs: product.specs[0] ?? '',
          weight: product.weight[0] ?? '',
          rams: product.rams[0] ?? '',
          material: product.material,
        },
      ],
      subtotal: subtotal / 100,
      savings: savings / 100,
      shipping: shipping / 100,
      total: (subtotal - savings + shipping) / 100,
    });
  });
});

test.describe('reviews @any-viewport', () => {
  test('a guest who wants to write a review goes to sign in', async ({ page }) => {
    const product = (await listProducts(page.request))[0]!;
    await open(page, product._id);
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/product/${product._id}`);
  });

  test('writing a review: validation, the new review in the list, then Edit', async ({ page, signUp }, testInfo) => {
    const shopper = await signUp();
    // Each project writes on a product of its own, one no other test here reads, so the
    // counts it checks cannot move under it: few reviews (the filter test wants more than 5),
    // in a fixed order (by id), one per project.
    const everything = (await (await page.request.get('/api/product?isPagination=false')).json()) as {
      data: { products: ApiProduct[] };
    };
    const candidates = everything.data.products
      .filter((p) => p.ratings.totalReviews > 0 && p.ratings.totalReviews < 4)
      .sort((a, b) => a._id.localeCompare(b._id));
    const product = candidates[testInfo.project.name === 'phone' ? 1 : 0]!;
    await open(page, product._id);

    const writeButton = page.getByRole('button', { name: 'Write a Review' });
    await writeButton.click();
    const dialog = page.getByRole('dialog', { name: 'Add/Edit Review' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(writeButton).toBeFocused();

    await writeButton.click();
    await expect(dialog).toBeVisible();
    // Choosing the selected star again takes the rating to 0.
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
      .click();
    await expect(dialog.getByTestId('rating-value')).toHaveText('No rating');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText('Please select a rating.')).toBeVisible();
    await expect(dialog.getByText('Please enter a comment.')).toBeVisible();
    // Each clears when its own field is edited.
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
      .click();
    await expect(dialog.getByText('Please select a rating.')).toHaveCount(0);
    await expect(dialog.getByText('Please enter a comment.')).toBeVisible();
    await dialog.getByLabel('Your review').fill('   ');
    await expect(dialog.getByText('Please enter a comment.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText('Please enter a comment.')).toBeVisible();
    await expect(dialog.getByText('Please select a rating.')).toHaveCount(0);
    // The Clear control reaches 0 too.
    await dialog.getByRole('button', { name: 'Clear rating' }).click();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText('Please select a rating.')).toBeVisible();
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
      .click();

    const comment = `Lovely finish, arrived well packed (${shopper.fullName}).`;
    await dialog.getByLabel('Your review').fill(comment);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review submitted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The newest review leads the list; the rating and count follow the server's.
    await expect(reviewComments(page).first()).toHaveText(comment);
    await expect(page.getByTestId('review-card').first()).toContainText(shopper.fullName);
    await expect(page.getByTestId('review-card').first()).toContainText('Your review');
    const after = await fetchProduct(page.request, product._id);
    expect(after.ratings.totalReviews).toBeGreaterThan(product.ratings.totalReviews);
    await expect(page.getByTestId('product-review-count')).toHaveText(`(${after.ratings.totalReviews} reviews)`);
    await expect(page.getByTestId('product-rating')).toHaveText(after.ratings.average.toFixed(1));
    await expect(page.getByTestId('review-average')).toHaveText(after.ratings.average.toFixed(1));

    // Edit: the modal opens with the shopper's review, and saving changes it in place.
    await page.getByRole('button', { name: 'Edit Your Review' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(dialog.getByLabel('Your review')).toHaveValue(comment);
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '2 stars' }) })
      .click();
    const edited = `On second thought, the strap broke in a week (${shopper.fullName}).`;
    await dialog.getByLabel('Your review').fill(edited);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(reviewComments(page).first()).toHaveText(edited);
    await expect(reviewComments(page).filter({ hasText: comment })).toHaveCount(0);
    const final = await fetchProduct(page.request, product._id);
    expect(final.ratings.totalReviews).toBe(after.ratings.totalReviews);
    await expect(page.getByTestId('product-review-count')).toHaveText(`(${final.ratings.totalReviews} reviews)`);
    await expect(page.getByTestId('product-rating')).toHaveText(final.ratings.average.toFixed(1));
    await expect(page.getByTestId('review-card').first()).toHaveAttribute('data-rating', '2');
  });

  test('the rating filter and the sort really apply, and more reviews page in', async ({ page }) => {
    // More than one page of reviews, and a star rating nobody gave (for the empty state).
    let product: ApiProduct | undefined;
    let detail: Awaited<ReturnType<typeof fetchProduct>> | undefined;
    for (const candidate of (await listProducts(page.request)).filter((p) => p.ratings.totalReviews > 5)) {
      detail = await fetchProduct(page.request, candidate._id);
      if (Object.values(detail.reviewStats.breakdown).some((count) => count === 0)) {
        product = candidate;
        break;
      }
    }
    if (!product || !detail) throw new Error('no product with more than 5 reviews and an unused star rating');
    await open(page, product._id);

    // Default: the newest 5, then 'Show more reviews' adds the next page.
    const newest = await fetchReviews(page.request, product._id, 'sort=newest&limit=10');
    await expect(reviewComments(page)).toHaveText(newest.reviews.slice(0, 5).map((r) => r.comment));
    await page.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(reviewComments(page)).toHaveText(newest.reviews.slice(0, 10).map((r) => r.comment));
    if (newest.total <= 10) await expect(page.getByRole('button', { name: 'Show more reviews' })).toHaveCount(0);

    // Filter: only reviews of the chosen rating, as many as the API has.
    const rated = Object.entries(detail.reviewStats.breakdown).find(([, count]) => count > 0)!;
    const stars = Number(rated[0]);
    await page.getByLabel('Filter by rating').selectOption(String(stars));
    const filtered = await fetchReviews(page.request, product._id, `rating=${stars}&sort=newest&limit=5`);
    await expect(reviewComments(page)).toHaveText(filtered.reviews.map((r) => r.comment));
    const cards = page.getByTestId('review-card');
    for (const rating of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-rating')))) {
      expect(rating).toBe(String(stars));
    }

    // A rating nobody gave: the empty state.
    const unrated = Object.entries(detail.reviewStats.breakdown).find(([, count]) => count === 0)!;
    await page.getByLabel('Filter by rating').selectOption(unrated[0]);
    await expect(page.getByText('No reviews match this rating.')).toBeVisible();
    await expect(cards).toHaveCount(0);

    // Sort: the order is the API's for each choice.
    await page.getByLabel('Filter by rating').selectOption('all');
    for (const [label, sort] of [
      ['Lowest', 'lowest'],
      ['Highest', 'highest'],
      ['Oldest', 'oldest'],
    ] as const) {
      await page.getByLabel('Sort by').selectOption({ label });
      const sorted = await fetchReviews(page.request, product._id, `sort=${sort}&limit=5`);
      await expect(reviewComments(page)).toHaveText(sorted.reviews.map((r) => r.comment));
      const ratings = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-rating'))));
      if (sort === 'lowest') expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
      if (sort === 'highest') expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
  });

  test('the summary shows the breakdown, recommend share and quality rating from the reviews', async ({ page }) => {
    const product = pick(await listProducts(page.request), 'reviews', (p) => p.ratings.totalReviews > 4);
    const detail = (await fetchProduct(page.request, product._id)) as ApiProduct & {
      reviewStats: {
        breakdown: Record<string, number>;
        totalReviews: number;
        recommendPercent: number;
        qualityRating: number;
      };
    };
    await open(page, product._id);
    const { breakdown, totalReviews } = detail.reviewStats;
    for (const stars of [5, 4, 3, 2, 1]) {
      const count = breakdown[String(stars)]!;
      await expect(page.getByTestId(`breakdown-${stars}`)).toContainText(
        `${count} (${Math.round((count / totalReviews) * 100)}%)`,
      );
    }
    const recommend = Math.round((((breakdown['5'] ?? 0) + (breakdown['4'] ?? 0)) / totalReviews) * 100);
    await expect(page.getByTestId('review-recommend')).toHaveText(`${recommend}%`);
    await expect(page.getByTestId('review-quality')).toHaveText(`${detail.reviewStats.qualityRating.toFixed(1)}/5`);
  });
});

test.describe('related products, not found and SEO @any-viewport', () => {
  test('You Might Also Like links to product pages, View All Products to /products', async ({ page }) => {
    const { product, related } = await productWithRelated(page.request, 1);
    await open(page, product._id);
    const cards = page.getByTestId('related-products').getByTestId('product-card');
    await expect(cards).toHaveCount(related.length);
    const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(related.map((p) => `/product/${p._id}`));
    await expect(cards.first().locator('img')).toHaveAttribute('loading', 'lazy');

    await cards.first().click();
    await expect(page).toHaveURL(`/product/${related[0]!._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(related[0]!.title);

    await page.getByRole('link', { name: 'View All Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test.describe('unknown products', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    for (const [what, id] of [
      ['a random uuid', '3f0b6a52-8f6e-4d7c-9a41-0c2d9e7b5a13'],
      ['a non-uuid', 'not-a-product'],
    ] as const) {
      test(`${what} answers 404 with Page Not Found`, async ({ page }) => {
        const response = await page.goto(`/product/${id}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      });
    }
  });

  test('the JSON-LD describes the product', async ({ page, baseURL }) => {
    const product = pick(
      await listProducts(page.request),
      'reviews and a discount',
      (p) => p.ratings.totalReviews > 4 && p.discount > 0,
    );
    await open(page, product._id);
    const text = await page.locator('script[type="application/ld+json"]').textContent();
    const ld = JSON.parse(text ?? '{}');
    const pricePaise = Math.round(product.price * 100);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description,
      brand: { name: product.brand },
      sku: product._id,
      offers: {
        '@type': 'Offer',
        price: ((pricePaise - Math.round((pricePaise * product.discount) / 100)) / 100).toFixed(2),
        priceCurrency: 'INR',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
      aggregateRating: { ratingValue: product.ratings.average, reviewCount: product.ratings.totalReviews },
    });
    expect(ld.image).toEqual(product.images.map((i) => `${baseURL}${i}`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${baseURL}${product.images[0]}`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/product/${product._id}`);
  });
});

test.describe('accessibility', () => {
  test('no serious or critical axe violation, with the review modal open too', async ({ page, signUp }) => {
    await signUp();
    const product = pick(
      await listProducts(page.request),
      'options, a discount and reviews',
      (p) => p.discount > 0 && p.ratings.totalReviews > 0 && p.colors.length > 0,
    );
    await open(page, product._id);
    await expect(page.getByTestId('related-products')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /Write a Review|Edit Your Review/ }).click();
    const dialog: Locator = page.getByRole('dialog', { name: 'Add/Edit Review' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText('Please enter a comment.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
