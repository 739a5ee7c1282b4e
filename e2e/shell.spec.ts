/**
 * The storefront shell on every route (rule:site-header, rule:search-box, rule:suggestion-list,
 * rule:catalog-suggestions, rule:mobile-menu, rule:user-menu, rule:logout, rule:site-footer,
 * rule:chat-button, rule:httponly-session): the fixed header with search and suggestions, the phone's search field and
 * side menu, the user dropdown and logout, the cart badge and cart panel, the footer and the
 * floating chat button. Ground truth comes from the API; every shopper is created here.
 *
 * The header's layout and its search and menu controls differ by width, so those tests run at both sizes (or carry
 * @desktop-only / @phone-only). The user menu, the cart button and panel contents and the footer's links are the
 * same at every width: tests of what they show run once, at the phone (@any-viewport, playwright.config.ts).
 */
import type { Page, TestInfo } from '@playwright/test';
import { searchUrlDebounceMs } from '../app/lib/search-suggestions';
import { formatRupees } from '../domain/shared/money';
import { getData } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import type { Cart } from '../domain/views/cart';

const isDesktop = (info: TestInfo) => info.project.name === 'desktop';

type ApiCart = Cart;

/** Products to put in carts, read from the catalog. */
async function someProducts(page: Page, n: number) {
  const data = await getData<{ products: { _id: string; title: string }[] }>(page, `/api/product?limit=${n}`);
  expect(data.products.length).toBe(n);
  return data.products;
}

