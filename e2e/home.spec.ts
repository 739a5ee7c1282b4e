/**
 * The home page (rule:home-page, rule:hero-banner, rule:banner-rotation, rule:category-carousel,
 * rule:category-retry, rule:top-selling, rule:why-choose-us, rule:testimonials, rule:contact-form,
 * rule:rupees, rule:free-shipping, rule:configurable-links) on the phone and
 * the desktop project, against the real server and its seeded catalog. Ground truth comes
 * from the public API, never from numbers written here.
 *
 * The carousels, the grid, the hero's pictures and layout and the page's axe check run at both sizes; what the page
 * says and the contact form (the same controls at every width) run once, at the phone (@any-viewport,
 * playwright.config.ts). Tests that set a screen size of their own run once, at the device that size belongs to.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { type Marked, markParsedElements } from './support/page-marks';
import type { PublicSettings } from '../domain/views/content';

type Settings = PublicSettings;

async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const settingsOf = (page: Page) => apiData<Settings>(page, '/api/settings');
/** ₹ with Indian grouping, computed independently of the app's formatter (rule:rupees). */
const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount)}`;

/** Stops the page's timers (hero rotation, autoplay, 3 s states) so the test moves time itself. */
async function pauseClock(page: Page) {
  // The installed clock keeps running until paused, so aim a little ahead of the page's "now";
  // on a busy machine the aim can fall behind, so read the time again and retry.
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250 * attempt);
      return;
    } catch (err) {
      if (attempt >= 5 || !String(err).includes('to the past')) throw err;
    }
  }
}

/**
 * Waits for a carousel's Swiper to take over while the page's clock is paused: React paces the swap (its scheduler
 * reads the clock), so the paused clock is let run in small steps, well under any autoplay delay, until it has.
 */
async function expectSwiperStarted(page: Page, carousel: Locator, bullets: number) {
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(bullets, { timeout: 250 });
  }).toPass({ timeout: 10_000 });
}

async function openHome(page: Page) {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test.describe('home page', () => {
  test('shows the hero with its texts, the claims and both actions @any-viewport', async ({ page }) => {
    const settings = await settingsOf(page);
    const { contents } = await apiData<{
      contents: { title: string; subTitle: string; isActive: boolean; freeshipingAmount: number }[];
    }>(page, '/api/heroSec?isPagination=false');
    const hero = contents.filter((c) => c.isActive)[0]!;
    await openHome(page);

    const section = page.getByTestId('hero');
    // One h1 on the page: the hero heading.
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Elegant Collections');
    await expect(section.getByTestId('hero-badge')).toHaveText(hero.title);
    await expect(section.getByTestId('hero-subtitle')).toHaveText(hero.subTitle);
    // rule:free-shipping: the amount the hero entry reports is the configured threshold, in rupees.
    expect(hero.freeshipingAmount).toBe(settings.freeShippingThreshold);
    await expect(section.getByTestId('hero-free-shipping')).toHaveText(
      `Free Shipping on orders over ${rupees(hero.freeshipingAmount)}`,
    );
    await expect(section).toContainText('Your premier destination for quality products at unbeatable prices.');
    const claims = section.getByTestId('hero-claims').getByRole('listitem');
    await expect(claims).toHaveText(['20K+ Satisfied Buyers', '5K+ Curated Items', '98% Repeat Orders']);

    const shopNow = section.getByRole('link', { name: 'Shop Now' });
    await expect(shopNow).toHaveAttribute('href', '/products');
    // rule:configurable-links: Download App opens the configured store listing in a new tab.
    const download = section.getByRole('link', { name: /Download App/ });
    await expect(download).toHaveAttribute('href', settings.appStoreUrl);
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('rel', /noopener/);

    await shopNow.click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('renders the first banner eagerly, sized, with the mobile picture chosen by media query', async ({ page }) => {
    const desktop = (
      await apiData<{ banners: { image: string }[] }>(page, '/api/banner?isPagination=false')
    ).banners.map((b) => b.image);
    const mobile = (
      await apiData<{ banners: { image: string }[] }>(page, '/api/mobileBanner?isPagination=false')
    ).banners.map((b) => b.image);
    await openHome(page);

    const first = page.locator('[data-testid="hero-image"][data-step="0"]');
    await expect(first).toHaveAttribute('src', desktop[0]!);
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '1600');
    await expect(first).toHaveAttribute('height', '600');
    const source = page.locator('picture:has([data-testid="hero-image"][data-step="0"]) source');
    await expect(source).toHaveAttribute('media', '(max-width: 639px)');
    // The mobile banner with its smaller copies, for the browser to pick by the box (rule:fast-pages).
    const copy = (width: number) => `${mobile[0]!.replace(/\.webp$/, `-w${width}.webp`)} ${width}w`;
    await expect(source).toHaveAttribute('srcset', `${copy(400)}, ${copy(700)}, ${mobile[0]} 800w`);
    await expect(source).toHaveAttribute('sizes', 'calc(100vw - 2rem)');
    await expect(source).toHaveAttribute('width', '800');
    await expect(source).toHaveAttribute('height', '1000');
    const next = page.locator('[data-testid="hero-image"][data-step="1"]');
    await expect(next).toHaveAttribute('loading', 'lazy');
    await expect(next).toHaveAttribute('fetchpriority', 'low');
    // The server's page holds the first banner alone; the next joins once the page runs (ADR 0044).
    const html = await (await page.request.get('/')).text();
    expect(html.match(/data-testid="hero-image"/g)).toHaveLength(1);
  });

  test('rotates the hero banner every 5 seconds through the list for the viewport', async ({ page }) => {
    const isPhone = page.viewportSize()!.width < 640;
    // rule:banner-rotation: under 640 px the mobile banner list, otherwise the banner list.
    const listPath = isPhone ? '/api/mobileBanner?isPagination=false' : '/api/banner?isPagination=false';
    const banners = (await apiData<{ banners: { image: string }[] }>(page, listPath)).banners.map((b) => b.image);
    expect(banners.length).toBeGreaterThan(1);

    await page.clock.install();
    await openHome(page);
    await pauseClock(page);

    const active = page.locator('[data-testid="hero-image"][data-active="true"]');
    const shown = () =>
      // The banner shown, whichever of its copies the browser picked (`-w700.webp` is a copy of `.webp`).
      active.evaluate((img: HTMLImageElement) =>
        img.currentSrc ? new URL(img.currentSrc).pathname.replace(/-w\d+\.webp$/, '.webp') : '',
      );
    const step = Number(await active.getAttribute('data-step'));
    await expect.poll(shown).toBe(banners[step % banners.length]);

    // Any 5000 ms of page time holds exactly one rotation: the period is 5 s, no more, no less.
    await page.clock.runFor(5000);
    await expect(active).toHaveAttribute('data-step', String(step + 1));
    await expect.poll(shown).toBe(banners[(step + 1) % banners.length]);

    // Cyclic: after as many rotations as there are banners, the same picture is back.
    for (let i = 2; i <= banners.length; i += 1) {
      await page.clock.runFor(5000);
      await expect(active).toHaveAttribute('data-step', String(step + i));
    }
    await expect.poll(shown).toBe(banners[step % banners.length]);
  });

  test('with reduced motion the hero keeps rotating, without the fade @any-viewport', async ({ page }) => {
    const fade = (active: ReturnType<Page['locator']>) =>
      active.evaluate((img) => getComputedStyle(img).transitionDuration);
    const active = page.locator('[data-testid="hero-image"][data-active="true"]');
    await openHome(page);
    expect(await fade(active)).toBe('0.7s');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openHome(page);
    await pauseClock(page);
    expect(await fade(active)).toBe('0s');
    const step = Number(await active.getAttribute('data-step'));
    await page.clock.runFor(5000);
    await expect(active).toHaveAttribute('data-step', String(step + 1));
  });

  test('category carousel: slides per view by width, pagination, and a slide leads to its products', async ({
    page,
  }) => {
    const { categories } = await apiData<{ categories: { _id: string; name: string }[] }>(
      page,
      '/api/category?isPagination=false',
    );
    await page.clock.install();
    await openHome(page);
    await pauseClock(page);

    const carousel = page.getByTestId('category-carousel');
    await expect(carousel.getByRole('heading', { level: 2 })).toHaveText('Shop by Category');
    // The carousel starts once its slides are in view (ADR 0049).
    await carousel.scrollIntoViewIfNeeded();
    await expectSwiperStarted(page, carousel, categories.length);
    const slides = carousel.getByTestId('category-slide');
    await expect(slides).toHaveCount(categories.length);

    // rule:category-carousel: 2 slides per view on a 390 px phone, 7 on a 1366 px laptop.
    const width = page.viewportSize()!.width;
    const perView = width >= 1024 ? 7 : width >= 800 ? 5 : width >= 640 ? 4 : width >= 400 ? 3 : 2;
    const swiperBox = (await carousel.locator('.category-swiper').boundingBox())!;
    const slideBox = (await carousel.locator('.swiper-slide').first().boundingBox())!;
    expect(Math.abs(slideBox.width * perView - swiperBox.width)).toBeLessThan(2);

    const slide = carousel.locator('.swiper-slide-active [data-testid="category-slide"]');
    const id = (await slide.getAttribute('data-category-id'))!;
    const category = categories.find((c) => c._id === id);
    expect(category, 'the slide shows a real category').toBeTruthy();
    await expect(slide).toContainText(category!.name);
    await expect(slide.locator('img')).toHaveAttribute('src', /\/uploads\//);
    await slide.click();
    await expect(page).toHaveURL(new RegExp(`/products\\?category=${id}$`));
  });

  test('Top Selling Products shows product cards and View All Products', async ({ page }) => {
    await openHome(page);
    const section = page.getByTestId('top-selling');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Top Selling Products');
    const cards = section.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expect(section.getByTestId('product-card-skeleton')).toHaveCount(0);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(12);
    for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/product\/[0-9a-f-]{36}$/);
    }
    // rule:product-grid: 2 columns on a phone, 4 on a laptop.
    const columns = await section
      .locator('ul')
      .first()
      .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(page.viewportSize()!.width >= 1024 ? 4 : 2);

    const viewAll = section.getByRole('link', { name: 'View All Products' });
    await expect(viewAll).toHaveAttribute('href', '/products');
    await viewAll.click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('Why Choose Us uses the configured free-shipping threshold in rupees @any-viewport', async ({ page }) => {
    const settings = await settingsOf(page);
    await openHome(page);
    const section = page.getByTestId('why-choose-us');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Why Choose Us');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Free Shipping',
      'Secure Payment',
      'Quality Guarantee',
    ]);
    await expect(section).toContainText(`Free Shipping on orders over ${rupees(settings.freeShippingThreshold)}`);
    await expect(section).not.toContainText('$');
  });

  test('testimonials: cards with name, picture, title, stars and comment; next, previous and dots', async ({
    page,
  }) => {
    const { testimonials } = await apiData<{
      testimonials: { name: string; title: string; rating: number; comment: string; image: string }[];
    }>(page, '/api/testimonial?isPagination=false');
    await page.clock.install();
    await openHome(page);
    await pauseClock(page);

    const section = page.getByTestId('testimonials');
    await section.scrollIntoViewIfNeeded();
    await expectSwiperStarted(page, section, testimonials.length);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('What Our Customers Say');
    await expect(section.getByTestId('testimonial')).toHaveCount(testimonials.length);
    for (const t of testimonials) {
      const card = section.getByTestId('testimonial').filter({ hasText: t.name });
      await expect(card).toContainText(t.title);
      await expect(card).toContainText(t.comment);
      await expect(card.getByRole('img', { name: `${t.rating} out of 5 stars` })).toHaveCount(1);
      await expect(card.locator('img')).toHaveAttribute('src', t.image);
    }

    const dots = section.locator('.swiper-pagination-bullet');
    await expect(dots).toHaveCount(testimonials.length);
    const n = testimonials.length;
    const names = testimonials.map((t) => t.name);
    const activeIndex = async () =>
      names.indexOf(
        (await section.locator('.swiper-slide-active [data-testid="testimonial-name"]').textContent()) ?? '',
      );
    // Swiper ignores a second move while a slide is still animating (loopPreventsSliding), as a shopper's double click would be.
    const settled = () =>
      expect
        .poll(() =>
          section
            .locator('.testimonials-swiper')
            .evaluate((el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating),
        )
        .toBe(false);
    // An autoplay step may have begun before the clock was paused: let it finish first.
    await settled();
    const start = await activeIndex();
    expect(start).toBeGreaterThanOrEqual(0);

    await section.getByRole('button', { name: 'Next testimonial' }).click();
    await page.clock.runFor(1000);
    await expect.poll(activeIndex).toBe((start + 1) % n);
    await expect(dots.nth((start + 1) % n)).toHaveAttribute('aria-current', 'true');
    await settled();

    await section.getByRole('button', { name: 'Previous testimonial' }).click();
    await page.clock.runFor(1000);
    await expect.poll(activeIndex).toBe(start);
    await settled();

    await dots.nth((start + 2) % n).click();
    await page.clock.runFor(1000);
    await expect.poll(activeIndex).toBe((start + 2) % n);
    await settled();

    // rule:testimonials: paused while the pointer is over it (it is, after clicking a dot) ...
    await page.clock.runFor(6000);
    await expect.poll(activeIndex).toBe((start + 2) % n);
    // ... and advancing by itself every 5 s once it leaves.
    await page.mouse.move(1, 1);
    await page.clock.runFor(5000);
    await expect.poll(activeIndex).toBe((start + 3) % n);
  });

  test('contact form: Sending..., Message Sent! for 3 seconds, then the empty form @any-viewport', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const section = page.getByTestId('contact');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Get in Touch');
    await expect(section).toContainText('Monday to Saturday, 9:00 AM to 8:00 PM');
    await expect(section).toContainText('within 24 hours');

    const name = section.getByLabel('Name');
    const email = section.getByLabel('Email');
    const mobile = section.getByLabel('Mobile');
    const comment = section.getByLabel('Message');
    // rule:contact-form: all required (browser-native); email is an email field, mobile a number field.
    for (const field of [name, email, mobile, comment]) await expect(field).toHaveAttribute('required', '');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(mobile).toHaveAttribute('type', 'number');

    // The browser refuses an empty form: nothing is sent.
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact-us', async (route) => {
      posts += 1;
      await held; // Hold the real request so 'Sending...' can be seen, then let the real server answer.
      await route.continue();
    });
    await section.getByRole('button', { name: 'Send Message' }).click();
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(posts).toBe(0);

    await name.fill('Meera Iyer');
    await email.fill('meera.iyer@example.test');
    await mobile.fill('9876543210');
    await comment.fill('Do you deliver to Kochi on Sundays?');
    await pauseClock(page);
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(section.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();

    const sent = section.getByTestId('contact-sent');
    await expect(sent).toContainText('Message Sent!');
    await expect(sent).toContainText("Thank you for reaching out. We'll get back to you soon!");
    expect(posts).toBe(1);
    await page.clock.runFor(2900);
    await expect(sent).toBeVisible();
    await page.clock.runFor(100);
    await expect(sent).toHaveCount(0);
    for (const field of [name, email, mobile, comment]) await expect(field).toHaveValue('');
    await expect(section.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test.describe('when the server refuses the message @any-viewport', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });
    test('shows the server message in an error toast and keeps the typed values', async ({ page }) => {
      const message = 'Our message desk is resting. Please try again shortly.';
      await page.route('**/api/contact-us', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message, code: 'INTERNAL' }),
        }),
      );
      await openHome(page);
      const section = page.getByTestId('contact');
      const values = {
        Name: 'Arjun Rao',
        Email: 'arjun.rao@example.test',
        Mobile: '9123456780',
        Message: 'Is COD available in Mysuru?',
      };
      for (const [label, value] of Object.entries(values)) await section.getByLabel(label).fill(value);
      await section.getByRole('button', { name: 'Send Message' }).click();

      await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
      for (const [label, value] of Object.entries(values)) await expect(section.getByLabel(label)).toHaveValue(value);
      await expect(section.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      await expect(section.getByText('Message Sent!')).toHaveCount(0);
    });
  });

  test('headings are in order and the page has its own title, canonical and preview image @any-viewport', async ({
    page,
  }) => {
    const desktop = (await apiData<{ banners: { image: string }[] }>(page, '/api/banner?isPagination=false')).banners;
    await openHome(page);
    const headings = await page.locator('main').locator('h1, h2').allTextContents();
    expect(headings).toEqual([
      'Discover Elegant Collections',
      'Shop by Category',
      'Top Selling Products',
      'Why Choose Us',
      'What Our Customers Say',
      'Get in Touch',
    ]);
    await expect(page).toHaveTitle(/Shop/);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${origin}${desktop[0]!.image}`);
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId('top-selling').getByTestId('product-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the carousels stand as the server's rows until seen: the categories one starts when in view, the testimonials one when scrolled near, and nothing moves when they do @any-viewport", async ({
    page,
  }) => {
    // Each element the HTML parser inserts is marked, before any script of the page can touch it.
    await markParsedElements(page);
    const carousels = (selector: string) =>
      page.evaluate((s) => {
        const roots = [...document.querySelectorAll(s)] as Marked[];
        return roots.map((root) => ({
          fromServer: root.parsed === true,
          started: root.classList.contains('swiper-initialized'),
        }));
      }, selector);
    /** Where the first slide sits in its section (once started, the active one): the same before and after. */
    const firstSlide = (section: string) =>
      page.getByTestId(section).evaluate((el) => {
        const slide = (el.querySelector('.swiper-slide-active') ??
          el.querySelector('.swiper-slide'))!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return {
          left: Math.round(slide.left - box.left),
          top: Math.round(slide.top - box.top),
          width: Math.round(slide.width),
        };
      });

    /**
     * Whether the browser, at its first look after this call, finds the element within `rootMargin` of the viewport
     * (the margin the page's own observer uses, app/components/home/use-near-viewport.ts), answered two frames after that
     * look. The page's observer, there since hydration, has looked by then too: false means it found its carousel far,
     * so the carousel has had its chance to start and waits.
     */
    const nearViewport = (element: Locator, rootMargin: string) =>
      element.evaluate(
        (watched, margin) =>
          new Promise<boolean>((answer) => {
            const observer = new IntersectionObserver(
              ([entry]) => {
                observer.disconnect();
                requestAnimationFrame(() => requestAnimationFrame(() => answer(entry!.isIntersecting)));
              },
              { rootMargin: margin },
            );
            observer.observe(watched);
          }),
        rootMargin,
      );

    // On a short screen the category row is below the fold: the server's row stands, and Swiper waits.
    await page.setViewportSize({ width: 412, height: 600 });
    await openHome(page);
    expect(await nearViewport(page.locator('.category-swiper'), '0px')).toBe(false);
    expect(await carousels('.category-swiper')).toEqual([{ fromServer: true, started: false }]);
    const categoriesBefore = await firstSlide('category-carousel');
    await page.getByTestId('category-carousel').scrollIntoViewIfNeeded();
    await expect(page.locator('.category-swiper.swiper-initialized')).toHaveCount(1);
    expect(await carousels('.category-swiper')).toEqual([{ fromServer: false, started: true }]);
    expect(await firstSlide('category-carousel')).toEqual(categoriesBefore);

    // The testimonials, far below the fold, have not started, and the server's cards stand meanwhile.
    const testimonials = page.getByTestId('testimonials');
    expect(await nearViewport(testimonials, '100% 0px')).toBe(false);
    await expect(testimonials.getByTestId('testimonial').first()).toBeAttached();
    expect(await carousels('.testimonials-swiper')).toEqual([{ fromServer: true, started: false }]);
    const testimonialsBefore = await firstSlide('testimonials');
    // Scrolled near, Swiper takes over, where the cards were.
    await testimonials.scrollIntoViewIfNeeded();
    await expect(page.locator('.testimonials-swiper.swiper-initialized')).toHaveCount(1);
    expect(await carousels('.testimonials-swiper')).toEqual([{ fromServer: false, started: true }]);
    expect(await firstSlide('testimonials')).toEqual(testimonialsBefore);
  });

  test('on a tall screen the category carousel starts with the page @desktop-only', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 1200 });
    await openHome(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Swiper replaces the server's row as it starts, so the box is read from the started carousel (the test above
    // shows it sits where the row was); read during the swap, the row's element may already be gone.
    await expect(page.locator('.category-swiper.swiper-initialized')).toHaveCount(1);
    const slides = (await page.locator('.category-swiper').boundingBox())!;
    expect(slides.y + slides.height).toBeLessThan(1200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a category slide tapped before its carousel has started opens its products (a plain link meanwhile) @any-viewport', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 600 });
    await openHome(page);
    const slide = page.getByTestId('category-carousel').getByTestId('category-slide').first();
    const id = await slide.getAttribute('data-category-id');
    expect(await page.locator('.category-swiper.swiper-initialized').count()).toBe(0);
    // Clicked from script, so that the carousel is not scrolled into view (and started) first.
    await slide.evaluate((link) => (link as HTMLAnchorElement).click());
    await expect(page).toHaveURL(new RegExp(`/products\\?category=${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
