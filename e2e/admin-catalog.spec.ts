/**
 * A staff member keeps the catalog (rule:admin-catalog, rule:hidden-catalog), in a real browser against the real
 * server: create a product with two uploaded images and options → it is in the storefront's list, search and
 * suggestions → a shopper buys it → staff hide it → it leaves the list and search and its page answers 404 saying
 * it is no longer available, while the shopper's order still shows it. The admin pages pass axe.
 */
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { placeOrder } from './support/orders';
import { staffPage } from './support/staff';

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

test.describe('the catalog in the back office @desktop-only', () => {
  // The hidden product's page answers 404 on purpose; the browser logs that load.
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('create a product, a shopper buys it, hide it: it leaves the shop but not the order', async ({
    page,
    browser,
    baseURL,
    signUp,
  }) => {
    test.setTimeout(120_000);
    const title = `Chanderi Cotton Dupatta ${Date.now().toString(36)}`;
    const staff = await staffPage(browser, baseURL!, '/admin/products');
    await expectNoSeriousA11yViolations(staff);

    // Create it: two uploaded images, the second moved first, two colours.
    await staff.getByRole('link', { name: 'Add product' }).click();
    await staff.waitForURL('**/admin/products/new');
    await waitForHydration(staff);
    const form = staff.getByRole('form', { name: 'New product' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await form.getByLabel('Brand').fill('Weavers Guild');
    await form.getByLabel('Price (₹, before discount)').fill('1499');
    await form.getByLabel('Discount (%)').fill('20');
    await form.getByRole('textbox', { name: 'Short description', exact: true }).fill('Light handwoven dupatta.');
    for (const colour of ['Indigo', 'Mustard']) {
      await form.getByLabel('Add to colours').fill(colour);
      await form.getByLabel('Add to colours').press('Enter');
    }
    const imageInput = form.locator('input[type=file]');
    await imageInput.setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: await png(200, 40, 40) });
    await expect(form.getByRole('img', { name: 'Image 1' })).toBeVisible();
    await imageInput.setInputFiles({ name: 'two.png', mimeType: 'image/png', buffer: await png(40, 40, 200) });
    await expect(form.getByRole('img', { name: 'Image 2' })).toBeVisible();
    await form.getByRole('button', { name: 'Move image 2 earlier' }).click();
    await form.getByLabel('Opening stock').fill('7');
    await expectNoSeriousA11yViolations(staff);
    await form.getByRole('button', { name: 'Add product' }).click();
    await staff.waitForURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    const productId = staff.url().split('/').pop()!;
    await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The storefront has it at once: the list, the search, the suggestions.
    const list = await page.request.get('/api/product?sort=newest&limit=50');
    expect(((await list.json()).data.products as { _id: string }[]).map((p) => p._id)).toContain(productId);
    await page.goto(`/products?search=${encodeURIComponent('Chanderi Dupatta')}`);
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    const suggestions = await page.request.get('/api/product/suggestions?q=chanderi');
    expect(JSON.stringify(await suggestions.json())).toContain('Chanderi');

    // A shopper buys it.
    await signUp();
    const { _id: orderId } = await placeOrder(
      page,
      [{ product: { _id: productId }, quantity: 1, options: { colors: 'Indigo' } }],
      {
        fullName: 'Kavya Menon',
        phone: '9845012345',
        addressLine: '7 Marine Drive',
        city: 'Kochi',
        pincode: '682031',
        state: 'Kerala',
      },
    );

    // Staff hide it from the list's product page (uncheck Shown, save).
    await waitForHydration(staff);
    await staff.getByLabel('Shown in the shop').uncheck();
    await staff.getByRole('button', { name: 'Save changes' }).click();
    await expect(staff.getByText('Hidden from shoppers')).toBeVisible();

    // Gone from the shop: list, search, its page is a 404 that says why; the order still shows it.
    const after = await page.request.get('/api/product?sort=newest&limit=50');
    expect(((await after.json()).data.products as { _id: string }[]).map((p) => p._id)).not.toContain(productId);
    const pageResponse = await page.goto(`/product/${productId}`);
    expect(pageResponse?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This product is no longer available.' })).toBeVisible();
    await page.goto(`/order/${orderId}`);
    await expect(page.getByText(title).first()).toBeVisible();

    await staff.goto('/admin/products?visibility=hidden');
    await expect(staff.getByRole('link', { name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await staff.context().close();
  });
});