async function addToCart(page: Page, productId: string, quantity: number) {
  const response = await page.request.post('/api/cart/add', { data: { productId, quantity } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A search term with suggestions: the start of a real category's name (rule:catalog-suggestions: the catalog). */
async function termWithSuggestions(page: Page) {
  const { categories } = await getData<{ categories: { name: string }[] }>(page, '/api/category');
  for (const category of categories) {
    const term = category.name.slice(0, 3).toLowerCase();
    const { suggestions } = await getData<{ suggestions: string[] }>(
      page,
      `/api/product/suggestions?q=${encodeURIComponent(term)}`,
    );
    if (suggestions.length >= 2) return { term, suggestions };
  }
  throw new Error('no category name gives suggestions');
}

/** Axe on the shell's own parts (the pages' contents belong to their own specs). */
async function expectShellAccessible(page: Page, extra: string[] = []) {
  await expectNoSeriousA11yViolations(page, [
    '[data-testid="site-header"]',
    '[data-testid="site-footer"]',
    '[data-testid="chat-button"]',
    ...extra,
  ]);
}

test.describe('header', () => {
  test('is fixed at the top, 64 px high, with a 120 px logo linking to /', async ({ page }) => {
    await page.goto('/products');
    await waitForHydration(page);
    const header = page.getByTestId('site-header');
    const box = await header.boundingBox();
    expect(box?.height).toBe(64);
    expect(box?.y).toBe(0);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    // Scrolled down, it is still at the top.
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await header.boundingBox())?.y).toBe(0);

    const logo = page.getByRole('link', { name: 'Shop home' });
    expect((await logo.boundingBox())?.width).toBe(120);
    await expect(logo).toHaveAttribute('href', '/');
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the shell passes axe with the search list and the user menu open', async ({ page }, info) => {
    await page.goto('/');
    await waitForHydration(page);
    const { term } = await termWithSuggestions(page);
    if (isDesktop(info)) {
      await page.getByTestId('search-input').fill(term);
    } else {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByTestId('mobile-search-input').fill(term);
    }
    await expect(page.getByTestId('search-suggestions')).toBeVisible();
    await expectShellAccessible(page);
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expectShellAccessible(page);
  });
});

// The search box in the bar is shown from md up; phones use the search toggle (desktop project only).
test.describe('desktop search', { tag: '@desktop-only' }, () => {
  test('typing on / moves to /products, shows up to 5 Popular Searches, and choosing one applies it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const { term, suggestions } = await termWithSuggestions(page);
    const input = page.getByTestId('search-input');
    await expect(input).toHaveAttribute('role', 'combobox');
    await input.fill(term);

    const list = page.getByTestId('search-suggestions');
    await expect(list).toBeVisible();
    await expect(list).toContainText('Popular Searches');
    const options = list.getByRole('option');
    await expect(options).toHaveText(suggestions);
    expect(await options.count()).toBeLessThanOrEqual(5);
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    // rule:search-box: typing moves the shopper to /products, with the term in the URL.
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.get('search') === term);

    const choice = suggestions[1]!;
    await options.nth(1).click();
    await expect(input).toHaveValue(choice);
    await expect(list).toBeHidden();
    await expect(input).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.get('search') === choice);
  });

  test('asks for suggestions when typing pauses, not for every letter, and shows those of the last text typed', async ({
    page,
  }) => {
    await page.goto('/products');
    await waitForHydration(page);
    const { categories } = await getData<{ categories: { name: string }[] }>(page, '/api/category');
    const name = categories.map((c) => c.name).find((n) => n.length >= 6)!;
    const { suggestions } = await getData<{ suggestions: string[] }>(
      page,
      `/api/product/suggestions?q=${encodeURIComponent(name)}`,
    );
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/product/suggestions') asked.push(url.searchParams.get('q') ?? '');
    });

    await page.getByTestId('search-input').pressSequentially(name, { delay: 10 });
    await expect(page.getByTestId('search-suggestions').getByRole('option')).toHaveText(suggestions);
    // Typed in one go, a few letters apart: far fewer requests than letters, the last for the whole name.
    expect(asked.length).toBeLessThanOrEqual(Math.floor(name.length / 2));
    expect(asked.at(-1)).toBe(name);
  });

  test('arrow keys move through the suggestions, Enter chooses, Escape closes', async ({ page }) => {
    await page.goto('/products');
    await waitForHydration(page);
    const { term, suggestions } = await termWithSuggestions(page);
    const input = page.getByTestId('search-input');
    await input.fill(term);
    const options = page.getByTestId('search-suggestions').getByRole('option');
    await expect(options).toHaveText(suggestions);

    await input.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    const activeId = await options.nth(1).getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', activeId!);
    await input.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(input).toHaveValue(suggestions[0]!);
    await expect(page.getByTestId('search-suggestions')).toBeHidden();
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === suggestions[0]);

    // Typing again reopens the list; Escape closes it and keeps the text.
    await input.fill(term);
    await expect(options.first()).toBeVisible();
    await input.press('Escape');
    await expect(page.getByTestId('search-suggestions')).toBeHidden();
    await expect(input).toHaveValue(term);
  });

  test('Enter applies a typed term and closes the list; a blank Enter does nothing', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const input = page.getByTestId('search-input');

    // rule:search-box: blank after trimming: no navigation, nothing opens.
    await input.fill('   ');
    await input.press('Enter');
    // The page's clock is run past the URL debounce, so the move a term would make has had its moment; React Router
    // (the router HydratedRouter keeps on window) reports a move under way from the moment it starts one.
    await page.clock.runFor(searchUrlDebounceMs);
    const navigation = await page.evaluate(
      () =>
        (window as Window & { __reactRouterDataRouter?: { state: { navigation: { state: string } } } })
          .__reactRouterDataRouter!.state.navigation.state,
    );
    expect(navigation, 'a move under way').toBe('idle');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.getByTestId('search-suggestions')).toHaveCount(0);

    const { term } = await termWithSuggestions(page);
    await input.fill(`  ${term} `);
    await expect(page.getByTestId('search-suggestions')).toBeVisible();
    await input.press('Enter');
    await expect(page.getByTestId('search-suggestions')).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.get('search') === term);
  });

  test('on /products the box shows the URL search after a reload and clearing it removes the parameter', async ({
    page,
  }) => {
    const { categories } = await getData<{ categories: { _id: string }[] }>(page, '/api/category');
    const category = categories[0]!._id;
    await page.goto('/');
    await waitForHydration(page);
    await page.goto(`/products?category=${category}&search=phone`);
    await waitForHydration(page);
    const input = page.getByTestId('search-input');
    await expect(input).toHaveValue('phone');
    await page.reload();
    await waitForHydration(page);
    await expect(input).toHaveValue('phone');

    await input.fill('phone case');
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('search') === 'phone case' && url.searchParams.get('category') === category,
    );
    await input.fill('');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/products' &&
        !url.searchParams.has('search') &&
        url.searchParams.get('category') === category,
    );
    await expect(page.getByTestId('search-suggestions')).toHaveCount(0);

    // Typing replaced the history entry instead of adding one per pause: Back returns to /.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('the list opens on focus and closes about 200 ms after blur', async ({ page }) => {
    await page.clock.install();
    await page.goto('/products');
    await waitForHydration(page);
    const { term } = await termWithSuggestions(page);
    const input = page.getByTestId('search-input');
    await input.fill(term);
    const list = page.getByTestId('search-suggestions');
    await expect(list).toBeVisible();

    // Freeze time (this also lets the 300 ms URL update happen), then blur. The page's clock runs on until paused, so
    // on a busy host the moment read may be past when the pause arrives: read it afresh then.
    await expect(async () => {
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 1000);
    }).toPass();
    await input.blur();
    await page.clock.runFor(150);
    await expect(list).toBeVisible();
    await page.clock.runFor(100);
    await expect(list).toBeHidden();

    // Focus opens it again with the same suggestions.
    await input.focus();
    await expect(list).toBeVisible();
  });
});

