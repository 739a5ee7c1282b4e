/**
 * Returns and size exchanges from the order page (rule:return-requests, ADR 0058), in a real browser against the real
 * server, its mail outbox and the run's SMTP peer: a shopper exchanges a shirt from M to L and reads each step staff
 * make; a second shopper returns a damaged item with a photo and a UPI refund, and reads the refund with its
 * reference, the UPI ID only ever masked. Staff make their steps on /admin/returns, in a laptop-sized page of their
 * own. Each test uses a product of its own, so no other spec's orders touch its stock.
 */
import crypto from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { getData } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { waitForMail } from './support/mail-sink';
import { staffEmail, staffPassword, staffPage } from './support/staff';

async function staffSession(baseURL: string): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext({ baseURL });
  const login = await staff.post('/api/auth/login', { data: { email: staffEmail, password: staffPassword } });
  expect(login.status(), await login.text()).toBe(200);
  return staff;
}

async function post(staff: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await staff.post(path, { data });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** Staff make one step of the request on /admin/returns: its button, what the step asks, then Confirm. */
async function staffStep(
  admin: Page,
  label: string,
  to: string,
  fill: (card: ReturnType<Page['getByTestId']>) => Promise<void> = async () => {},
) {
  const card = admin.getByTestId('admin-return').filter({ hasText: label });
  await card.getByRole('button', { name: to, exact: true }).click();
  await fill(card);
  await card.getByRole('button', { name: `Confirm: ${to}` }).click();
  await expect(card).toHaveAttribute('data-status', to);
}

/** A shirt of the test's own in Fashion (returnable, 7 days), sizes M and L, and a delivered order of one M. */
async function deliveredShirt(page: Page, staff: APIRequestContext) {
  const { categories } = await getData<{ categories: { _id: string; name: string }[] }>(page.request, '/api/category');
  const fashion = categories.find((c) => c.name === 'Fashion')!._id;
  const brand = `Returns${crypto.randomBytes(4).toString('hex')}`;
  const created = await staff.post('/api/admin/products', {
    data: {
      title: `Cotton Shirt ${brand}`,
      brand,
      price: 999,
      discount: 0,
      categoryId: fashion,
      sizes: ['M', 'L'],
      images: [
        (await getData<{ products: { images: string[] }[] }>(page.request, '/api/product?limit=1')).products[0]!
          .images[0],
      ],
      openingStock: 5,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { data: { id: string } }).data.id;
  const placed = await page.request.post('/api/orders/place', {
    data: {
      orderItems: [{ productId, quantity: 1, sizes: 'M' }],
      shippingAddress: {
        fullName: 'Asha Verma',
        phone: '9876543210',
        addressLine: '12 MG Road',
        city: 'Bengaluru',
        pincode: '560001',
        state: 'Karnataka',
      },
      paymentMethod: 'COD',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { _id: string; orderNumber: number } }).data;
  const { data: couriers } = (await (await staff.get('/api/admin/couriers')).json()) as {
    data: { name: string; isActive: boolean }[];
  };
  const courierName = couriers.find((c) => c.isActive)!.name;
  for (const step of [
    { from: 'Placed', to: 'Processing' },
    { from: 'Processing', to: 'In Transit', courierName, trackingNumber: `AWB-${brand}` },
    { from: 'In Transit', to: 'Delivered' },
  ]) {
    await post(staff, `/api/admin/orders/${order._id}/status`, step);
  }
  return { orderId: order._id, productId, courierName, title: `Cotton Shirt ${brand}` };
}

test('a shopper exchanges a shirt from M to L and reads every step staff make, each mailed', async ({
  page,
  browser,
  signUp,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shopper = await signUp();
  const staff = await staffSession(baseURL!);
  try {
    const { orderId, courierName, title } = await deliveredShirt(page, staff);
    await page.goto(`/order/${orderId}`);
    await waitForHydration(page);
    const returns = page.getByTestId('order-returns');
    await returns.getByRole('button', { name: 'Return or exchange' }).click();
    const form = page.getByTestId('return-request-form');
    await form.getByLabel('Exchange size M').check();
    // Nothing chosen yet: the form says what is missing, and nothing is sent.
    await form.getByRole('button', { name: 'Ask for the exchange' }).click();
    await expect(form.getByText('Please choose the size you want.')).toBeVisible();
    await expect(form.getByText('Please choose a reason.')).toBeVisible();
    // The open form, its messages showing, is usable with assistive technology.
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('New size').selectOption('L');
    await form.getByLabel('Reason').selectOption('wrong-size');
    const asked = Date.now();
    await form.getByRole('button', { name: 'Ask for the exchange' }).click();

    const request = returns.getByTestId('return-request');
    await expect(request).toHaveAttribute('data-status', 'Requested');
    await expect(request).toContainText(`exchange to size L of 1 × ${title}`);
    const label = /R-\d+/.exec((await request.textContent()) ?? '')![0];
    const first = await waitForMail(shopper.email, { since: asked, timeoutMs: 30_000 });
    expect(first.subject).toBe(`We have your size exchange request ${label}`);

    // Staff carry it through on the returns screen; the order page shows each step, and the shopper gets a mail each.
    const admin = await staffPage(browser, baseURL!, `/admin/returns?q=${label}`);
    const card = admin.getByTestId('admin-return').filter({ hasText: label });
    await expect(card).toContainText(`Exchange M → L · Requested`);
    const steps: [string, (card: ReturnType<Page['getByTestId']>) => Promise<void>][] = [
      ['Approved', async () => {}],
      [
        'Pickup scheduled',
        async (c) => {
          await c.getByLabel('Courier').selectOption(courierName);
          await c.getByLabel('AWB number').fill('PU-4455');
        },
      ],
      ['Picked up', async () => {}],
      ['Received', async (c) => c.getByLabel('Fit to sell again').check()],
      [
        'Exchange shipped',
        async (c) => {
          await c.getByLabel('Courier').selectOption(courierName);
          await c.getByLabel('AWB number').fill('EX-7788');
        },
      ],
      ['Exchange delivered', async () => {}],
    ];
    for (const [to, fill] of steps) {
      const since = Date.now();
      await staffStep(admin, label, to, fill);
      const mail = await waitForMail(shopper.email, { since, timeoutMs: 30_000 });
      expect(mail.subject).toContain(label);
      if (to === 'Pickup scheduled') {
        await page.reload();
        await expect(request).toHaveAttribute('data-status', 'Pickup scheduled');
        await expect(request.getByTestId('return-request-step')).toHaveText(
          `Pickup scheduled. Pickup booked with ${courierName}, AWB PU-4455.`,
        );
        await expect(request.getByRole('button', { name: `Cancel ${label}` })).toBeVisible();
      }
    }
    await expect(card.getByRole('button')).toHaveCount(0);
    await admin.context().close();
    await page.reload();
    await expect(request).toHaveAttribute('data-status', 'Exchange delivered');
    await expect(request.getByRole('listitem')).toHaveCount(7);
    await expect(request.getByRole('button', { name: `Cancel ${label}` })).toHaveCount(0);
  } finally {
    await staff.dispose();
  }
});

test('a damaged item goes back with a photo and a UPI refund, which the shopper reads with its reference', async ({
  page,
  browser,
  signUp,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUp();
  const staff = await staffSession(baseURL!);
  try {
    const { orderId, courierName, productId } = await deliveredShirt(page, staff);
    await page.goto(`/order/${orderId}`);
    await waitForHydration(page);
    const returns = page.getByTestId('order-returns');
    await returns.getByRole('button', { name: 'Return or exchange' }).click();
    const form = page.getByTestId('return-request-form');
    await form.getByLabel('Return for a refund').check();
    await form.getByLabel('Reason').selectOption('damaged');
    await form.getByRole('textbox', { name: 'UPI ID' }).fill('asha.verma@okhdfcbank');
    await form.getByRole('button', { name: 'Ask for a return' }).click();
    await expect(form.getByText('Please add a photo of the damage.')).toBeVisible();

    const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 160, g: 40, b: 40 } } })
      .png()
      .toBuffer();
    await form.locator('input[type="file"]').setInputFiles({ name: 'torn.png', mimeType: 'image/png', buffer: photo });
    await expect(form.getByTestId('return-photos').getByRole('img')).toHaveCount(1);
    await form.getByRole('button', { name: 'Ask for a return' }).click();
    const request = returns.getByTestId('return-request');
    await expect(request).toHaveAttribute('data-status', 'Requested');
    await expect(page.getByText('asha.verma@okhdfcbank')).toHaveCount(0);

    const label = /R-\d+/.exec((await request.textContent()) ?? '')![0];
    const admin = await staffPage(browser, baseURL!, `/admin/returns?q=${label}`);
    const card = admin.getByTestId('admin-return').filter({ hasText: label });
    await expect(card.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expect(card.getByTestId('admin-return-refund')).toHaveText('Refund ₹999.00 to as••••@okhdfcbank');
    // The queue's bulk approve, then the steps.
    await card.getByLabel(`Choose ${label}`).check();
    await admin.getByRole('button', { name: 'Approve chosen' }).click();
    await expect(card).toHaveAttribute('data-status', 'Approved');
    await staffStep(admin, label, 'Pickup scheduled', async (c) => {
      await c.getByLabel('Courier').selectOption(courierName);
      await c.getByLabel('AWB number').fill('PU-9911');
    });
    await staffStep(admin, label, 'Picked up');
    await staffStep(admin, label, 'Received', (c) => c.getByLabel('Damaged').check());
    // The unit came back damaged: the stock screen counts it apart from what may be sold.
    const stock = await admin.context().newPage();
    await stock.goto(`/admin/stock/${productId}`);
    await expect(stock.getByText('Damaged: 1')).toBeVisible();
    await stock.close();
    // To pay it, staff read the UPI ID in full (audited); the queue never shows it otherwise.
    await card.getByRole('button', { name: 'Show refund details' }).click();
    await expect(card.getByTestId('refund-details')).toContainText('asha.verma@okhdfcbank');
    await staffStep(admin, label, 'Refunded', (c) =>
      c.getByLabel('UTR or reference of the refund').fill('UTR998877665544'),
    );
    await expect(card.getByTestId('admin-return-refund')).toHaveText(
      'Refund ₹999.00 to as••••@okhdfcbank · paid, reference UTR998877665544',
    );
    // The refund of an invoiced order's units has its GST credit note, printed like the invoice.
    const creditNoteLink = card.getByRole('link', { name: /^Credit note CN\/\d{2}-\d{2}\/\d{6}$/ });
    const creditNote = (await creditNoteLink.textContent())!.replace('Credit note ', '');
    await admin.goto((await creditNoteLink.getAttribute('href'))!);
    await expect(admin.getByRole('heading', { name: 'Credit Note', exact: true })).toBeVisible();
    await expect(admin.getByText(`Credit Note No. ${creditNote}`)).toBeVisible();
    await expect(admin.getByText(`Return ${label}`)).toBeVisible();
    await expect(admin.getByText('Nine Hundred Ninety Nine Rupees Only')).toBeVisible();
    await admin.context().close();
    await page.reload();
    await expect(request).toHaveAttribute('data-status', 'Refunded');
    await expect(request.getByTestId('return-request-step')).toHaveText(
      'Refunded. ₹999.00 sent to as••••@okhdfcbank, reference UTR998877665544.',
    );
  } finally {
    await staff.dispose();
  }
});
