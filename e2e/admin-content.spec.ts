/**
 * Staff keep the home page (rule:home-content, rule:active-hero-entry, rule:testimonials) in a real browser against
 * the real server: on /admin/content they add a hero entry placed first, move it with the keyboard, add a
 * testimonial with a picture uploaded through the shop, hide a seeded testimonial; the preview opens the home page,
 * which shows the new hero title and testimonial and no longer the hidden one. The admin page passes axe.
 *
 * The e2e server is shared by every spec, so what this spec adds or hides is put back at the end, whatever
 * happened, through the same admin API.
 */
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { staffPage } from './support/staff';

interface Listed {
  id: string;
  title?: string;
  name?: string;
  isVisible?: boolean;
}

async function adminList(request: APIRequestContext, path: string): Promise<Listed[]> {
  const response = await request.get(`/api/admin/content/${path}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Listed[] }).data;
}

test.describe('staff keep the home page @desktop-only', () => {
  test('a new first hero entry, a new testimonial with a picture, a hidden one: the home page follows', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const heroTitle = `Rang Barse Sale ${suffix}`;
    const customer = `Kavya Menon ${suffix}`;
    const staff = await staffPage(browser, baseURL!, '/admin/content');
    const api = staff.context().request;

    const seeded = (await adminList(api, 'testimonials')).filter((t) => t.isVisible);
    expect(seeded.length, 'the seed shows at least two testimonials').toBeGreaterThanOrEqual(2);
    const toHide = seeded[1]!;
    const heroBefore = await adminList(api, 'hero');

    try {
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Home page');
      await expectNoSeriousA11yViolations(staff);

      // A hero entry placed first becomes the one the home page shows.
      const hero = staff.getByRole('region', { name: 'Hero' });
      const addHero = hero.locator('form').last();
      await addHero.getByLabel('Title (the badge)').fill(heroTitle);
      await addHero.getByLabel('Subtitle').fill('Holi colours, festive prices.');
      await addHero.getByLabel('Place first').check();
      await addHero.getByRole('button', { name: 'Add entry' }).click();
      const entries = hero.getByTestId('hero-entry');
      await expect(entries.first().getByTestId('hero-entry-title')).toHaveText(heroTitle);
      await expect(entries.first()).toContainText('Shown on the home page');

      // The keyboard moves it down and back up; focus stays on the button pressed.
      const down = hero.getByRole('button', { name: `Move ${heroTitle} down` });
      await down.focus();
      await staff.keyboard.press('Enter');
      await expect(entries.nth(1).getByTestId('hero-entry-title')).toHaveText(heroTitle);
      await expect(down).toBeFocused();
      await staff.keyboard.press('Shift+Tab');
      await expect(hero.getByRole('button', { name: `Move ${heroTitle} up` })).toBeFocused();
      await staff.keyboard.press('Enter');
      await expect(entries.first().getByTestId('hero-entry-title')).toHaveText(heroTitle);

      // A testimonial with a picture uploaded through the shop; a missing comment is named beside its field first.
      const testimonials = staff.getByRole('region', { name: 'Testimonials' });
      const add = testimonials.getByTestId('new-testimonial');
      await add.getByLabel('Name').fill(customer);
      await add.getByLabel('Title').fill('Verified Buyer, Kochi');
      await add.getByLabel('Rating').selectOption('4');
      await add.getByRole('button', { name: 'Add testimonial' }).click();
      await expect(add.getByText('Please enter the comment.')).toBeVisible();
      await expect(add.getByText('Please upload a picture of the customer.')).toBeVisible();
      await add
        .getByLabel('Comment')
        .fill('The Kasavu saree was exactly as pictured, and the COD delivery was on time.');
      const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#db2777' } })
        .png()
        .toBuffer();
      await add
        .getByTestId('new-testimonial-image')
        .setInputFiles({ name: 'kavya.png', mimeType: 'image/png', buffer: picture });
      await expect(add.getByTestId('new-testimonial-image-preview')).toHaveAttribute('src', /^\/uploads\/user\//);
      await add.getByRole('button', { name: 'Add testimonial' }).click();
      const added = testimonials.getByTestId('admin-testimonial').filter({ hasText: customer });
      await expect(added).toContainText('Shown');
      await expect(add.getByLabel('Name')).toHaveValue('');

      // Hide a seeded one.
      await testimonials.getByRole('button', { name: `Hide the testimonial from ${toHide.name}` }).click();
      await expect(testimonials.getByTestId('admin-testimonial').filter({ hasText: toHide.name })).toContainText(
        'Hidden from the home page',
      );
      await expectNoSeriousA11yViolations(staff);

      // The preview opens the home page in a new tab, as shoppers see it.
      const [preview] = await Promise.all([
        staff.context().waitForEvent('page'),
        staff.getByRole('link', { name: 'Preview home page (opens in a new tab)' }).click(),
      ]);
      await preview.waitForLoadState();
      await expect(preview).toHaveURL(`${baseURL}/`);
      await expect(preview.getByTestId('hero-badge')).toHaveText(heroTitle);
      await expect(preview.getByTestId('hero-subtitle')).toHaveText('Holi colours, festive prices.');
      const names = preview.getByTestId('testimonials').getByTestId('testimonial-name');
      await expect(names.filter({ hasText: customer })).not.toHaveCount(0);
      await expect(names.filter({ hasText: toHide.name! })).toHaveCount(0);
      await preview.close();

      // Delete the new entry through its confirmation; the home page shows the earlier first entry again.
      await hero.getByRole('button', { name: `Delete ${heroTitle}` }).click();
      const dialog = staff.getByRole('alertdialog', { name: `Delete the hero entry ${heroTitle}?` });
      await expect(dialog.getByRole('button', { name: 'Keep' })).toBeFocused();
      await expectNoSeriousA11yViolations(staff);
      await dialog.getByRole('button', { name: 'Delete entry' }).click();
      await expect(dialog).toBeHidden();
      await expect(hero.getByText(heroTitle)).toHaveCount(0);
      const home = await staff.context().newPage();
      await home.goto('/');
      const firstActive = (heroBefore as (Listed & { isActive: boolean })[]).find((h) => h.isActive);
      if (firstActive) await expect(home.getByTestId('hero-badge')).toHaveText(firstActive.title!);
      else await expect(home.getByTestId('hero-badge')).toHaveCount(0);
      await home.close();
    } finally {
      // Put the shared server's home page back as the other specs expect it.
      for (const entry of await adminList(api, 'hero')) {
        if (entry.title === heroTitle) await api.delete(`/api/admin/content/hero/${entry.id}`);
      }
      for (const t of await adminList(api, 'testimonials')) {
        if (t.name === customer) await api.delete(`/api/admin/content/testimonials/${t.id}`);
      }
      await api.put(`/api/admin/content/testimonials/${toHide.id}`, { data: { isVisible: true } });
      await staff.context().close();
    }
  });
});
