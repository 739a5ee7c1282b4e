/**
 * The cart drawer (rule:cart-drawer, rule:cart-refresh, rule:stock-warning, rule:secure-checkout,
 * rule:free-shipping, rule:failures-shown, rule:no-overselling) through the
 * real server and a real browser: lines with their options, the server's totals, the
 * quantity stepper (fast clicks included), removal, the stock warning and Secure Checkout.
 * Products are picked from the API; every test has its own shopper and its own cart.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatRupees } from '../domain/shared/money';
import { type ApiProduct, listProducts } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import type { Cart, CartItem } from '../domain/views/cart';

type ApiCartLine = CartItem;

type ApiCart = Cart;

const optionGroups = [
  { field: 'sizes', label: 'Size' },
  { field: 'specs', label: 'Storage' },
  { field: 'rams', label: 'RAM' },
  { field: 'colors', label: 'Colour' },
  { field: 'weight', label: 'Weight' },
] as const;

/** rule:stock-warning, character for character (two spaces after "stock"). */
const stockWarning = (stock: number) =>
  `Currently out of stock  Please reduce the quantity. We Have only have a stock ${stock}.`;

async function getCart(request: APIRequestContext): Promise<ApiCart> {
  const res = await request.get('/api/cart');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: ApiCart }).data;
}

