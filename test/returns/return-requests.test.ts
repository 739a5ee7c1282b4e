/**
 * Return and size exchange requests through the real app (rule:return-requests, ADR 0058): what a shopper may ask and
 * what is refused (and changes nothing), every staff step and the refused ones, stock and its ledger at each step
 * (an exchange's size reserved when asked, the returned unit back as sellable or apart as damaged), refund details
 * masked everywhere and purged once paid, races between staff and between two requests, audit rows and mails.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as orderLoader } from '../../app/routes/order';
import { maskBankAccount, maskUpiId } from '../../domain/shared/return-request-rules';
import { count, makeProduct, orderBody, placeOrder, rows, stockOf } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { runLoader } from '../helpers/loaders';
import { auditOf } from '../helpers/staff-writes';
import { uploadTestImage } from '../helpers/uploads';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
let otherStaff: TestUser;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  otherStaff = await registerTestStaff(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const upi = { method: 'upi', upiId: 'asha.verma@okhdfcbank' };
const bank = {
  method: 'bank',
  accountName: 'Asha Verma',
  accountNumber: '001234567890',
  accountNumberAgain: '001234567890',
  ifsc: 'hdfc0001234',
};

/** A shopper's delivered order of `quantity` units of a new product (sizes M and L unless told otherwise). */
async function deliveredOrder(
  options: { quantity?: number; stock?: number; sizes?: string[]; returnDays?: number; deliveredDaysAgo?: number } = {},
) {
  const shopper = await registerTestUser(ctx.app);
  const product = await makeProduct(ctx, {
    pricePaise: 100_000,
    discount: 10,
    stock: options.stock ?? 10,
    sizes: options.sizes ?? ['M', 'L'],
    ...(options.returnDays === undefined ? {} : { returnDays: options.returnDays }),
  });
  const size = (options.sizes ?? ['M', 'L'])[0];
  const placed = await placeOrder(
    ctx,
    shopper,
    orderBody([{ productId: product.id, quantity: options.quantity ?? 1, ...(size ? { sizes: size } : {}) }]),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data as { _id: string; orderItems: { _id: string }[] };
  // Delivered `deliveredDaysAgo` India days ago (today by default), as the courier flow would have left it.
  await ctx.database.db.execute(
    sql`update orders set status = 'Delivered',
          delivered_at = ((now() at time zone 'Asia/Kolkata')::date - ${options.deliveredDaysAgo ?? 0}::int)::timestamp
            at time zone 'Asia/Kolkata' + interval '10 hours'
        where id = ${order._id}`,
  );
  return { shopper, product, orderId: order._id, lineId: order.orderItems[0]!._id };
}

const ask = (shopper: TestUser, orderId: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers: shopper.headers, payload });
const move = (id: string, payload: Record<string, unknown>, who: TestUser = staff) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/returns/${id}/status`, headers: who.headers, payload });
const detailsPaths = (body: { details?: unknown }) => (body.details as { path: string }[]).map((d) => d.path);

/** The product's stock against the sum of its ledger, and its damaged units. */
async function stockAndLedger(productId: string) {
  const [row] = await rows<{ stock: number; ledger: number; damaged: number }>(
    ctx,
    sql`select p.stock, p.damaged_units as damaged,
          (select coalesce(sum(change), 0)::int from stock_ledger where product_id = p.id) as ledger
        from products p where p.id = ${productId}`,
  );
  return row!;
}
const ledgerReasons = async (productId: string) =>
  (
    await rows<{ reason: string; change: number }>(
      ctx,
      sql`select reason, change from stock_ledger where product_id = ${productId} order by id`,
    )
  ).map((r) => `${r.reason} ${r.change}`);
const mailsTo = async (email: string) =>
  rows<{ subject: string; body_text: string; body_html: string }>(
    ctx,
    sql`select subject, body_text, body_html from mail_outbox where lower(to_address) = ${email.toLowerCase()} order by created_at, id`,
  );

describe('asking for a return', () => {
  it('takes a return with a UPI refund: masked in the answer and the mail, the refund the units’ sale price', async () => {
    const { shopper, orderId, lineId } = await deliveredOrder({ quantity: 2 });
    const response = await ask(shopper, orderId, {
      orderItemId: lineId,
      kind: 'return',
      quantity: 1,
      reason: 'changed-mind',
      refund: upi,
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json().data;
    expect(request).toMatchObject({
      kind: 'return',
      quantity: 1,
      status: 'Requested',
      refund: 900,
      refundMethod: 'upi',
      refundTo: 'as••••@okhdfcbank',
      canCancel: true,
      events: [{ status: 'Requested' }],
    });
    expect(request.label).toMatch(/^R-\d+$/);
    expect(response.body).not.toContain('asha.verma');

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/returns`,
      headers: shopper.headers,
    });
    expect(listed.json().data.map((r: { id: string }) => r.id)).toEqual([request.id]);

    const mails = await mailsTo(shopper.email);
    const mail = mails.find((m) => m.subject.startsWith('We have your return request'))!;
    expect(mail.body_text).toContain('₹900');
    expect(mail.body_text).toContain('as••••@okhdfcbank');
    expect(`${mail.body_text}${mail.body_html}`).not.toContain('asha.verma');
  });

  it('refuses what a shop must refuse, each with its reason, and writes nothing', async () => {
    const { shopper, orderId, lineId, product } = await deliveredOrder({ quantity: 1 });
    const before = await count(ctx, 'return_requests');
    const base = { orderItemId: lineId, kind: 'return', quantity: 1, reason: 'changed-mind', refund: upi };

    expectError(await ask(shopper, orderId, { ...base, quantity: 2 }), 409, 'RETURN_NOT_ALLOWED');
    const damaged = expectError(await ask(shopper, orderId, { ...base, reason: 'damaged' }), 400, 'VALIDATION_ERROR');
    expect(detailsPaths(damaged)).toEqual(['photos']);
    const other = expectError(await ask(shopper, orderId, { ...base, reason: 'other' }), 400, 'VALIDATION_ERROR');
    expect(detailsPaths(other)).toEqual(['reasonNote']);
    const noRefund = expectError(await ask(shopper, orderId, { ...base, refund: undefined }), 400, 'VALIDATION_ERROR');
    expect(detailsPaths(noRefund)).toEqual(['refund']);
    const mismatch = expectError(
      await ask(shopper, orderId, { ...base, refund: { ...bank, accountNumberAgain: '001234567891' } }),
      400,
      'VALIDATION_ERROR',
    );
    expect(mismatch.message).toContain('The two account numbers do not match.');
    expectError(
      await ask(shopper, orderId, { ...base, refund: { ...bank, ifsc: 'HDFC1234' } }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await ask(shopper, orderId, { ...base, refund: { method: 'upi', upiId: 'not a upi' } }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await ask(shopper, orderId, { ...base, photos: ['https://elsewhere.example/x.webp'], reason: 'damaged' }),
      400,
      'VALIDATION_ERROR',
    );
    // Someone else's order is not found, whoever asks.
    const stranger = await registerTestUser(ctx.app);
    expectError(await ask(stranger, orderId, base), 404, 'NOT_FOUND');
    // Signed out: 401.
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, payload: base })).statusCode,
    ).toBe(401);

    expect(await count(ctx, 'return_requests')).toBe(before);
    expect((await stockOf(ctx, product.id)).stock).toBe(9);
  });

  it('refuses an order not delivered, a line not returnable, and a window that closed', async () => {
    const notDelivered = await deliveredOrder();
    await ctx.database.db.execute(sql`update orders set status = 'In Transit' where id = ${notDelivered.orderId}`);
    const body = (lineId: string) => ({
      orderItemId: lineId,
      kind: 'return',
      quantity: 1,
      reason: 'changed-mind',
      refund: upi,
    });
    const transit = expectError(
      await ask(notDelivered.shopper, notDelivered.orderId, body(notDelivered.lineId)),
      409,
      'RETURN_NOT_ALLOWED',
    );
    expect(transit.message).toContain('only a delivered order can be returned');

    const rice = await deliveredOrder({ returnDays: 0, sizes: [] });
    const notReturnable = expectError(
      await ask(rice.shopper, rice.orderId, body(rice.lineId)),
      409,
      'RETURN_NOT_ALLOWED',
    );
    expect(notReturnable.message).toMatch(/is not returnable\.$/);

    // Delivered 8 India days ago with 7 days: the last day was yesterday. 7 days ago: today is the last day.
    const late = await deliveredOrder({ returnDays: 7, deliveredDaysAgo: 8 });
    const closed = expectError(await ask(late.shopper, late.orderId, body(late.lineId)), 409, 'RETURN_NOT_ALLOWED');
    expect(closed.message).toContain('closed on');
    const lastDay = await deliveredOrder({ returnDays: 7, deliveredDaysAgo: 7 });
    expect((await ask(lastDay.shopper, lastDay.orderId, body(lastDay.lineId))).statusCode).toBe(201);
  });

  it('needs a photo for a damaged item, and takes only the shopper’s own uploads', async () => {
    const { shopper, orderId, lineId } = await deliveredOrder();
    const photo = await uploadTestImage(ctx.app, shopper.headers);
    const response = await ask(shopper, orderId, {
      orderItemId: lineId,
      kind: 'return',
      quantity: 1,
      reason: 'damaged',
      reasonNote: 'The seam is torn.',
      photos: [photo],
      refund: bank,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      photos: [photo],
      refundTo: maskBankAccount('001234567890', 'HDFC0001234'),
    });
    expect(response.json().data.refundTo).toBe('A/c ••••7890, HDFC0001234');
  });

  it('lets two requests take the last unit of a line only once', async () => {
    const { shopper, orderId, lineId } = await deliveredOrder({ quantity: 1 });
    const body = { orderItemId: lineId, kind: 'return', quantity: 1, reason: 'changed-mind', refund: upi };
    const answers = await Promise.all([ask(shopper, orderId, body), ask(shopper, orderId, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await count(ctx, 'return_requests', sql`order_id = ${orderId}`)).toBe(1);
  });
});

