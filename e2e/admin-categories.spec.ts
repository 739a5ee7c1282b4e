/**
 * Staff keep the categories (rule:admin-categories, rule:hidden-catalog) in a real browser against the real server:
 * on /admin/categories they add a category with a picture uploaded through the shop and a sub category, rename it,
 * move it up; the storefront's carousel and filter show it under its new name in its new place; they hide it and
 * it leaves the storefront; they delete it (it holds no products) after a question. A seeded category, which holds
 * products, offers no Delete. The page passes axe, the dialog too.
 *
 * The category list is on every shopper's home page, so this spec runs in the `home-content` project, after the
 * phone and desktop projects (whose home and products specs count the categories). It touches only the category it
 * adds, and removes it at the end whatever happened.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

/** The demo staff account the e2e server seeds (SEED_DEMO_ACCOUNTS, e2e/support/start-server.ts). */
const staffEmail = 'admin@shop.test';
const staffPassword = 'Admin@12345';

interface Listed {
  id: string;
  name: string;
  products: number;
}

async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto('/login?redirectTo=%2Fadmin%2Fcategories');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(staffEmail);
  await page.getByLabel('Password', { exact: true }).fill(staffPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/admin/categories');
  await waitForHydration(page);
  return page;
}

async function adminCategories(request: APIRequestContext): Promise<Listed[]> {
  const response = await request.get('/api/admin/categories');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Listed[] }).data;
}

/** What a shopper's storefront shows: the home carousel's slides and the filter panel's category choices. */
async function storefront(page: Page, id: string) {
  await page.goto('/');
  await waitForHydration(page);
  const slides = page.getByTestId('category-carousel').locator('[data-category-id]');
  // Swiper's loop moves the slides about as it starts; read them once it shows some.
  await expect(slides.first()).toBeAttached();
  const slide = page.getByTestId('category-carousel').locator(`[data-category-id="${id}"]`);
  const slideText = (await slide.count()) > 0 ? ((await slide.first().textContent()) ?? '') : null;
  await page.goto('/products');
  await waitForHydration(page);
  const options = await page.getByLabel('Category', { exact: true }).locator('option').allTextContents();
  // The panel shows each name with its product count ("Fashion (120)").
  return { slideText, options: options.slice(1).map((o) => o.replace(/ \([\d,]+\)$/, '')) };
}

