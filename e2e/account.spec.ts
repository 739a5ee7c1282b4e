/**
 * The account screens (rule:login-screen, rule:account-messages, rule:sign-in-required,
 * rule:phone-at-sign-up, rule:logout, rule:reset-links, rule:httponly-session): /login
 * with sign in, sign up and forgot password; /reset-password/{token} with the link from a real
 * mail (the run's SMTP sink, e2e/support/mail-sink.ts); return to the page the shopper came
 * from; logout. Every shopper is created here, through the form or the API.
 *
 * The account card and the user menu are the same controls at every width (only paddings change), so these run once,
 * at the phone (@any-viewport, playwright.config.ts); the header's own controls by width are e2e/shell.spec.ts's.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration, type Shopper } from './support/fixtures';
import { resetPathFrom, waitForMail } from './support/mail-sink';

const forgotAnswer = 'If an account exists for that email, we have sent a link to reset the password.';
const resetDone = 'Password reset successfully. Please sign in.';
const invalidLink = 'This reset link is invalid or has expired. Please request a new one.';
const expiredTitle = 'This link has expired or was already used';

async function openLogin(page: Page, query = '') {
  await page.goto(`/login${query}`);
  await waitForHydration(page);
}

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A field showing its message: marked invalid, with the message under it as its description. */
async function expectMessage(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
}

async function expectNoMessage(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid');
}