async function addToCart(request: APIRequestContext, productId: string, quantity: number) {
  const res = await request.post('/api/cart/add', { data: { productId, quantity } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Products with plenty of stock (orders placed by other specs cannot run them short). */
function stocked(products: ApiProduct[], n: number, extra: (p: ApiProduct) => boolean = () => true): ApiProduct[] {
  const found = products.filter((p) => p.stock >= 30 && extra(p)).slice(0, n);
  expect(found.length, `the catalog has ${n} products with stock`).toBe(n);
  return found;
}

const hasOptions = (p: ApiProduct) => optionGroups.some((g) => p[g.field].length > 1);

async function openDrawer(page: Page): Promise<Locator> {
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The drawer's figures are the server's once no quantity change is on its way. */
async function expectTotalsOf(drawer: Locator, cart: ApiCart) {
  await expect(drawer.getByTestId('cart-totals')).not.toHaveAttribute('data-pending', 'true');
  const s = cart.summary;
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(formatRupees(s.subtotal, 2));
  await expect(drawer.getByTestId('cart-savings')).toHaveText(
    s.savings > 0 ? `-${formatRupees(s.savings, 2)}` : formatRupees(0, 2),
  );
  await expect(drawer.getByTestId('cart-shipping')).toHaveText(s.shipping === 0 ? 'Free' : formatRupees(s.shipping, 2));
  await expect(drawer.getByTestId('cart-total')).toHaveText(formatRupees(s.total, 2));
}

/** The options of a cart line as the drawer labels them. */
function optionText(line: ApiCartLine): string {
  const parts = optionGroups.filter((g) => line[g.field] !== '').map((g) => `${g.label}: ${line[g.field]}`);
  if (line.material) parts.push(`Material: ${line.material}`);
  return parts.join(' · ');
}

const lineOf = (drawer: Locator, title: string) =>
  drawer.getByTestId('cart-line').filter({ has: drawer.page().getByText(title, { exact: true }) });

// The drawer is the same panel with the same controls at every width (only its width follows the screen), so these
// run once, at the phone (@any-viewport); its scroll lock, backdrop and axe check run at both in e2e/shell.spec.ts.
test.describe('cart drawer @any-viewport', () => {
  test('two products added with their options on the product page show those options and the server totals', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const products = stocked(await listProducts(page.request), 2, hasOptions);

    for (const [i, product] of products.entries()) {
      await page.goto(`/product/${product._id}`);
      await waitForHydration(page);
      // The last value of each option group, so the line's options are the shopper's choice, not the default.
      for (const { field } of optionGroups) {
        const values = product[field];
        if (values.length > 1)
          await page
            .getByTestId(`option-${field}`)
            .getByText(values[values.length - 1]!, { exact: true })
            .click();
      }
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByTestId('cart-count')).toHaveText(String(i + 1));
    }

    const cart = await getCart(page.request);
    expect(cart.items).toHaveLength(2);
    for (const [i, product] of products.entries()) {
      const line = cart.items[i]!;
      expect(line.product._id).toBe(product._id);
      for (const { field } of optionGroups) {
        const values = product[field];
        if (values.length > 1) expect(line[field], field).toBe(values[values.length - 1]);
      }
    }

    const drawer = await openDrawer(page);
    const lines = drawer.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    for (const [i, line] of cart.items.entries()) {
      await expect(lines.nth(i).getByTestId('cart-line-title')).toHaveText(line.product.title);
      await expect(lines.nth(i).getByTestId('cart-line-options')).toHaveText(optionText(line));
      await expect(lines.nth(i).getByTestId('cart-line-quantity-value')).toHaveText(String(line.quantity));
    }
    await expectTotalsOf(drawer, cart);
    await expect(drawer).toContainText('Estimated delivery: 2-3 business days');
  });

  test('plus, minus (disabled at 1) and removal update the totals and the badge to the server figures', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const [first, second] = stocked(await listProducts(page.request), 2);
    await addToCart(page.request, first!._id, 1);
    await addToCart(page.request, second!._id, 1);
    await page.goto('/products');
    await waitForHydration(page);
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    const drawer = await openDrawer(page);
    const line = lineOf(drawer, first!.title);
    const minus = line.getByTestId('cart-line-decrease');
    const plus = line.getByTestId('cart-line-increase');
    const value = line.getByTestId('cart-line-quantity-value');
    await expect(value).toHaveText('1');
    await expect(minus).toBeDisabled();

    // Clicking a disabled minus changes nothing.
    await minus.click({ force: true });
    await expect(value).toHaveText('1');

    await plus.click();
    await expect(value).toHaveText('2');
    await expect(minus).toBeEnabled();
    await expect
      .poll(async () => (await getCart(page.request)).items.find((l) => l.product._id === first!._id)?.quantity)
      .toBe(2);
    await expectTotalsOf(drawer, await getCart(page.request));
    const twoOf = (await getCart(page.request)).items.find((l) => l.product._id === first!._id)!;
    await expect(line.getByTestId('cart-line-price')).toHaveText(formatRupees(twoOf.price * twoOf.quantity, 2));

    await minus.click();
    await expect(value).toHaveText('1');
    await expect(minus).toBeDisabled();
    await expect
      .poll(async () => (await getCart(page.request)).items.find((l) => l.product._id === first!._id)?.quantity)
      .toBe(1);
    await expectTotalsOf(drawer, await getCart(page.request));

    // Removal: the line goes, the totals and the header badge follow the server.
    await lineOf(drawer, second!.title)
      .getByRole('button', { name: `Remove ${second!.title} from cart` })
      .click();
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    const after = await getCart(page.request);
    expect(after.items.map((l) => l.product._id)).toEqual([first!._id]);
    await expectTotalsOf(drawer, after);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // Focus stays inside the drawer.
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // The last line removed: the empty state.
    await drawer.getByRole('button', { name: `Remove ${first!.title} from cart` }).click();
    await expect(drawer.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect((await getCart(page.request)).items).toHaveLength(0);
  });

  test('five fast clicks on + end at quantity + 5 on screen and on the server, one write at a time', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const [product] = stocked(await listProducts(page.request), 1, (p) => p.stock >= 40);
    await addToCart(page.request, product!._id, 2);

    // Hold every write until all five clicks are on the screen, so the clicks really overtake them; count writes
    // running at once.
    let running = 0;
    let mostRunning = 0;
    const sent: number[] = [];
    let releaseWrites!: () => void;
    const clicksShown = new Promise<void>((resolve) => (releaseWrites = resolve));
    await page.route('**/api/cart/update', async (route) => {
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      sent.push((route.request().postDataJSON() as { quantity: number }).quantity);
      await clicksShown;
      const response = await route.fetch();
      running -= 1;
      await route.fulfill({ response });
    });

    await page.goto('/');
    await waitForHydration(page);
    const drawer = await openDrawer(page);
    const plus = drawer.getByTestId('cart-line-increase');
    const value = drawer.getByTestId('cart-line-quantity-value');
    await expect(value).toHaveText('2');
    for (let i = 0; i < 5; i++) await plus.click({ delay: 0 });
    // Shown at once, before the server has answered.
    await expect(value).toHaveText('7', { timeout: 1000 });
    releaseWrites();

    await expect(drawer.getByTestId('cart-totals')).not.toHaveAttribute('data-pending', 'true', { timeout: 15_000 });
    await expect(value).toHaveText('7');
    const cart = await getCart(page.request);
    expect(cart.items[0]!.quantity).toBe(7);
    await expectTotalsOf(drawer, cart);
    // Absolute quantities, never deltas; coalesced; never two writes for the line at once; the last one is 7.
    expect(mostRunning).toBe(1);
    expect(sent.length).toBeLessThan(5);
    expect(sent.at(-1)).toBe(7);
    expect(sent.every((q) => q > 2 && q <= 7)).toBe(true);
  });

  test('a line above stock shows the stock warning word for word (rule:stock-warning); Secure Checkout stays available', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const products = await listProducts(page.request);
    // One more than the stock must still be within the 10 units one order may take (rule:quantity-limits).
    const low = products.find((p) => p.stock > 0 && p.stock < 10);
    expect(low, 'the catalog has a product with little stock').toBeTruthy();
    await addToCart(page.request, low!._id, low!.stock + 1);
    const [plenty] = stocked(products, 1);
    await addToCart(page.request, plenty!._id, 1);

    await page.goto('/');
    await waitForHydration(page);
    const drawer = await openDrawer(page);
    const warning = lineOf(drawer, low!.title).getByTestId('cart-line-stock-warning');
    await expect(warning).toBeVisible();
    expect(await warning.textContent()).toBe(stockWarning(low!.stock));
    // The line within stock has none.
    await expect(lineOf(drawer, plenty!.title).getByTestId('cart-line-stock-warning')).toHaveCount(0);
    // + stops at the stock; - can bring the line back within it, and the warning goes.
    await expect(lineOf(drawer, low!.title).getByTestId('cart-line-increase')).toBeDisabled();
    await expect(drawer.getByTestId('secure-checkout')).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await lineOf(drawer, low!.title).getByTestId('cart-line-decrease').click();
    await expect(warning).toHaveCount(0);
    await expect
      .poll(async () => (await getCart(page.request)).items.find((l) => l.product._id === low!._id)?.quantity)
      .toBe(low!.stock);
  });

  test('Secure Checkout stores the cart, shows Processing... for 2 seconds, then /checkout with the drawer closed', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const [product] = stocked(await listProducts(page.request), 1);
    await addToCart(page.request, product!._id, 2);
    const cart = await getCart(page.request);

    await page.goto('/products');
    await waitForHydration(page);
    const drawer = await openDrawer(page);
    const button = drawer.getByTestId('secure-checkout');
    await expect(button).toHaveText('Secure Checkout');
    const started = Date.now();
    await button.click();
    await expect(button).toHaveText('Processing...');
    await expect(button).toBeDisabled();
    expect(new URL(page.url()).pathname).toBe('/products');

    await page.waitForURL('**/checkout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('summary-item-title')).toHaveText([product!.title]);
    await expect(page.getByTestId('summary-total')).toHaveText(formatRupees(cart.summary.total, 2));

    const draft = JSON.parse((await page.evaluate(() => sessionStorage.getItem('shop:checkout-draft'))) ?? 'null') as {
      source: string;
      items: { productId: string; quantity: number }[];
      total: number;
    };
    expect(draft.source).toBe('cart');
    expect(draft.items.map((i) => [i.productId, i.quantity])).toEqual([[product!._id, 2]]);
    expect(draft.total).toBe(cart.summary.total);
  });
});