describe('the order page', () => {
  it('offers each line that may still go back, with the sizes in stock, and lists the requests with their steps', async () => {
    const { shopper, orderId, lineId } = await deliveredOrder({ quantity: 2 });
    const page = () => runLoader(ctx, orderLoader, shopper, `/order/${orderId}`, { id: orderId });
    expect((await page()).choices).toEqual([{ lineId, unitsLeft: 2, size: 'M', exchangeSizes: ['L'] }]);
    await ask(shopper, orderId, {
      orderItemId: lineId,
      kind: 'return',
      quantity: 1,
      reason: 'changed-mind',
      refund: upi,
    });
    const after = await page();
    expect(after.choices).toEqual([{ lineId, unitsLeft: 1, size: 'M', exchangeSizes: ['L'] }]);
    expect(after.returnRequests.map((r) => [r.status, r.events.length, r.refundTo])).toEqual([
      ['Requested', 1, 'as••••@okhdfcbank'],
    ]);
    await ask(shopper, orderId, {
      orderItemId: lineId,
      kind: 'return',
      quantity: 1,
      reason: 'changed-mind',
      refund: upi,
    });
    expect((await page()).choices).toEqual([]);

    // A closed window and an order not delivered offer nothing.
    const late = await deliveredOrder({ returnDays: 7, deliveredDaysAgo: 8 });
    expect(
      (await runLoader(ctx, orderLoader, late.shopper, `/order/${late.orderId}`, { id: late.orderId })).choices,
    ).toEqual([]);
  });
});

