/**
 * The profile page (/profile; rule:profile-screen, rule:sign-in-required, rule:account-api auth/update,
 * rule:failures-shown) through the real server and a real browser. Each test signs up its own shopper through
 * the API; what was saved is read back from GET /api/auth/profile.
 *
 * The page and the Edit Profile modal have the same controls at every width (the modal is a bottom sheet on a phone,
 * centred from sm): each test runs once, at the phone (@any-viewport, playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import type { PublicUser } from '../domain/views/accounts';

type ApiUser = PublicUser;

async function profile(page: Page): Promise<ApiUser> {
  const response = await page.request.get('/api/auth/profile');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: ApiUser }).data;
}

async function openEditProfile(page: Page) {
  await page.goto('/profile');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(modal).toBeVisible();
  return modal;
}

test('shows the shopper’s avatar, name, role, email, phone and gender, and leads to the orders @any-viewport', async ({
  page,
  signUp,
}) => {
  const shopper = await signUp({ fullName: 'Asha Verma' });
  const user = await profile(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText(shopper.fullName);
  await expect(page.getByTestId('profile-email')).toHaveText(shopper.email);
  await expect(page.getByTestId('profile-phone')).toHaveText(user.phone);
  await expect(page.getByTestId('profile-gender')).toHaveText('Female');
  await expect(page.getByTestId('profile-role')).toHaveText(user.role);
  // No picture yet: the initials stand in.
  await expect(page.getByTestId('profile-avatar')).toHaveText('AV');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoSeriousA11yViolations(page);

  await waitForHydration(page);
  await page.getByRole('link', { name: 'View Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
});

test('Edit Profile saves name, phone, gender and picture, which stay after a reload @any-viewport', async ({
  page,
  signUp,
}) => {
  await signUp();
  const modal = await openEditProfile(page);
  await expectNoSeriousA11yViolations(page);

  const newName = `Ravi Kumar ${Date.now().toString(36)}`;
  await modal.getByLabel('Full name').fill(newName);
  await modal.getByLabel('Phone').fill('+91 91234 56789');
  await modal.getByLabel('Gender').selectOption('male');
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4f46e5' } })
    .png()
    .toBuffer();
  await modal.getByLabel('Upload image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  // The preview shows the stored picture before anything is saved.
  await expect(modal.getByTestId('profile-image-preview')).toHaveAttribute('src', /^\/uploads\//);
  expect((await profile(page)).profilePic).toBe('');

  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

  const saved = await profile(page);
  expect(saved).toMatchObject({ fullName: newName, phone: '9123456789', gender: 'male' });
  expect(saved.profilePic).toMatch(/^\/uploads\//);

  const check = async () => {
    await expect(page.getByTestId('profile-name')).toHaveText(newName);
    await expect(page.getByTestId('profile-phone')).toHaveText('9123456789');
    await expect(page.getByTestId('profile-gender')).toHaveText('Male');
    await expect(page.getByTestId('profile-avatar')).toHaveAttribute('src', saved.profilePic);
    // The header's user menu reads the same, fresh user.
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu')).toContainText(newName);
    await page.keyboard.press('Escape');
  };
  await check();
  await page.reload();
  await waitForHydration(page);
  await check();
});

test('a field the server would refuse keeps the modal open with a clear message @any-viewport', async ({
  page,
  signUp,
}) => {
  await signUp();
  const before = await profile(page);
  const modal = await openEditProfile(page);

  const name = modal.getByLabel('Full name');
  const phone = modal.getByLabel('Phone');
  await name.fill('   ');
  await phone.fill('12345');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Name is required')).toBeVisible();
  await expect(modal.getByText('Phone is invalid')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(phone).toHaveAccessibleDescription(/Phone is invalid/);
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Editing a field clears its message.
  await name.fill('Meera Iyer');
  await expect(modal.getByText('Name is required')).toHaveCount(0);
  await phone.fill('');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Phone is required')).toBeVisible();
  await expect(modal).toBeVisible();
  expect(await profile(page)).toMatchObject({ fullName: before.fullName, phone: before.phone });

  // Escape closes without saving.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('profile-name')).toHaveText(before.fullName);
});

test.describe('when the server fails the save @any-viewport', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('shows the server’s message and keeps the modal open with what was typed', async ({ page, signUp }) => {
    await signUp();
    const before = await profile(page);
    const modal = await openEditProfile(page);
    const message = 'The shop is busy right now. Please try again in a moment.';
    await page.route('**/api/auth/update/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message, code: 'SERVICE_UNAVAILABLE' }),
      }),
    );
    await modal.getByLabel('Full name').fill('Meera Iyer');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByTestId('edit-profile-error')).toHaveText(message);
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Full name')).toHaveValue('Meera Iyer');
    await expect(modal.getByRole('button', { name: 'Save' })).toBeEnabled();

    // The next try, with the server back, saves.
    await page.unroute('**/api/auth/update/**');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('profile-name')).toHaveText('Meera Iyer');
    expect((await profile(page)).fullName).not.toBe(before.fullName);
  });
});