/** An account that exists, with this browser signed out (signUp() signs the context in). */
async function existingAccount(page: Page, signUp: () => Promise<Shopper>): Promise<Shopper> {
  const shopper = await signUp();
  await page.context().clearCookies();
  return shopper;
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The header's user dropdown, opened. */
async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu-button').click();
  const menu = page.getByTestId('user-menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Asks for a reset link through the form and returns the path in the mail the SMTP sink received. */
async function resetLinkByForm(page: Page, email: string): Promise<string> {
  await openLogin(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(title(page, 'Forgot Password')).toBeFocused();
  await emailField(page).fill(email);
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toHaveText(forgotAnswer);
  const mail = await waitForMail(email, { since });
  expect(mail.subject).toBe('Reset your password');
  return resetPathFrom(mail);
}

/** Asks for a reset link through the API (for tests about the reset page itself). */
async function resetLinkByApi(page: Page, email: string): Promise<string> {
  const since = Date.now() - 1000;
  const response = await page.request.post('/api/auth/forgot-password', { data: { email } });
  expect(response.status()).toBe(200);
  return resetPathFrom(await waitForMail(email, { since }));
}

test.describe('sign up, the user menu and sign out @any-viewport', () => {
  test('signs up through the form with a picture, returns to the page it came from, then signs out', async ({
    page,
  }) => {
    // A sign-up with an upload, a return and a sign-out: 53 s on a busy 2-core box, past the 45 s default.
    test.setTimeout(90_000);
    // A real picture to upload: the first product's image from the catalog.
    const list = await page.request.get('/api/product?limit=1');
    const [product] = ((await list.json()) as { data: { products: { _id: string; images: string[] }[] } }).data
      .products;
    const picture = await page.request.get(product!.images[0]!);
    expect(picture.status()).toBe(200);

    // The page the shopper came from, query included.
    const cameFrom = `/product/${product!._id}?ref=login-test`;
    await openLogin(page, `?redirectTo=${encodeURIComponent(cameFrom)}`);
    await expect(title(page, 'Welcome Back!')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(title(page, 'Join Us Today!')).toBeVisible();

    const suffix = Math.random().toString(36).slice(2, 10);
    const fullName = `Meera Iyer ${suffix}`;
    const email = `meera-${suffix}@example.test`;
    await page.getByLabel('Full name').fill(fullName);
    await emailField(page).fill(email);
    await page.getByLabel('Phone').fill('98765 43210');
    await passwordField(page).fill('Garden#2024');
    await expect(page.getByTestId('password-strength')).toContainText('Strong');
    await page.getByLabel('Confirm password', { exact: true }).fill('Garden#2024');
    await page.getByRole('radio', { name: 'Female' }).check();

    await page
      .getByLabel('Choose picture')
      .setInputFiles({ name: 'me.webp', mimeType: 'image/webp', buffer: await picture.body() });
    const preview = page.getByTestId('profile-picture-preview');
    // The upload is resized and stored on the server; with two busy cores in CI that once took over 10 s.
    await expect(preview).toHaveAttribute('src', /^\/uploads\/user\/[^/]+\.webp$/, { timeout: 30_000 });
    await expect(preview).toHaveJSProperty('complete', true);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const imageUrl = await preview.getAttribute('src');

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname + url.search === cameFrom);
    await waitForHydration(page);

    // The account holds what the form collected (rule:phone-at-sign-up: the phone too).
    const profile = await page.request.get('/api/auth/profile');
    expect(profile.status()).toBe(200);
    expect(((await profile.json()) as { data: unknown }).data).toMatchObject({
      fullName,
      email,
      phone: '9876543210',
      gender: 'female',
      profilePic: imageUrl,
    });

    const menu = await openUserMenu(page);
    await expect(menu).toContainText(fullName);
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await waitForHydration(page);
    await expect(title(page, 'Welcome Back!')).toBeVisible();
    expect((await page.request.get('/api/auth/profile')).status()).toBe(401);
    const guestMenu = await openUserMenu(page);
    await expect(guestMenu.getByRole('link')).toHaveCount(1);
    await expect(guestMenu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(guestMenu.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test.describe('refused by the server', () => {
    test.use({ allowedConsoleErrors: [/status of (400|409)/] });

    test('shows the server message for an invalid phone or a taken email, and keeps the form', async ({
      page,
      signUp,
    }) => {
      const taken = await existingAccount(page, signUp);
      await openLogin(page, '?mode=signup');
      await expect(title(page, 'Join Us Today!')).toBeVisible();
      await page.getByLabel('Full name').fill('Ravi Kumar');
      await emailField(page).fill(`ravi-${Date.now()}@example.test`);
      await page.getByLabel('Phone').fill('12345');
      await passwordField(page).fill('Monsoon#1');
      await page.getByLabel('Confirm password', { exact: true }).fill('Monsoon#1');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(toast(page, 'Phone is invalid')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();

      await page.getByLabel('Phone').fill('9123456780');
      await emailField(page).fill(taken.email);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(toast(page, 'An account with this email already exists')).toBeVisible();
      await expect(page).toHaveURL(/\/login\?mode=signup$/);
      await expect(page.getByLabel('Full name')).toHaveValue('Ravi Kumar');
    });
  });
});

test.describe('sign in @any-viewport', () => {
  test.describe('with a wrong password', () => {
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test('shows the server message in a toast; the right one signs in, showing Processing... meanwhile', async ({
      page,
      signUp,
    }) => {
      const shopper = await existingAccount(page, signUp);
      await openLogin(page);
      await signInThroughForm(page, shopper.email, 'not-my-password');
      await expect(toast(page, 'Invalid email or password')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();

      // Held on the wire, the button says Processing... and cannot be pressed twice.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/auth/login', async (route) => {
        await held;
        await route.continue();
      });
      await passwordField(page).fill(shopper.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const busy = page.getByRole('button', { name: 'Processing...' });
      await expect(busy).toBeDisabled();
      release();
      await expect(page).toHaveURL(/\/$/);
      await waitForHydration(page);
      await expect(await openUserMenu(page)).toContainText(shopper.fullName);
    });
  });

  test('a guest sent from /orders signs in and comes back to /orders', async ({ page, signUp }) => {
    const shopper = await existingAccount(page, signUp);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/orders');
    await waitForHydration(page);
    await signInThroughForm(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/orders$/);
    await waitForHydration(page);
    await expect(page.getByTestId('sign-in-form')).toHaveCount(0);
    await expect(title(page, 'Welcome Back!')).toHaveCount(0);
  });

  test('returns only to pages of this site; a signed-in shopper skips /login', async ({ page, signUp }) => {
    const shopper = await existingAccount(page, signUp);
    await openLogin(page, '?redirectTo=%2F%2Fevil.example%2Forders');
    await signInThroughForm(page, shopper.email, shopper.password);
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);

    // Signed in: the loader sends the shopper straight on, to a safe target only.
    await page.goto('/login?redirectTo=%2Fproducts');
    await expect(page).toHaveURL(/\/products$/);
    await page.goto('/login?redirectTo=https%3A%2F%2Fevil.example%2F');
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
    // A path that turns into //evil.example only once dot segments are resolved is refused as well.
    await page.goto('/login?redirectTo=%2F.%2F%2Fevil.example');
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  });
});

test.describe('validation messages (rule:account-messages) @any-viewport', () => {
  test('sign in: both messages on submit, each clears when its field is filled; the password can be shown', async ({
    page,
  }) => {
    await openLogin(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectMessage(emailField(page), 'Email is required');
    await expectMessage(passwordField(page), 'Password is required');
    await expect(page.getByRole('alert')).toHaveText(['Email is required', 'Password is required']);
    await expect(emailField(page)).toBeFocused();

    await emailField(page).fill('someone@example.test');
    await expectNoMessage(emailField(page));
    await expectMessage(passwordField(page), 'Password is required');
    await passwordField(page).fill('Secret@123');
    await expectNoMessage(passwordField(page));
    await expect(page.getByRole('alert')).toHaveCount(0);

    await expect(passwordField(page)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'password');

    await expectNoSeriousA11yViolations(page);
  });

  test('sign up: every message, Passwords do not match, the strength meter, and the way back', async ({ page }) => {
    await openLogin(page);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(title(page, 'Join Us Today!')).toBeFocused();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const confirm = page.getByLabel('Confirm password', { exact: true });
    await expectMessage(page.getByLabel('Full name'), 'Name is required');
    await expectMessage(emailField(page), 'Email is required');
    await expectMessage(page.getByLabel('Phone'), 'Phone is required');
    await expectMessage(passwordField(page), 'Password is required');
    await expectMessage(confirm, 'Confirm your password');
    await expect(page.getByLabel('Full name')).toBeFocused();

    await page.getByLabel('Full name').fill('Kavya Nair');
    await expectNoMessage(page.getByLabel('Full name'));
    await emailField(page).fill('kavya@example.test');
    await expectNoMessage(emailField(page));
    await page.getByLabel('Phone').fill('9812345670');
    await expectNoMessage(page.getByLabel('Phone'));

    const meter = page.getByTestId('password-strength');
    for (const [typed, label] of [
      ['abc', 'Very Weak'],
      ['abcdefgh', 'Weak'],
      ['abcdefgH', 'Fair'],
      ['abcdefH1', 'Good'],
      ['abcdeH1!', 'Strong'],
    ] as const) {
      await passwordField(page).fill(typed);
      await expect(meter).toContainText(`Strength: ${label}`);
    }
    await expectNoMessage(passwordField(page));
    await expectMessage(confirm, 'Confirm your password');
    await confirm.fill('abcdeH1');
    await expectMessage(confirm, 'Passwords do not match');
    await confirm.fill('abcdeH1!');
    await expectNoMessage(confirm);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(title(page, 'Welcome Back!')).toBeFocused();
    // The email typed carries over.
    await expect(emailField(page)).toHaveValue('kavya@example.test');
  });

  test('forgot password: Email is required, then the server answer; Back To Sign In', async ({ page }) => {
    await openLogin(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(title(page, 'Forgot Password')).toBeVisible();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectMessage(emailField(page), 'Email is required');
    await emailField(page).fill('nobody-here@example.test');
    await expectNoMessage(emailField(page));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    // The same answer for an email with no account (rule:same-answer-any-email).
    await expect(page.getByTestId('forgot-password-sent')).toHaveText(forgotAnswer);

    await page.getByRole('button', { name: 'Back To Sign In' }).click();
    await expect(title(page, 'Welcome Back!')).toBeFocused();
  });

  test('reset password: its three messages; the page passes axe', async ({ page, signUp }) => {
    const shopper = await existingAccount(page, signUp);
    await page.goto(await resetLinkByApi(page, shopper.email));
    await waitForHydration(page);
    await expect(title(page, 'Create Your New Password')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back To Sign In' })).toHaveAttribute('href', '/login');

    const newPassword = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectMessage(newPassword, 'New password is required');
    await expectMessage(confirm, 'Please confirm your password');
    await expect(newPassword).toBeFocused();

    await newPassword.fill('Sunrise#2025');
    await expectNoMessage(newPassword);
    await confirm.fill('Sunrise#2024');
    await expectMessage(confirm, 'Passwords do not match');
    await confirm.fill('Sunrise#2025');
    await expectNoMessage(confirm);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('password reset through the mail @any-viewport', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('forgot → mail → reset → the new password signs in, the old one does not; the used link says so', async ({
    page,
    signUp,
  }) => {
    const shopper = await existingAccount(page, signUp);
    const resetPath = await resetLinkByForm(page, shopper.email);

    await page.goto(resetPath);
    await waitForHydration(page);
    await expect(title(page, 'Create Your New Password')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Monsoon#2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('Monsoon#2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, resetDone)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(title(page, 'Welcome Back!')).toBeVisible();

    await signInThroughForm(page, shopper.email, shopper.password);
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await signInThroughForm(page, shopper.email, 'Monsoon#2026');
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    await expect(await openUserMenu(page)).toContainText(shopper.fullName);

    // The link works once (rule:reset-links): opened again (signed out, say on another device), the
    // page says so and offers a new one.
    await page.context().clearCookies();
    await page.goto(resetPath);
    await waitForHydration(page);
    await expect(title(page, expiredTitle)).toBeVisible();
    await expect(page.getByTestId('reset-password-form')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Request a New Link' }).click();
    await expect(page).toHaveURL(/\/login\?mode=forgot$/);
    await expect(title(page, 'Forgot Password')).toBeVisible();
  });

  test('an unknown link shows the expired state at once', async ({ page }) => {
    await page.goto('/reset-password/not-a-real-token');
    await waitForHydration(page);
    await expect(title(page, expiredTitle)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back To Sign In' })).toHaveAttribute('href', '/login');
  });

  test.describe('used elsewhere while the page was open', () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test('the submit shows the server message and the expired state', async ({ page, signUp }) => {
      const shopper = await existingAccount(page, signUp);
      const resetPath = await resetLinkByApi(page, shopper.email);
      await page.goto(resetPath);
      await waitForHydration(page);
      await expect(title(page, 'Create Your New Password')).toBeVisible();

      // Another tab uses the link first.
      const token = resetPath.split('/').pop();
      const other = await page.request.post('/api/auth/reset-password', {
        data: { resetToken: token, newPassword: 'OtherTab#99' },
      });
      expect(other.status()).toBe(200);

      await page.getByLabel('New password', { exact: true }).fill('ThisTab#100');
      await page.getByLabel('Confirm password', { exact: true }).fill('ThisTab#100');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(toast(page, invalidLink)).toBeVisible();
      await expect(title(page, expiredTitle)).toBeVisible();
      // The password is the one the other tab set.
      const login = await page.request.post('/api/auth/login', {
        data: { email: shopper.email, password: 'OtherTab#99' },
      });
      expect(login.status()).toBe(200);
    });
  });
});
