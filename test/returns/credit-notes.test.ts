/**
 * GST credit notes of refunded returns (rule:gst-credit-note) through the real app: issued with the refund of an
 * invoiced order's units, numbered in their own consecutive series per financial year even when refunds race, the tax
 * split back per line as the invoice charged it (CGST + SGST within Karnataka, IGST across), no shipping, and the
 * invoice referred to; none for an order without an invoice; the printed page.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '../../domain/invoices/issue-invoice-number';
import { makeProduct, orderBody, placeOrder, rows, validAddress } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { expectError } from '../helpers/errors';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let staff: TestUser;
beforeAll(async () => {
  ctx = await startTestApp({
    SHOP_STATE: 'Karnataka',
    SHOP_LEGAL_NAME: 'Asha Retail Private Limited',
    SHOP_ADDRESS: '1 Residency Road, Bengaluru 560025',
    SHOP_GSTIN: '29ABCDE1234F1Z5',
  });
  staff = await registerTestStaff(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: staff.headers, ...(payload ? { payload } : {}) });

/** An order of `quantity` units at ₹1,050 with 5% GST, shipped by staff (so invoiced) and delivered. */
async function invoicedDelivery(quantity: number, address: Record<string, string> = validAddress) {
  const shopper = await registerTestUser(ctx.app);
  const product = await makeProduct(ctx, { pricePaise: 105_000, discount: 0, hsnCode: '6109', gstRateBp: 500 });
  const placed = await placeOrder(
    ctx,
    shopper,
    orderBody([{ productId: product.id, quantity }], { shippingAddress: address }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data as { _id: string; orderItems: { _id: string }[] };
  for (const step of [
    { from: 'Placed', to: 'Processing' },
    { from: 'Processing', to: 'In Transit', courierName: 'Delhivery', trackingNumber: `DL-${order._id.slice(0, 8)}` },
    { from: 'In Transit', to: 'Delivered' },
  ]) {
    const moved = await admin('POST', `/orders/${order._id}/status`, step);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { shopper, orderId: order._id, lineId: order.orderItems[0]!._id };
}

/** A return of `quantity` units, carried by staff to Received; the refund is the caller's. */
async function receivedReturn(delivery: { shopper: TestUser; orderId: string; lineId: string }, quantity: number) {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${delivery.orderId}/returns`,
    headers: delivery.shopper.headers,
    payload: {
      orderItemId: delivery.lineId,
      kind: 'return',
      quantity,
      reason: 'not-as-shown',
      refund: { method: 'upi', upiId: 'asha@okaxis' },
    },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const id = asked.json().data.id as string;
  for (const step of [
    { from: 'Requested', to: 'Approved' },
    { from: 'Approved', to: 'Pickup scheduled', courierName: 'Delhivery', trackingNumber: 'PU-1' },
    { from: 'Pickup scheduled', to: 'Picked up' },
    { from: 'Picked up', to: 'Received', checkResult: 'sellable' },
  ]) {
    const moved = await admin('POST', `/returns/${id}/status`, step);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

describe('credit notes', () => {
  it('numbers the refunds of invoiced orders consecutively in their own series, however many race', async () => {
    const year = financialYearOf(new Date());
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await receivedReturn(await invoicedDelivery(1), 1));
    // Before the refund there is no credit note.
    expectError(await admin('GET', `/returns/${ids[0]}/credit-note`), 409, 'INVOICE_NOT_ISSUED');

    const refunds = await Promise.all(
      ids.map((id, i) =>
        admin('POST', `/returns/${id}/status`, { from: 'Received', to: 'Refunded', refundReference: `UTR${i}` }),
      ),
    );
    expect(refunds.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = refunds.map((r) => r.json().data.creditNoteNumber as string).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((n) => `CN/${year}/${String(n).padStart(6, '0')}`));
    // Their own series: the six orders' invoices took six invoice numbers, and the credit notes none of them.
    const [invoices] = await rows<{ n: number }>(
      ctx,
      sql`select last_number as n from invoice_counters where financial_year = ${year}`,
    );
    expect(invoices!.n).toBe(6);
  });

  it('credits the returned units with the tax split as the invoice charged it, and refers to the invoice', async () => {
    const delivery = await invoicedDelivery(3);
    const id = await receivedReturn(delivery, 2);
    const refunded = await admin('POST', `/returns/${id}/status`, {
      from: 'Received',
      to: 'Refunded',
      refundReference: 'UTR5566',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const note = (await admin('GET', `/returns/${id}/credit-note`)).json().data;
    const invoice = (await admin('GET', `/orders/${delivery.orderId}/invoice`)).json().data;
    expect(note).toMatchObject({
      creditNoteNumber: refunded.json().data.creditNoteNumber,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
      intraState: true,
      placeOfSupply: 'Karnataka',
      returnLabel: refunded.json().data.label,
      lines: [
        {
          kind: 'goods',
          hsnCode: '6109',
          quantity: 2,
          unitPrice: 1050,
          total: 2100,
          taxRate: 5,
          taxableValue: 2000,
          cgst: 50,
          sgst: 50,
          igst: 0,
        },
      ],
      totals: { taxableValue: 2000, cgst: 50, sgst: 50, igst: 0, tax: 100, total: 2100 },
      amountInWords: 'Two Thousand One Hundred Rupees Only',
    });
    // The refund is what the credit note credits.
    expect(refunded.json().data.refund).toBe(note.totals.total);
  });

  it('credits IGST to a shopper in another state', async () => {
    const delivery = await invoicedDelivery(1, {
      ...validAddress,
      city: 'Pune',
      pincode: '411001',
      state: 'Maharashtra',
    });
    const id = await receivedReturn(delivery, 1);
    await admin('POST', `/returns/${id}/status`, { from: 'Received', to: 'Refunded', refundReference: 'UTR1' });
    const note = (await admin('GET', `/returns/${id}/credit-note`)).json().data;
    expect(note.totals).toEqual({ taxableValue: 1000, cgst: 0, sgst: 0, igst: 50, tax: 50, total: 1050 });
  });

  it('issues none for an order that never had an invoice', async () => {
    const shopper = await registerTestUser(ctx.app);
    const product = await makeProduct(ctx, { pricePaise: 105_000, discount: 0, sizes: [] });
    const placed = await placeOrder(ctx, shopper, orderBody([{ productId: product.id, quantity: 1 }]));
    const order = placed.json().data as { _id: string; orderItems: { _id: string }[] };
    // Delivered before the shop issued invoices: no invoice number.
    await ctx.database.db.execute(
      sql`update orders set status = 'Delivered', delivered_at = now() where id = ${order._id}`,
    );
    const id = await receivedReturn({ shopper, orderId: order._id, lineId: order.orderItems[0]!._id }, 1);
    const refunded = await admin('POST', `/returns/${id}/status`, {
      from: 'Received',
      to: 'Refunded',
      refundReference: 'UTR2',
    });
    expect(refunded.json().data.creditNoteNumber).toBeNull();
    expectError(await admin('GET', `/returns/${id}/credit-note`), 409, 'INVOICE_NOT_ISSUED');
  });
});
