/**
 * Signing in as the demo staff member the e2e server seeds (SEED_DEMO_ACCOUNTS, e2e/support/start-server.ts),
 * through the real sign-in form, as staff do.
 */
import type { Browser, Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

export const staffEmail = 'admin@shop.test';
export const staffPassword = 'Admin@12345';

/** Fills the sign-in form on `page` and waits until it lands on `landing` (a back-office path). */
export async function signInAsStaff(page: Page, landing = '/admin'): Promise<void> {
  await page.goto(`/login?redirectTo=${encodeURIComponent(landing)}`);
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