describe('a size exchange', () => {
  it('takes the new size from stock when asked, and refuses a size not offered, the same size or no stock', async () => {
    const { shopper, orderId, lineId, product } = await deliveredOrder({ stock: 2 });
    const base = { orderItemId: lineId, kind: 'exchange', quantity: 1, reason: 'wrong-size' };
    expect(
      detailsPaths(expectError(await ask(shopper, orderId, { ...base, exchangeSize: 'XXL' }), 400, 'VALIDATION_ERROR')),
    ).toEqual(['exchangeSize']);
    expect(
      detailsPaths(expectError(await ask(shopper, orderId, { ...base, exchangeSize: 'M' }), 400, 'VALIDATION_ERROR')),
    ).toEqual(['exchangeSize']);
    expect(
      detailsPaths(
        expectError(await ask(shopper, orderId, { ...base, exchangeSize: 'L', refund: upi }), 400, 'VALIDATION_ERROR'),
      ),
    ).toEqual(['refund']);

    // 1 left after the order: the exchange takes it.
    const asked = await ask(shopper, orderId, { ...base, exchangeSize: 'L' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({ kind: 'exchange', exchangeSize: 'L', refund: 0, refundTo: '' });
    expect(await stockAndLedger(product.id)).toEqual({ stock: 0, ledger: 0, damaged: 0 });
    expect(await ledgerReasons(product.id)).toEqual(['opening 2', 'order -1', 'exchange -1']);

    // A second order's exchange finds no stock.
    const second = await deliveredOrder({ stock: 1 });
    await ctx.database.db.execute(sql`update products set stock = 0 where id = ${second.product.id}`);
    const none = expectError(
      await ask(second.shopper, second.orderId, { ...base, orderItemId: second.lineId, exchangeSize: 'L' }),
      409,
      'INSUFFICIENT_STOCK',
    );
    expect(none.message).toBe('Size L is not in stock right now. You can ask for a return instead.');
  });

  it('goes M to L through every step: stock, ledger, timeline, audit and a mail for each', async () => {
    const { shopper, orderId, lineId, product } = await deliveredOrder({ stock: 5 });
    const asked = await ask(shopper, orderId, {
      orderItemId: lineId,
      kind: 'exchange',
      quantity: 1,
      reason: 'wrong-size',
      exchangeSize: 'L',
    });
    const id = asked.json().data.id as string;

    // Steps that need more refuse without it, and a step out of turn is refused.
    expectError(await move(id, { from: 'Requested', to: 'Picked up' }), 409, 'TRANSITION_NOT_ALLOWED');
    expectError(await move(id, { from: 'Requested', to: 'Rejected' }), 400, 'VALIDATION_ERROR');
    expect((await move(id, { from: 'Requested', to: 'Approved' })).statusCode).toBe(200);
    const noAwb = expectError(
      await move(id, { from: 'Approved', to: 'Pickup scheduled', courierName: 'Delhivery' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(detailsPaths(noAwb)).toEqual(['trackingNumber']);
    expectError(
      await move(id, {
        from: 'Approved',
        to: 'Pickup scheduled',
        courierName: 'No Such Courier',
        trackingNumber: 'X1',
      }),
      400,
      'VALIDATION_ERROR',
    );
    const pickup = await move(id, {
      from: 'Approved',
      to: 'Pickup scheduled',
      courierName: 'Delhivery',
      trackingNumber: 'PU-1001',
    });
    expect(pickup.json().data).toMatchObject({
      status: 'Pickup scheduled',
      pickupCourier: 'Delhivery',
      pickupAwb: 'PU-1001',
    });
    expect((await move(id, { from: 'Pickup scheduled', to: 'Picked up' })).statusCode).toBe(200);
    // Picked up: the shopper can no longer cancel.
    expectError(
      await ctx.app.inject({ method: 'POST', url: `/api/returns/${id}/cancel`, headers: shopper.headers }),
      409,
      'RETURN_NOT_ALLOWED',
    );
    expectError(await move(id, { from: 'Picked up', to: 'Received' }), 400, 'VALIDATION_ERROR');
    expect((await move(id, { from: 'Picked up', to: 'Received', checkResult: 'sellable' })).statusCode).toBe(200);
    // An exchange is not refunded.
    expectError(
      await move(id, { from: 'Received', to: 'Refunded', refundReference: 'UTR1' }),
      409,
      'TRANSITION_NOT_ALLOWED',
    );
    expect(
      (
        await move(id, {
          from: 'Received',
          to: 'Exchange shipped',
          courierName: 'Delhivery',
          trackingNumber: 'EX-2002',
        })
      ).statusCode,
    ).toBe(200);
    const delivered = await move(id, { from: 'Exchange shipped', to: 'Exchange delivered' });
    expect(delivered.json().data).toMatchObject({ status: 'Exchange delivered', nextStatuses: [], canCancel: false });

    // Stock: 5, the order took 1, the exchange reserved 1 (L), the M came back sellable: 4, equal to the ledger.
    expect(await stockAndLedger(product.id)).toEqual({ stock: 4, ledger: 4, damaged: 0 });
    expect(await ledgerReasons(product.id)).toEqual(['opening 5', 'order -1', 'exchange -1', 'customer-return 1']);
    // The sale stands: one unit went out for the one that came back.
    expect((await stockOf(ctx, product.id)).unitsSold).toBe(1);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/returns`,
      headers: shopper.headers,
    });
    expect(listed.json().data[0].events.map((e: { status: string }) => e.status)).toEqual([
      'Requested',
      'Approved',
      'Pickup scheduled',
      'Picked up',
      'Received',
      'Exchange shipped',
      'Exchange delivered',
    ]);
    const audits = await auditOf(ctx.database.db, 'return_request', id);
    expect(audits.map((a) => (a.after as { status: string }).status)).toEqual([
      'Approved',
      'Pickup scheduled',
      'Picked up',
      'Received',
      'Exchange shipped',
      'Exchange delivered',
    ]);
    const subjects = (await mailsTo(shopper.email)).map((m) => m.subject).filter((s) => /R-\d+/.test(s));
    expect(subjects).toHaveLength(7);
    expect(subjects.at(-2)).toMatch(/size L has shipped$/);
  });

  it('puts the reserved size back when rejected or cancelled', async () => {
    const rejected = await deliveredOrder({ stock: 3 });
    const body = (lineId: string) => ({
      orderItemId: lineId,
      kind: 'exchange',
      quantity: 1,
      reason: 'wrong-size',
      exchangeSize: 'L',
    });
    const first = (await ask(rejected.shopper, rejected.orderId, body(rejected.lineId))).json().data.id as string;
    expect((await stockOf(ctx, rejected.product.id)).stock).toBe(1);
    const rejection = await move(first, { from: 'Requested', to: 'Rejected', note: 'Worn and washed.' });
    expect(rejection.json().data).toMatchObject({ status: 'Rejected', closingReason: 'Worn and washed.' });
    expect(await stockAndLedger(rejected.product.id)).toEqual({ stock: 2, ledger: 2, damaged: 0 });
    const mail = (await mailsTo(rejected.shopper.email)).at(-1)!;
    expect(mail.body_text).toContain('Reason: Worn and washed.');

    const cancelled = await deliveredOrder({ stock: 3 });
    const second = (await ask(cancelled.shopper, cancelled.orderId, body(cancelled.lineId))).json().data.id as string;
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/returns/${second}/cancel`,
      headers: cancelled.shopper.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'Cancelled', canCancel: false });
    expect(await stockAndLedger(cancelled.product.id)).toEqual({ stock: 2, ledger: 2, damaged: 0 });
    expect(await ledgerReasons(cancelled.product.id)).toEqual([
      'opening 3',
      'order -1',
      'exchange -1',
      'exchange-released 1',
    ]);
    // The units are free again: the shopper may ask once more.
    expect((await ask(cancelled.shopper, cancelled.orderId, body(cancelled.lineId))).statusCode).toBe(201);
    // Another shopper cannot cancel it.
    const stranger = await registerTestUser(ctx.app);
    expectError(
      await ctx.app.inject({ method: 'POST', url: `/api/returns/${second}/cancel`, headers: stranger.headers }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('a damaged return and its refund', () => {
  it('keeps the damaged unit apart, shows the details in full once (audited), and purges them when refunded', async () => {
    const { shopper, orderId, lineId, product } = await deliveredOrder({ stock: 4, quantity: 2 });
    const photo = await uploadTestImage(ctx.app, shopper.headers);
    const asked = await ask(shopper, orderId, {
      orderItemId: lineId,
      kind: 'return',
      quantity: 2,
      reason: 'damaged',
      photos: [photo],
      refund: upi,
    });
    const id = asked.json().data.id as string;
    expect(asked.json().data.refund).toBe(1800);
    for (const step of [
      { from: 'Requested', to: 'Approved' },
      { from: 'Approved', to: 'Pickup scheduled', courierName: 'Delhivery', trackingNumber: 'PU-77' },
      { from: 'Pickup scheduled', to: 'Picked up' },
      { from: 'Picked up', to: 'Received', checkResult: 'damaged' },
    ]) {
      const moved = await move(id, step);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // 4 - 2 sold; both came back damaged: not sellable, counted apart, each in and out of the ledger.
    expect(await stockAndLedger(product.id)).toEqual({ stock: 2, ledger: 2, damaged: 2 });
    expect(await ledgerReasons(product.id)).toEqual(['opening 4', 'order -2', 'customer-return 2', 'damaged -2']);
    expect((await stockOf(ctx, product.id)).unitsSold).toBe(0);

    // The admin answer is masked; the full details come from their own call, audited, for staff only.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/admin/returns/${id}`, headers: staff.headers });
    expect(detail.json().data.refundTo).toBe(maskUpiId(upi.upiId));
    expect(detail.body).not.toContain(upi.upiId);
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/returns/${id}/refund-details`,
        headers: shopper.headers,
      }),
      403,
      'FORBIDDEN',
    );
    const full = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${id}/refund-details`,
      headers: staff.headers,
    });
    expect(full.json().data).toEqual({
      method: 'upi',
      upiId: upi.upiId,
      accountName: null,
      accountNumber: null,
      ifsc: null,
    });
    const read = (await auditOf(ctx.database.db, 'return_request', id)).at(-1);
    expect(read).toMatchObject({ action: 'return.read-refund-details', after: { refundTo: maskUpiId(upi.upiId) } });

    expectError(await move(id, { from: 'Received', to: 'Refunded' }), 400, 'VALIDATION_ERROR');
    const refunded = await move(id, { from: 'Received', to: 'Refunded', refundReference: 'UTR123456789' });
    expect(refunded.json().data).toMatchObject({
      status: 'Refunded',
      refundReference: 'UTR123456789',
      refundTo: 'as••••@okhdfcbank',
    });
    const [stored] = await rows(
      ctx,
      sql`select refund_upi_id, refund_account_number, refund_ifsc, refund_account_name, refunded_at is not null as paid
          from return_requests where id = ${id}`,
    );
    expect(stored).toEqual({
      refund_upi_id: null,
      refund_account_number: null,
      refund_ifsc: null,
      refund_account_name: null,
      paid: true,
    });
    expectError(
      await ctx.app.inject({ method: 'POST', url: `/api/admin/returns/${id}/refund-details`, headers: staff.headers }),
      409,
      'RETURN_NOT_ALLOWED',
    );
    const mail = (await mailsTo(shopper.email)).at(-1)!;
    expect(mail.subject).toMatch(/refund of ₹1,800 sent$/);
    expect(mail.body_text).toContain('UTR123456789');
    // No mail, no audit row holds the UPI ID.
    const leaks = await rows<{ n: number }>(
      ctx,
      sql`select (select count(*) from mail_outbox where body_text like ${`%${upi.upiId}%`} or body_html like ${`%${upi.upiId}%`})
           + (select count(*) from audit_log where after::text like ${`%${upi.upiId}%`}) as n`,
    );
    expect(Number(leaks[0]!.n)).toBe(0);
  });
});

describe('the back office queue', () => {
  it('lets only one of two staff approve the same request; the other gets 409 and nothing is written twice', async () => {
    const { shopper, orderId, lineId } = await deliveredOrder();
    const id = (
      await ask(shopper, orderId, {
        orderItemId: lineId,
        kind: 'return',
        quantity: 1,
        reason: 'changed-mind',
        refund: upi,
      })
    ).json().data.id as string;
    const answers = await Promise.all([
      move(id, { from: 'Requested', to: 'Approved' }, staff),
      move(id, { from: 'Requested', to: 'Rejected', note: 'Outside policy.' }, otherStaff),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('RETURN_STATUS_CHANGED');
    expect(await count(ctx, 'return_request_events', sql`return_request_id = ${id}`)).toBe(2);
    expect(await auditOf(ctx.database.db, 'return_request', id)).toHaveLength(1);
  });

  it('lists by status and search with counts, and approves in bulk, listing what it refused', async () => {
    const a = await deliveredOrder();
    const b = await deliveredOrder();
    const body = (lineId: string) => ({
      orderItemId: lineId,
      kind: 'return',
      quantity: 1,
      reason: 'changed-mind',
      refund: upi,
    });
    const first = (await ask(a.shopper, a.orderId, body(a.lineId))).json().data;
    const second = (await ask(b.shopper, b.orderId, body(b.lineId))).json().data;
    await move(second.id, { from: 'Requested', to: 'Approved' });

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/returns?status=Requested&q=${first.label}`,
      headers: staff.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.returns.map((r: { id: string }) => r.id)).toEqual([first.id]);
    expect(list.json().data.counts.Requested).toBe(1);
    expect(list.json().data.returns[0]).toMatchObject({
      nextStatuses: ['Approved', 'Rejected'],
      refundTo: 'as••••@okhdfcbank',
    });
    expect(list.body).not.toContain(upi.upiId);
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/admin/returns?status=Lost', headers: staff.headers }),
      400,
      'VALIDATION_ERROR',
    );

    const bulk = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/returns/bulk-status',
      headers: staff.headers,
      payload: { ids: [first.id, second.id], to: 'Approved' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toMatchObject({ moved: 1, refused: 1 });
    expect(bulk.json().data.results[1]).toMatchObject({ id: second.id, moved: false, code: 'RETURN_STATUS_CHANGED' });
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/returns/bulk-status',
        headers: staff.headers,
        payload: { ids: [first.id], to: 'Rejected' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    // Shoppers are refused the whole queue.
    expectError(
      await ctx.app.inject({ method: 'GET', url: '/api/admin/returns', headers: a.shopper.headers }),
      403,
      'FORBIDDEN',
    );
  });
});
