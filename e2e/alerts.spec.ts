/**
 * Back-in-stock alerts (issue 37, ADR 0056) through the real server, its 15-second sweep, its mail outbox and the
 * run's real SMTP peer (e2e/support/mail-sink.ts): a shopper saves an out-of-stock product, staff restock it, the mail
 * arrives with List-Unsubscribe and a link to /alerts/unsubscribe; a second restock the same day sends none; the link's
 * page stops the alert with one button. A guest's Notify me asks for an email, mails a confirmation link, and the
 * confirm page confirms it once. Each test uses a product of its own (createOwnProduct), out of stock from the start,
 * so no other spec's orders or stock touch it. The page's controls differ between a phone and a laptop only in their
 * layout: the guest's form runs at both; the restock journey, which waits on the 15-second sweep twice and is about the
 * server's mail, runs once, at the phone (@any-viewport).
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { listProducts } from './support/api';
import { expect, test, waitForHydration } from './support/fixtures';
import { waitForMail, type ReceivedMail } from './support/mail-sink';
import { slowLateChunks } from './support/slow-chunks';
import { createOwnProduct, staffEmail, staffPassword } from './support/staff';

/** The sweep runs every 15 s and the mail worker sleeps at most 10 s: a mail is due within ~30 s of a restock. */
const mailWithinMs = 40_000;
/** Longer than one sweep (15 s), so a sweep has seen what was just done. */
const oneSweepMs = 20_000;

interface AccountAlert {
  _id: string;
  kind: 'back_in_stock' | 'price_drop';
  source: 'notify' | 'saved';
  product: { _id: string };
}

async function alertsOf(page: Page, productId: string): Promise<AccountAlert[]> {
  const res = await page.request.get('/api/alerts');
  expect(res.status(), await res.text()).toBe(200);
  const { alerts } = ((await res.json()) as { data: { alerts: AccountAlert[] } }).data;
  return alerts.filter((alert) => alert.product._id === productId);
}

async function staffSession(baseURL: string): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext({ baseURL });
  const login = await staff.post('/api/auth/login', { data: { email: staffEmail, password: staffPassword } });
  expect(login.status(), await login.text()).toBe(200);
  return staff;
}

