/**
 * The `test` every spec imports. It adds:
 * - a console guard: any console error or uncaught page error fails the test (Epic Stack
 *   rule), unless the spec lists it as expected with `test.use({ allowedConsoleErrors })`;
 * - `signUp()`: registers a fresh shopper through the real API; the session cookie lands in
 *   the page's browser context, so the page is signed in from the next navigation on.
 */
import crypto from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

export interface Shopper {
  fullName: string;
  email: string;
  password: string;
  id: string;
}

interface Fixtures {
  allowedConsoleErrors: RegExp[];
  consoleGuard: void;
  signUp: (overrides?: Partial<Pick<Shopper, 'fullName'>>) => Promise<Shopper>;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!allowedConsoleErrors.some((re) => re.test(text))) errors.push(text);
      };
      page.on('console', (msg) => {
        if (msg.type() === 'error') record(msg.text());
      });
      page.on('pageerror', (err) => record(`pageerror: ${err.message}`));
      await use();
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  signUp: async ({ page }, use) => {
    await use(async (overrides = {}) => {
      const suffix = crypto.randomBytes(4).toString('hex');
      const shopper = {
        fullName: overrides.fullName ?? `Asha Verma ${suffix}`,
        email: `shopper-${suffix}@example.test`,
        password: 'Secret@123',
      };
      const response = await page.request.post('/api/auth/register', {
        data: { ...shopper, phone: '9876543210', gender: 'female' },
      });
      expect(response.status(), await response.text()).toBeLessThan(300);
      const body = (await response.json()) as { data: { user: { _id: string } } };
      return { ...shopper, id: body.data.user._id };
    });
  },
});

export { expect };

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
