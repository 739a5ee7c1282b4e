/**
 * Sized images (issue 15, rule:fast-pages): no picture a shopper page shows is served at more than twice the device
 * pixels of its box. Each page is scrolled to its end so lazy pictures and carousels load; then every loaded <img>
 * is measured as the browser drew it: the file's pixels against its box's device pixels (with the box's
 * `object-fit`, so a cropped banner counts the side it fills). On the laptop project (1 device pixel a CSS pixel)
 * a 400 px category picture in its 128 px tile, or a product's 400 px card picture in an 80 px cart thumbnail, fails.
 */
import type { Page, Request } from '@playwright/test';
import { listProducts } from './support/api';
import { expect, test } from './support/fixtures';
import { placeOrder } from './support/orders';

interface Drawn {
  src: string;
  fileWidth: number;
  boxWidth: number;
  /** File pixels a device pixel of the box, along the side the picture fills. */
  ratio: number;
}

/**
 * Counts the pictures the page has asked for and not yet received, from the browser's own reports of its requests.
 * The page cannot tell: Chromium gives a picture on its way no `currentSrc` and the same `complete` as one a lazy
 * picture far from view has never asked for.
 */
function picturesOnTheirWay(page: Page) {
  const onTheirWay = new Set<Request>();
  const asked = (request: Request) => {
    if (request.resourceType() === 'image') onTheirWay.add(request);
  };
  const ended = (request: Request) => onTheirWay.delete(request);
  page.on('request', asked);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    count: () => onTheirWay.size,
    stop: () => {
      page.off('request', asked);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Scrolls to the page's end most of a screenful at a time, then waits for every picture asked for to arrive. After
 * each step the browser draws two frames: it lays out the new position in the first, its lazy-loading observers (which
 * look at each frame and answer after it) have asked for the pictures now near by the second.
 */
async function loadWholePage(page: Page, picturesStillComing: () => number) {
  await page.waitForLoadState('load');
  for (let guard = 0; guard < 40; guard += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    if (atEnd) break;
  }
  await expect.poll(picturesStillComing, { message: 'pictures on their way' }).toBe(0);
}

function drawnPictures(page: Page): Promise<Drawn[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth > 0 && img.clientWidth > 0 && img.clientHeight > 0)
      .map((img) => {
        const fit = getComputedStyle(img).objectFit;
        const across = img.clientWidth / img.naturalWidth;
        const down = img.clientHeight / img.naturalHeight;
        // CSS pixels a file pixel is drawn at: cover fills the larger side, contain the smaller, fill stretches.
        const scale = fit === 'cover' ? Math.max(across, down) : fit === 'contain' ? Math.min(across, down) : across;
        return {
          src: new URL(img.currentSrc).pathname,
          fileWidth: img.naturalWidth,
          boxWidth: img.clientWidth,
          ratio: 1 / (scale * window.devicePixelRatio),
        };
      }),
  );
}

async function expectSizedPictures(page: Page, path: string, atLeast: number) {
  const pictures = picturesOnTheirWay(page);
  await page.goto(path);
  await loadWholePage(page, pictures.count);
  pictures.stop();
  const drawn = await drawnPictures(page);
  expect(drawn.length, `pictures drawn on ${path}`).toBeGreaterThanOrEqual(atLeast);
  const oversized = drawn.filter((picture) => picture.ratio > 2);
  expect(oversized, `pictures on ${path} served at more than twice their box`).toEqual([]);
}

test.describe('no picture is served at more than twice its box', () => {
  test('home page: the hero, the category tiles, the product cards and the testimonials', async ({ page }) => {
    await expectSizedPictures(page, '/', 10);
  });

  test('product list and a product page with its reviews', async ({ page }) => {
    await expectSizedPictures(page, '/products', 8);
    const products = await listProducts(page.request);
    const reviewed = products
      .filter((p) => p.images.length >= 2)
      .sort((a, b) => b.ratings.totalReviews - a.ratings.totalReviews)[0];
    expect(reviewed, 'a product with pictures and reviews').toBeTruthy();
    await expectSizedPictures(page, `/product/${reviewed!._id}`, 3);
  });

  test('an order page: the order lines as thumbnails', async ({ page, signUp }) => {
    await signUp();
    const [first, second] = (await listProducts(page.request)).filter((p) => p.stock >= 5 && p.images.length > 0);
    const order = await placeOrder(page, [
      { product: first!, quantity: 1 },
      { product: second!, quantity: 1 },
    ]);
    await expectSizedPictures(page, `/order/${order._id}`, 2);
  });
});