/** Staff count the shelf: the product's stock is set to `quantity` (the stock ledger's "counted"). */
async function setStock(staff: APIRequestContext, productId: string, quantity: number) {
  const res = await staff.post(`/api/admin/products/${productId}/stock`, {
    data: { reason: 'counted', quantity, note: quantity === 0 ? 'Sold out at the counter' : 'Restocked' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Every mail to `to` the SMTP peer has received since `since`, each at most once. */
async function mailsSince(to: string, since: number): Promise<ReceivedMail[]> {
  const found: ReceivedMail[] = [];
  try {
    for (;;) {
      const mail = await waitForMail(to, { since, timeoutMs: 0 });
      found.push(mail);
      since = Number(mail.file.split('-', 1)[0]) + 1;
    }
  } catch {
    return found;
  }
}

test('a saved out-of-stock product is mailed about once when staff restock it, and the mail’s link stops it @any-viewport', async ({
  page,
  signUp,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const product = await createOwnProduct(page.request, baseURL!, 0);
  const shopper = await signUp();

  // Out of stock: the page offers Notify me, one button for a signed-in shopper (the account's email is used).
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  const notify = page.getByTestId('notify-when-available');
  await expect(notify.getByRole('button', { name: 'Notify me when available' })).toBeVisible();
  await expect(notify.getByLabel('Email')).toHaveCount(0);

  // Saving it for later subscribes to its return.
  await page.getByRole('button', { name: 'Save for later', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The heart shows at once; the save (and its alerts) land when the request does.
  await expect
    .poll(async () => (await alertsOf(page, product._id)).map((alert) => [alert.kind, alert.source]).sort())
    .toEqual([
      ['back_in_stock', 'saved'],
      ['price_drop', 'saved'],
    ]);

  // The account's Alerts list shows it, with what it waits for.
  await page.goto('/alerts');
  await waitForHydration(page);
  const item = page.getByTestId('alert-item').filter({ hasText: 'Back in stock' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(product.title);

  // Staff restock it: one mail within a sweep or two, with List-Unsubscribe and the page that stops it.
  const staff = await staffSession(baseURL!);
  try {
    const restocked = Date.now();
    await setStock(staff, product._id, 12);
    const mail = await waitForMail(shopper.email, { since: restocked, timeoutMs: mailWithinMs });
    expect(mail.subject).toBe(`Back in stock: ${product.title}`);
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/[^>]+\/api\/alerts\/unsubscribe\?t=[\w,-]+>$/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`/product/${product._id}`);
    const link = /https?:\/\/[^\s"<>]+(\/alerts\/unsubscribe\?t=[\w,-]+)/.exec(mail.text);
    expect(link, 'the mail links to /alerts/unsubscribe').toBeTruthy();

    // It sells out and comes back the same day: a sweep sees it out of stock, then the restock sends nothing.
    await setStock(staff, product._id, 0);
    await page.waitForTimeout(oneSweepMs);
    const again = Date.now();
    await setStock(staff, product._id, 7);
    await page.waitForTimeout(oneSweepMs);
    expect((await mailsSince(shopper.email, again)).map((m) => m.subject)).toEqual([]);

    // The mail's link: opening the page stops nothing; its button does, and says for which product.
    await page.goto(link![1]!);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Stop these alerts' })).toBeVisible();
    expect((await alertsOf(page, product._id)).filter((alert) => alert.kind === 'back_in_stock')).toHaveLength(1);
    await page.getByRole('button', { name: 'Stop these alerts' }).click();
    const outcome = page.getByTestId('alert-link-outcome');
    await expect(outcome).toContainText('You will get no more of these alerts.');
    await expect(outcome.getByRole('listitem')).toHaveText([product.title]);
    expect((await alertsOf(page, product._id)).filter((alert) => alert.kind === 'back_in_stock')).toEqual([]);
  } finally {
    await staff.dispose();
  }
});

test.describe('a guest', () => {
  // The second press of a used confirmation link is answered 404, as it should be.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('Notify me stands disabled until its form is in, and the form then answers the first tap', async ({
    page,
    baseURL,
  }) => {
    const product = await createOwnProduct(page.request, baseURL!, 0);
    const path = `/product/${product._id}`;
    // The server draws the stand-in, never a form a tap before its code could post.
    const html = await (await page.request.get(path)).text();
    expect(html.includes('data-testid="notify-when-available-loading"'), 'the stand-in is in the HTML').toBe(true);
    expect(html.includes('data-testid="notify-when-available"'), 'the form is not in the HTML').toBe(false);

    const slow = await slowLateChunks(page, path, 3_000);
    await page.goto(path);
    await waitForHydration(page);
    const standIn = page.getByTestId('notify-when-available-loading');
    await expect(standIn.getByRole('button', { name: 'Notify me when available' })).toBeDisabled();
    const notify = page.getByTestId('notify-when-available');
    await notify.getByRole('button', { name: 'Notify me when available' }).click();
    await expect(notify.getByRole('alert')).toHaveText('Email is required');
    await expect(standIn).toHaveCount(0);
    expect(slow.held(), "the form's chunk was held back").toBeGreaterThan(0);
  });

  test('asks to be told with an email, confirms the mailed link once, and the link then says it was used', async ({
    page,
    baseURL,
  }) => {
    const product = await createOwnProduct(page.request, baseURL!, 0);
    const email = `guest-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.test`;

    // A product in stock has no Notify me.
    const stocked = (await listProducts(page.request)).find((p) => p.stock > 0)!;
    await page.goto(`/product/${stocked._id}`);
    await waitForHydration(page);
    await expect(page.getByTestId('stock-info')).toBeVisible();
    await expect(page.getByTestId('notify-when-available')).toHaveCount(0);

    await page.goto(`/product/${product._id}`);
    await waitForHydration(page);
    const notify = page.getByTestId('notify-when-available');
    const button = notify.getByRole('button', { name: 'Notify me when available' });
    const field = notify.getByLabel('Email');
    await button.click();
    await expect(notify.getByRole('alert')).toHaveText('Email is required');
    await expect(field).toBeFocused();
    await field.fill('not-an-email');
    await expect(notify.getByRole('alert')).toHaveText('Email is invalid');

    await field.fill(email);
    const since = Date.now();
    await button.click();
    const sentWords = 'Please check your email and confirm the alert. We will write only after that.';
    await expect(notify.getByTestId('notify-status')).toHaveText(sentWords);

    const mail = await waitForMail(email, { since, timeoutMs: 15_000 });
    expect(mail.subject).toBe(`Confirm your alert for ${product.title}`);
    const link = /https?:\/\/[^\s"<>]+(\/alerts\/confirm\/[\w-]+)/.exec(mail.text);
    expect(link, 'the mail links to /alerts/confirm/{token}').toBeTruthy();

    // Opening the page confirms nothing; the button does.
    await page.goto(link![1]!);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your alert' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my alert' }).click();
    await expect(page.getByTestId('alert-link-outcome')).toContainText(
      `Done. We will email you when ${product.title} is back in stock.`,
    );

    // The link works once.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Confirm my alert' }).click();
    await expect(page.getByTestId('alert-link-outcome')).toContainText(
      'This confirmation link has been used or is not valid.',
    );

    // Asking again for the same address answers as before (nobody learns what an address subscribed to), and mails
    // nothing more.
    await page.goto(`/product/${product._id}`);
    await waitForHydration(page);
    await notify.getByLabel('Email').fill(email);
    await notify.getByRole('button', { name: 'Notify me when available' }).click();
    await expect(notify.getByTestId('notify-status')).toHaveText(sentWords);
  });
});

test('a guest opening /alerts signs in first @any-viewport', async ({ page }) => {
  await page.goto('/alerts');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Falerts$/);
});
