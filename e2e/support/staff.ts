/**
 * Signing in as the demo staff member the e2e server seeds (SEED_DEMO_ACCOUNTS, e2e/support/start-server.ts),
 * through the real sign-in form, as staff do.
 */
import crypto from 'node:crypto';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { getData, listProducts, type ApiProduct } from './api';
import { waitForHydration } from './fixtures';

export const staffEmail = 'admin@shop.test';
export const staffPassword = 'Admin@12345';

/**
 * Fills the sign-in form on `page` and waits until it lands on `landing` (a back-office path): staff land on /admin
 * from a plain /login, so only another page is asked for.
 */
export async function signInAsStaff(page: Page, landing = '/admin'): Promise<void> {
  await page.goto(landing === '/admin' ? '/login' : `/login?redirectTo=${encodeURIComponent(landing)}`);
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(staffEmail);
  await page.getByLabel('Password', { exact: true }).fill(staffPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`**${landing}`);
  await waitForHydration(page);
}

/** A laptop-sized browser context of its own, signed in as staff, on `landing`. */
export async function staffPage(browser: Browser, baseURL: string, landing = '/admin'): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signInAsStaff(page, landing);
  return page;
}

/**
 * A product of the calling test's own, created through the back-office API by a staff session of its own, with
 * `openingStock` units: specs that check exact stock or change a product use one, since parallel specs order and
 * see the seeded products. It copies a seeded product's category and picture, so it shows like any other; its brand
 * is one nobody else has unless `fields` names one.
 */
export async function createOwnProduct(
  request: APIRequestContext,
  baseURL: string,
  openingStock: number,
  fields: { brand?: string; title?: string; price?: number } = {},
): Promise<ApiProduct> {
  const staff = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await staff.post('/api/auth/login', { data: { email: staffEmail, password: staffPassword } });
    expect(login.status(), await login.text()).toBe(200);
    const seeded = (await listProducts(request))[0]!;
    const brand = fields.brand ?? `Ownstock${crypto.randomBytes(4).toString('hex')}`;
    const created = await staff.post('/api/admin/products', {
      data: {
        title: fields.title ?? `Cotton Kurta ${brand}`,
        brand,
        price: fields.price ?? 800,
        discount: 0,
        categoryId: seeded.category,
        images: [seeded.images[0]],
        openingStock,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    return await getData<ApiProduct>(request, `/api/product/${id}`);
  } finally {
    await staff.dispose();
  }
}