// The search toggle and the side menu exist below md only (phone project only).
test.describe('phone search and side menu', { tag: '@phone-only' }, () => {
  test('every header control fits in the bar down to 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await waitForHydration(page);
    const controls = [
      page.getByTestId('mobile-menu-button'),
      page.getByRole('link', { name: 'Shop home' }),
      page.getByRole('button', { name: 'Search', exact: true }),
      page.getByTestId('cart-button'),
      page.getByTestId('user-menu-button'),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(box.y + box.height).toBeLessThanOrEqual(64);
    }
  });

  test('the search icon toggles a field with its own suggestions', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('search-input')).toBeHidden();
    await expect(page.getByTestId('mobile-search-input')).toHaveCount(0);

    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    await toggle.click();
    const input = page.getByTestId('mobile-search-input');
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();
    // The field sits below the 64 px bar.
    expect((await input.boundingBox())!.y).toBeGreaterThanOrEqual(64);

    const { term, suggestions } = await termWithSuggestions(page);
    await input.fill(term);
    const list = page.getByTestId('search-suggestions');
    await expect(list).toContainText('Popular Searches');
    await expect(list.getByRole('option')).toHaveText(suggestions);
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.get('search') === term);

    await list.getByRole('option').first().click();
    await expect(input).toHaveValue(suggestions[0]!);
    await expect(list).toBeHidden();
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === suggestions[0]);

    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(page.getByTestId('mobile-search-input')).toHaveCount(0);
  });

  test('the side menu lists its destinations for a guest and closes by Escape and its button', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/');
    await expect(menu.getByRole('link', { name: 'Login/SignUp' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('button', { name: 'Cart' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expectShellAccessible(page, ['[data-testid="mobile-menu"]']);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // Its links go where they say, and going closes the menu.
    await page.goto('/products');
    await waitForHydration(page);
    await button.click();
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(menu).toBeHidden();
  });

  test('the side menu shows Logout for a signed-in shopper and opens the cart panel', async ({ page, signUp }) => {
    await signUp();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login/SignUp' })).toHaveCount(0);

    await menu.getByRole('button', { name: 'Cart' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  });
});

test.describe('user menu', () => {
  test('a guest sees only Login @any-viewport', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByTestId('user-menu-button');
    await button.click();
    const menu = page.getByTestId('user-menu');
    await expect(menu.getByRole('link')).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('button')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a signed-in shopper sees Profile, Orders and Logout @any-viewport', async ({ page, signUp }) => {
    const shopper = await signUp();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('user-menu-button').click();
    const menu = page.getByTestId('user-menu');
    await expect(menu).toContainText(shopper.fullName);
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);

    // A click elsewhere closes it.
    await page.getByTestId('site-footer').click({ position: { x: 5, y: 5 } });
    await expect(menu).toBeHidden();
  });

  test.describe('logout', () => {
    test('revokes the session on the server and lands on /login (rule:logout)', async ({
      page,
      signUp,
      context,
    }, info) => {
      await signUp();
      const token = (await context.cookies()).find((c) => c.name === 'token-admin-ecom')?.value;
      expect(token).toBeTruthy();
      expect((await page.request.get('/api/auth/profile')).status()).toBe(200);

      await page.goto('/');
      await waitForHydration(page);
      if (isDesktop(info)) {
        await page.getByTestId('user-menu-button').click();
        await page.getByTestId('user-menu').getByRole('button', { name: 'Logout' }).click();
      } else {
        await page.getByTestId('mobile-menu-button').click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
      }
      await expect(page).toHaveURL(/\/login$/);
      await waitForHydration(page);

      expect((await page.request.get('/api/auth/profile')).status()).toBe(401);
      // Not just a dropped cookie: the old token itself no longer works.
      const withOldToken = await page.request.get('/api/auth/profile', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(withOldToken.status()).toBe(401);

      await page.getByTestId('user-menu-button').click();
      await expect(page.getByTestId('user-menu').getByRole('link', { name: 'Login' })).toBeVisible();
    });
  });
});

test.describe('cart badge and cart panel', () => {
  test('a guest has no badge and an empty panel with Login and products links @any-viewport', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('cart-button')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    await page.getByTestId('cart-button').click();
    const panel = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Your cart is empty');
    await expect(panel.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(panel.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');

    // The close button closes it and focus returns to the cart button.
    await panel.getByRole('button', { name: 'Close cart' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('cart-button')).toBeFocused();
  });

  test('an empty cart has no badge; added items show their count after a reload @any-viewport', async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    const [first, second] = await someProducts(page, 2);
    await addToCart(page, first!._id, 2);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await addToCart(page, second!._id, 1);
    await page.reload();
    await waitForHydration(page);
    const cart = await getData<ApiCart>(page, '/api/cart');
    expect(cart.count).toBe(2);
    await expect(page.getByTestId('cart-count')).toHaveText(String(cart.count));
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Cart, 2 items');
  });

  test('the panel lists the lines and the totals of GET /api/cart, locks page scroll and closes on Escape', async ({
    page,
    signUp,
  }) => {
    await signUp();
    const [first, second] = await someProducts(page, 2);
    await addToCart(page, first!._id, 3);
    await addToCart(page, second!._id, 1);
    const cart = await getData<ApiCart>(page, '/api/cart');

    await page.goto('/products');
    await waitForHydration(page);
    const overflow = () =>
      page.evaluate(() => [
        getComputedStyle(document.documentElement).overflow,
        getComputedStyle(document.body).overflow,
      ]);
    expect(await overflow()).not.toContain('hidden');

    const cartButton = page.getByTestId('cart-button');
    await cartButton.click();
    const panel = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    await expect(panel.getByRole('button', { name: 'Close cart' })).toBeFocused();
    expect(await overflow()).toContain('hidden');

    const lines = panel.getByTestId('cart-line');
    await expect(lines).toHaveCount(cart.items.length);
    for (const [i, item] of cart.items.entries()) {
      await expect(lines.nth(i).getByTestId('cart-line-title')).toHaveText(item.product.title);
      await expect(lines.nth(i).getByTestId('cart-line-title')).toHaveAttribute('href', `/product/${item.product._id}`);
      await expect(lines.nth(i).getByTestId('cart-line-quantity')).toHaveText(`Qty: ${item.quantity}`);
      await expect(lines.nth(i).getByRole('img')).toHaveAttribute('alt', item.product.title);
    }
    const s = cart.summary;
    await expect(panel.getByTestId('cart-subtotal')).toHaveText(formatRupees(s.subtotal, 2));
    await expect(panel.getByTestId('cart-savings')).toHaveText(
      s.savings > 0 ? `-${formatRupees(s.savings, 2)}` : formatRupees(0, 2),
    );
    await expect(panel.getByTestId('cart-shipping')).toHaveText(
      s.shipping === 0 ? 'Free' : formatRupees(s.shipping, 2),
    );
    await expect(panel.getByTestId('cart-total')).toHaveText(formatRupees(s.total, 2));
    await expect(panel).toContainText('Estimated delivery: 2-3 business days');
    await expectShellAccessible(page, ['[data-testid="cart-drawer"]']);

    // Tab stays inside the open panel.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(cartButton).toBeFocused();
    expect(await overflow()).not.toContain('hidden');

    // The backdrop closes it too.
    await cartButton.click();
    await expect(panel).toBeVisible();
    await page.getByTestId('cart-backdrop').click({ position: { x: 10, y: 200 } });
    await expect(panel).toBeHidden();
  });
});

test.describe('footer and chat button', () => {
  test('the footer links real categories, quick links and policies, with contact info and credit @any-viewport', async ({
    page,
  }) => {
    const { categories } = await getData<{ categories: { _id: string; name: string }[] }>(page, '/api/category');
    expect(categories.length).toBeGreaterThan(0);
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByTestId('site-footer');

    const categoryLinks = footer.getByTestId('footer-categories').getByRole('link');
    await expect(categoryLinks).toHaveText(categories.map((c) => c.name));
    for (const [i, c] of categories.entries()) {
      await expect(categoryLinks.nth(i)).toHaveAttribute('href', `/products?category=${c._id}`);
    }
    await expect(footer.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('href', '/products');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');
    await expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    await expect(footer).toContainText('Quick Links');
    await expect(footer).toContainText('Contact Info');
    await expect(footer).toContainText('Monday to Saturday, 9:00 AM to 8:00 PM');
    await expect(footer.getByRole('link', { name: 'support@shop.example' })).toHaveAttribute(
      'href',
      'mailto:support@shop.example',
    );
    await expect(footer).toContainText('Your premier destination for quality products at unbeatable prices.');
    const year = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());
    await expect(footer.getByTestId('footer-credit')).toHaveText(`© ${year} Shop. Built by the Shop engineering team.`);
    // rule:pin-directory: the PIN code data's licence (CC BY 4.0) asks for credit.
    await expect(footer.getByTestId('footer-data-credit')).toHaveText('PIN code data © GeoNames, CC BY 4.0');
    await expect(footer.getByRole('link', { name: 'GeoNames' })).toHaveAttribute('href', 'https://www.geonames.org/');

    await categoryLinks.first().click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/products' && url.searchParams.get('category') === categories[0]!._id,
    );
  });

  test('the chat button opens WhatsApp with the configured number and a greeting, on every route', async ({ page }) => {
    const settings = await getData<{ chatNumber: string }>(page, '/api/settings');
    for (const path of ['/', '/products']) {
      await page.goto(path);
      await waitForHydration(page);
      const chat = page.getByRole('link', { name: 'Chat with us' });
      await expect(chat).toBeInViewport();
      const href = await chat.getAttribute('href');
      expect(href?.startsWith(`https://wa.me/${settings.chatNumber}?text=`)).toBe(true);
      expect(new URL(href!).searchParams.get('text')).toBe(
        'Hello! I would like to know more about a product in your shop.',
      );
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    }

    // At the end of the page it does not cover the footer's credit line.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('footer-credit')).toBeInViewport();
    const a = (await page.getByRole('link', { name: 'Chat with us' }).boundingBox())!;
    const b = (await page.getByTestId('footer-credit').boundingBox())!;
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
  });
});
