/**
 * The whole buying journey in one test, through the UI only (rule:product-options, rule:cart-drawer,
 * rule:complete-order, rule:my-orders, rule:order-page, rule:cancel-window, rule:no-overselling): a fresh
 * shopper picks options and quantities on two product pages, checks the drawer against the
 * server's cart, checks out, finds the order under My Orders through the menu, opens it and
 * cancels it, and the stock of both products is back where it was. The API is only read, to
 * know what the screens should say; the pieces have their own specs (cart, checkout, orders).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatRupees } from '../domain/shared/money';
import { type ApiProduct, getData } from './support/api';
import { expect, test, waitForHydration } from './support/fixtures';
import type { PickableOption } from '../domain/shared/line-options';
import type { Cart } from '../domain/views/cart';
import type { Order } from '../domain/views/orders';

type OptionField = PickableOption;
type Options = Record<OptionField, string>;

type ApiCart = Cart;

type ApiOrder = Order;

/** The option groups in the order the drawer and the order page list them. */
const optionGroups: readonly { field: OptionField; label: string }[] = [
  { field: 'sizes', label: 'Size' },
  { field: 'specs', label: 'Storage' },
  { field: 'rams', label: 'RAM' },
  { field: 'colors', label: 'Colour' },
  { field: 'weight', label: 'Weight' },
];

const money = (rupees: number) => formatRupees(rupees, 2);

const address = {
  firstName: 'Asha',
  lastName: 'Verma',
  phone: '98765 43210',
  addressLine: '7 Park Street, Camac Street Area',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
};

const stockOf = async (request: APIRequestContext, productId: string) =>
  (await getData<ApiProduct>(request, `/api/product/${productId}`)).stock;

/** A product the shopper can really choose on: some option group offers more than one value. */
const hasChoice = (p: ApiProduct) => optionGroups.some(({ field }) => p[field].length > 1);

/**
 * Two products with options and stock. The stock check at the end must see only this test's
 * order, so the pair is kept away from what runs at the same time against the same server:
 * checkout.spec orders the first two products with stock >= 30 on this list (orders.spec
 * orders from later list pages), and the phone and desktop runs of this test take different pairs.
 */
async function journeyProducts(request: APIRequestContext, project: string): Promise<[ApiProduct, ApiProduct]> {
  const { products } = await getData<{ products: ApiProduct[] }>(request, '/api/product?limit=50');
  const orderedByCheckoutSpec = new Set(
    products
      .filter((p) => p.stock >= 30)
      .slice(0, 2)
      .map((p) => p._id),
  );
  // 2 and 3 units of products up to ₹20,000 stay within the cash-on-delivery ceiling of ₹1,00,000
  // (rule:cod-order-ceiling).
  const usable = products.filter(
    (p) => p.stock >= 5 && p.price <= 20_000 && hasChoice(p) && !orderedByCheckoutSpec.has(p._id),
  );
  const offset = project === 'phone' ? 0 : 2;
  const pair = usable.slice(offset, offset + 2);
  expect(pair.length, 'the first catalog page has four products with options and stock').toBe(2);
  return [pair[0]!, pair[1]!];
}

/** One value per option group the product has ('' for the others, as the server stores them). */
function chooseOptions(product: ApiProduct, choose: (values: string[], field: OptionField) => string): Options {
  return Object.fromEntries(
    optionGroups.map(({ field: f }) => [f, product[f].length > 0 ? choose(product[f], f) : '']),
  ) as Options;
}

/** What the drawer and the order page print under a line: "Size: M · Colour: Blue · Material: Cotton". */
function optionText(line: Options & { material: string }): string {
  const parts = optionGroups
    .filter(({ field }) => line[field] !== '')
    .map(({ field, label }) => `${label}: ${line[field]}`);
  if (line.material) parts.push(`Material: ${line.material}`);
  return parts.join(' · ');
}