test.describe('staff keep the categories @desktop-only', () => {
  test('add with a picture and a sub category, rename, move, hide, delete: the storefront follows', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const firstName = `Channapatna Toys ${suffix}`;
    const name = `Channapatna Crafts ${suffix}`;
    const staff = await staffPage(browser, baseURL!);
    const api = staff.context().request;
    const shopper = await browser.newPage({ baseURL, viewport: { width: 1366, height: 768 } });

    try {
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Categories');
      const nav = staff.getByRole('navigation', { name: 'Back office' });
      await expect(nav.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
      // Every section, the new one included, fits a 1366 px laptop without scrolling the nav.
      await expect(nav.getByRole('link', { name: 'Audit log' })).toBeInViewport({ ratio: 1 });
      await expectNoSeriousA11yViolations(staff);

      // A seeded category holds products: it offers Hide, never Delete.
      const seeded = (await adminCategories(api)).find((c) => c.products > 0)!;
      const seededRow = staff.getByTestId('admin-category').filter({ hasText: seeded.name }).first();
      await expect(seededRow.getByRole('button', { name: `Hide ${seeded.name}`, exact: true })).toBeVisible();
      await expect(seededRow.getByRole('button', { name: `Delete ${seeded.name}`, exact: true })).toHaveCount(0);
      await expect(seededRow).toContainText('cannot be deleted');

      // Add: the missing fields are named first, then a picture uploaded through the shop.
      const add = staff.getByTestId('new-category');
      await add.getByRole('button', { name: 'Add category' }).click();
      await expect(add.getByText('Please enter the category name.')).toBeVisible();
      await expect(add.getByText('Please upload a picture of the category.')).toBeVisible();
      await add.getByLabel('Name').fill(firstName);
      await add.getByLabel('HSN code').fill('9503');
      await add.getByLabel('GST rate').selectOption('1200');
      const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#b45309' } })
        .png()
        .toBuffer();
      await add
        .getByTestId('new-category-image')
        .setInputFiles({ name: 'toys.png', mimeType: 'image/png', buffer: picture });
      await expect(add.getByTestId('new-category-image-preview')).toHaveAttribute('src', /^\/uploads\/user\//);
      await add.getByRole('button', { name: 'Add category' }).click();
      const rows = staff.getByTestId('admin-category');
      await expect(rows.last().getByTestId('admin-category-name')).toHaveText(firstName);
      await expect(add.getByLabel('Name')).toHaveValue('');
      const row = rows.filter({ has: staff.getByTestId('admin-category-name').getByText(firstName, { exact: true }) });
      await expect(row).toContainText('0 products · HSN 9503 · GST 12%');
      await expect(row.getByTestId('admin-category-status')).toHaveText('Shown');
      const id = (await adminCategories(api)).find((c) => c.name === firstName)!.id;

      // A sub category under it.
      const subForm = staff.getByRole('form', { name: `Add a sub category to ${firstName}` });
      await subForm.getByLabel('New sub category').fill('Spinning Tops');
      await subForm.getByRole('button', { name: `Add sub category to ${firstName}` }).click();
      await expect(row.getByTestId('admin-sub-category-name')).toHaveText(['Spinning Tops']);

      // Rename it in place; the id stays.
      await row.getByRole('button', { name: `Edit ${firstName}`, exact: true }).click();
      const edit = staff.locator('form[data-testid^="edit-category-"]');
      await edit.getByLabel('Name').fill(name);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toHaveCount(0);
      const renamed = rows.filter({ has: staff.getByTestId('admin-category-name').getByText(name, { exact: true }) });
      await expect(renamed).toHaveCount(1);
      expect((await adminCategories(api)).find((c) => c.id === id)?.name).toBe(name);

      // Move it up one with the keyboard: it changes places with the one before it.
      const before = (await adminCategories(api)).map((c) => c.id);
      const up = renamed.getByRole('button', { name: `Move ${name} up`, exact: true });
      await up.focus();
      await staff.keyboard.press('Enter');
      await expect(rows.nth(before.length - 2).getByTestId('admin-category-name')).toHaveText(name);
      await expect(up).toBeFocused();
      const after = (await adminCategories(api)).map((c) => c.id);
      expect(after.at(-2)).toBe(id);
      await expectNoSeriousA11yViolations(staff);

      // The storefront shows the new name, in the new place, at once.
      const shown = await storefront(shopper, id);
      expect(shown.slideText).toContain(name);
      const publicNames = shown.options;
      expect(publicNames).toContain(name);
      expect(publicNames).not.toContain(firstName);
      const lastShown = (await adminCategories(api)).filter((c) => c.id === before.at(-2)).map((c) => c.name)[0];
      if (lastShown && publicNames.includes(lastShown)) {
        expect(publicNames.indexOf(name)).toBeLessThan(publicNames.indexOf(lastShown));
      }

      // Hide it: it leaves the storefront.
      await renamed.getByRole('button', { name: `Hide ${name}`, exact: true }).click();
      await expect(renamed.getByTestId('admin-category-status')).toHaveText('Hidden from shoppers, with its products');
      const hidden = await storefront(shopper, id);
      expect(hidden.slideText).toBeNull();
      expect(hidden.options).not.toContain(name);

      // Delete it (it holds no products) after a question; Keep has the focus first.
      await renamed.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      const dialog = staff.getByRole('alertdialog', { name: `Delete the category ${name}?` });
      await expect(dialog.getByRole('button', { name: 'Keep' })).toBeFocused();
      await expectNoSeriousA11yViolations(staff);
      await dialog.getByRole('button', { name: 'Delete category' }).click();
      await expect(dialog).toBeHidden();
      await expect(renamed).toHaveCount(0);
      expect((await adminCategories(api)).some((c) => c.id === id)).toBe(false);
    } finally {
      // Whatever happened, the shared server keeps only the categories it was seeded with.
      for (const c of await adminCategories(api)) {
        if (c.name === firstName || c.name === name) {
          await api.post(`/api/admin/categories/${c.id}/visibility`, { data: { isActive: false } });
          await api.delete(`/api/admin/categories/${c.id}`);
        }
      }
      await shopper.close();
      await staff.context().close();
    }
  });
});