const rowOf = (list: Locator, testId: string, title: string) =>
  list.filter({ has: list.page().getByTestId(testId).getByText(title, { exact: true }) });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a new shopper buys two products with options, finds the order under My Orders, and cancels it', async ({
  page,
  signUp,
}, testInfo) => {
  // Seven pages, the 2-second and 1-second delays (rule:secure-checkout, rule:complete-order), on two shared cores.
  test.setTimeout(120_000);
  const onPhone = testInfo.project.name === 'phone';
  await signUp();
  const [first, second] = await journeyProducts(page.request, testInfo.project.name);

  // The shopper's picks: on the first product the last value of every group that offers a choice,
  // on the second the second value of its first such group and the preselected first values elsewhere.
  const choiceGroup = optionGroups.find(({ field: f }) => second[f].length > 1)!.field;
  const picks = [
    { product: first, quantity: 2, options: chooseOptions(first, (values) => values.at(-1)!) },
    {
      product: second,
      quantity: 3,
      options: chooseOptions(second, (values, f) => values[f === choiceGroup ? 1 : 0]!),
    },
  ];
  const unitsOrdered = picks.reduce((n, p) => n + p.quantity, 0);

  await test.step('on each product page: choose options and quantity, Add to Cart, the badge counts the lines', async () => {
    for (const [index, { product, quantity, options }] of picks.entries()) {
      await page.goto(`/product/${product._id}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      for (const { field: f } of optionGroups) {
        if (product[f].length < 2) continue;
        const picker = page.getByTestId(`option-${f}`);
        await picker.getByText(options[f], { exact: true }).click();
        await expect(picker.getByRole('radio', { name: options[f], exact: true })).toBeChecked();
      }
      for (let n = 1; n < quantity; n++) await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(page.getByTestId('quantity-value')).toHaveText(String(quantity));
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByTestId('cart-count')).toHaveText(String(index + 1));
    }
  });

  const cart = await getData<ApiCart>(page.request, '/api/cart');
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  let drawerTotal = '';

  await test.step('the cart drawer shows the chosen options and quantities and the server’s figures', async () => {
    // The server kept what was chosen.
    expect(cart.items.map((l) => [l.product._id, l.quantity])).toEqual(picks.map((p) => [p.product._id, p.quantity]));
    for (const [i, { options }] of picks.entries()) expect(cart.items[i]).toMatchObject(options);

    await page.getByTestId('cart-button').click();
    await expect(drawer).toBeVisible();
    const lines = drawer.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    for (const line of cart.items) {
      const row = rowOf(lines, 'cart-line-title', line.product.title);
      await expect(row.getByTestId('cart-line-options')).toHaveText(optionText(line));
      await expect(row.getByTestId('cart-line-quantity-value')).toHaveText(String(line.quantity));
    }
    const s = cart.summary;
    await expect(drawer.getByTestId('cart-totals')).not.toHaveAttribute('data-pending', 'true');
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText(money(s.subtotal));
    await expect(drawer.getByTestId('cart-savings')).toHaveText(s.savings > 0 ? `-${money(s.savings)}` : money(0));
    await expect(drawer.getByTestId('cart-shipping')).toHaveText(s.shipping === 0 ? 'Free' : money(s.shipping));
    await expect(drawer.getByTestId('cart-total')).toHaveText(money(s.total));
    drawerTotal = money(s.total);
  });

  await test.step('Secure Checkout: Processing..., then /checkout with the drawer closed', async () => {
    const button = drawer.getByTestId('secure-checkout');
    await button.click();
    await expect(button).toHaveText('Processing...');
    await page.waitForURL('**/checkout');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('summary-item-title')).toHaveText(picks.map((p) => p.product.title));
    await expect(page.getByTestId('summary-total')).toHaveText(drawerTotal);
  });

  const stockBefore = [await stockOf(page.request, first._id), await stockOf(page.request, second._id)];
  let orderNumber = '';

  await test.step('fill the shipping form, Complete Order: Order Placed! and the popup with the drawer’s total', async () => {
    await waitForHydration(page);
    await field(page, 'First Name').fill(address.firstName);
    await field(page, 'Last Name').fill(address.lastName);
    await field(page, 'Phone').fill(address.phone);
    await field(page, 'Street Address').fill(address.addressLine);
    await field(page, 'City').fill(address.city);
    await field(page, 'State').selectOption(address.state);
    await field(page, 'ZIP Code').fill(address.pincode);
    await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();

    const complete = page.getByTestId('complete-order');
    await complete.click();
    await expect(complete).toHaveText('Order Placed!');
    const popup = page.getByRole('dialog', { name: 'Order Placed Successfully!' });
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('order-success-number')).toHaveText(/^#\d+$/);
    orderNumber = (await popup.getByTestId('order-success-number').textContent())!.slice(1);
    await expect(popup.getByTestId('order-success-total')).toHaveText(drawerTotal);
    await expect(popup.getByTestId('order-success-items')).toHaveText(String(unitsOrdered));
    // The stock is taken at placement.
    expect([await stockOf(page.request, first._id), await stockOf(page.request, second._id)]).toEqual([
      stockBefore[0]! - picks[0]!.quantity,
      stockBefore[1]! - picks[1]!.quantity,
    ]);

    await popup.getByRole('button', { name: 'Track Your Order' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  const orders = await getData<ApiOrder[]>(page.request, '/api/orders/my');
  expect(orders.map((o) => String(o.orderNumber))).toEqual([orderNumber]);
  const order = orders[0]!;

  await test.step(`My Orders through the ${onPhone ? 'side menu' : 'user menu'}: the new order’s card`, async () => {
    await waitForHydration(page);
    if (onPhone) {
      await page.getByTestId('mobile-menu-button').click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Orders' }).click();
    } else {
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('user-menu').getByRole('link', { name: 'Orders' }).click();
    }
    await page.waitForURL((url) => url.pathname === '/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

    const card = page.locator(`[data-testid="order-card"][data-order-id="${order._id}"]`);
    await expect(card.getByTestId('order-card-link')).toHaveText(`Order #${orderNumber}`);
    await expect(card.getByTestId('order-card-total')).toHaveText(drawerTotal);
    await expect(card.getByTestId('order-card-item-count')).toHaveText(`${unitsOrdered} items`);
    await expect(card.getByTestId('order-card-status')).toHaveText('Placed');
    await expect(card.getByTestId('order-card-payment')).toHaveText('Cash on Delivery');

    await waitForHydration(page);
    await card.getByTestId('order-card-link').click();
    await page.waitForURL((url) => url.pathname === `/order/${order._id}`);
  });

  await test.step('the order page: items with their options, total, shipping address, timeline from Placed', async () => {
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Placed');
    const lines = page.getByTestId('order-items').getByTestId('order-line');
    await expect(lines).toHaveCount(2);
    for (const { product, quantity, options } of picks) {
      const row = rowOf(lines, 'order-line-title', product.title);
      const material = cart.items.find((l) => l.product._id === product._id)!.material;
      await expect(row.getByTestId('order-line-options')).toHaveText(optionText({ ...options, material }));
      await expect(row.getByTestId('order-line-quantity')).toHaveText(`Qty: ${quantity}`);
    }
    await expect(page.getByTestId('order-summary').getByTestId('order-total')).toHaveText(drawerTotal);
    await expect(page.getByTestId('order-summary').getByTestId('order-payment')).toHaveText('Cash on Delivery');

    const shippedTo = page.getByTestId('order-address');
    await expect(shippedTo).toContainText(`${address.firstName} ${address.lastName}`);
    await expect(shippedTo).toContainText(address.addressLine);
    await expect(shippedTo).toContainText(`${address.city}, ${address.state} ${address.pincode}`);
    // Stored without the space the shopper typed.
    await expect(shippedTo).toContainText('Phone: 9876543210');

    await expect(page.getByTestId('timeline-status').first()).toHaveText('Placed');
  });

  await test.step('Cancel Order (confirmed): Cancelled, and both products’ stock is back', async () => {
    await waitForHydration(page);
    await page.getByTestId('cancel-order').click();
    const confirm = page.getByRole('alertdialog', { name: `Cancel order #${orderNumber}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(page.getByText('Order cancelled')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('cancel-order')).toHaveCount(0);
    await expect(page.getByTestId('timeline-status').last()).toHaveText('Cancelled');

    expect([await stockOf(page.request, first._id), await stockOf(page.request, second._id)]).toEqual(stockBefore);
    expect((await getData<ApiOrder>(page.request, `/api/orders/${order._id}`)).orderStatus).toBe('Cancelled');
  });
});
