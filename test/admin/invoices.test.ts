/**
 * GST tax invoices and packing slips (rule:gst-invoice, rule:packing-slip) through the real app: an order is
 * shipped by a staff member (POST /api/admin/orders/:id/status), then its invoice and slip are read as the
 * mobile app reads them. The shop is registered in Karnataka, so a Karnataka order is charged CGST + SGST and
 * a Maharashtra order IGST. Figures below are computed by hand: taxable = total × 100 / (100 + rate), half up.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildInvoices } from '../../domain/invoices/build-invoices';
import { buildPackingSlips } from '../../domain/invoices/build-packing-slips';
import { financialYearOf } from '../../domain/invoices/issue-invoice-number';
import { printQuerySchema } from '../../domain/schemas/admin-invoices';
import { count, makeProduct, orderBody, placeOrder, rows, validAddress } from '../cart/fixtures';
import { startTestApp, type TestContext } from '../helpers/app';
import { registerTestStaff, registerTestUser, type TestUser } from '../helpers/users';
import { moveOrder } from '../helpers/order-moves';

let ctx: TestContext;
let staff: TestUser;
let shopper: TestUser;
let fivePercent: string;
let eighteenPercent: string;
let zeroPercent: string;

beforeAll(async () => {
  ctx = await startTestApp({
    SHOP_STATE: 'Karnataka',
    SHOP_LEGAL_NAME: 'Asha Retail Private Limited',
    SHOP_ADDRESS: '1 Residency Road, Bengaluru 560025',
    SHOP_GSTIN: '29ABCDE1234F1Z5',
  });
  staff = await registerTestStaff(ctx.app, ctx.database.db);
  shopper = await registerTestUser(ctx.app);
  fivePercent = (await makeProduct(ctx, { pricePaise: 105_000, discount: 0, hsnCode: '6109', gstRateBp: 500 })).id;
  eighteenPercent = (await makeProduct(ctx, { pricePaise: 99_900, discount: 0, hsnCode: '8517', gstRateBp: 1800 })).id;
  zeroPercent = (await makeProduct(ctx, { pricePaise: 20_000, discount: 0, hsnCode: '4901', gstRateBp: 0 })).id;
});
afterAll(async () => {
  await ctx.close();
});

const maharashtra = { ...validAddress, city: 'Mumbai', pincode: '400001', state: 'Maharashtra' };

async function place(items: { productId: string; quantity: number }[], address = validAddress) {
  const response = await placeOrder(ctx, shopper, orderBody(items, { shippingAddress: address }));
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string; orderNumber: number };
}

async function ship(id: string, trackingNumber = `DLV${Math.floor(Math.random() * 1e9)}`, courierName = 'Delhivery') {
  await moveOrder(ctx.app, staff, id, 'Placed', 'Processing');
  const shipped = await moveOrder(ctx.app, staff, id, 'Processing', 'In Transit', { courierName, trackingNumber });
  return shipped.json().data as { invoiceNumber: string };
}

const getInvoice = (id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/invoice`, headers: staff.headers });

describe('GET /api/admin/orders/:id/invoice (rule:gst-invoice)', () => {
  it('charges CGST + SGST, half each, when the order ships within the seller’s state', async () => {
    const order = await place([
      { productId: fivePercent, quantity: 1 },
      { productId: zeroPercent, quantity: 1 },
    ]);
    const { invoiceNumber } = await ship(order._id);

    const response = await getInvoice(order._id);
    expect(response.statusCode).toBe(200);
    const invoice = response.json().data;
    expect(invoice.invoiceNumber).toBe(invoiceNumber);
    expect(invoice.invoiceNumber).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice.invoiceNumber.length).toBeLessThanOrEqual(16);
    expect(invoice.invoiceNumber.split('/')[1]).toBe(financialYearOf(new Date(invoice.invoiceDate)));
    expect(invoice.seller).toEqual({
      legalName: 'Asha Retail Private Limited',
      address: '1 Residency Road, Bengaluru 560025',
      gstin: '29ABCDE1234F1Z5',
      state: 'Karnataka',
    });
    expect(invoice.buyer).toMatchObject({ name: 'Asha Verma', state: 'Karnataka', pincode: '560001' });
    expect(invoice.placeOfSupply).toBe('Karnataka');
    expect(invoice.intraState).toBe(true);
    // ₹1,050 at 5%: taxable 1,000, tax 50 = CGST 25 + SGST 25. ₹200 at 0%: no tax. Over ₹500: no shipping.
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        kind: 'goods',
        hsnCode: '6109',
        quantity: 1,
        unitPrice: 1050,
        total: 1050,
        taxRate: 5,
        taxableValue: 1000,
        cgst: 25,
        sgst: 25,
        igst: 0,
      }),
      expect.objectContaining({
        kind: 'goods',
        hsnCode: '4901',
        total: 200,
        taxRate: 0,
        taxableValue: 200,
        cgst: 0,
        sgst: 0,
        igst: 0,
      }),
    ]);
    expect(invoice.totals).toEqual({ taxableValue: 1200, cgst: 25, sgst: 25, igst: 0, tax: 50, total: 1250 });
    expect(invoice.amountInWords).toBe('One Thousand Two Hundred Fifty Rupees Only');
  });

  it('compares states ignoring case and spaces', async () => {
    const order = await place([{ productId: fivePercent, quantity: 1 }], { ...validAddress, state: 'KARNA TAKA' });
    await ship(order._id);
    const invoice = (await getInvoice(order._id)).json().data;
    expect(invoice.placeOfSupply).toBe('KARNA TAKA');
    expect(invoice.intraState).toBe(true);
    expect(invoice.totals).toMatchObject({ cgst: 25, sgst: 25, igst: 0 });
  });

  it('charges IGST when the order ships to another state, rounding the taxable value half up', async () => {
    const order = await place([{ productId: eighteenPercent, quantity: 1 }], maharashtra);
    await ship(order._id);
    const invoice = (await getInvoice(order._id)).json().data;
    expect(invoice.intraState).toBe(false);
    expect(invoice.placeOfSupply).toBe('Maharashtra');
    // ₹999 at 18%: 999 × 100 / 118 = 846.6101… → 846.61; IGST 999 − 846.61 = 152.39.
    expect(invoice.lines).toEqual([
      expect.objectContaining({ total: 999, taxRate: 18, taxableValue: 846.61, cgst: 0, sgst: 0, igst: 152.39 }),
    ]);
    expect(invoice.totals).toEqual({ taxableValue: 846.61, cgst: 0, sgst: 0, igst: 152.39, tax: 152.39, total: 999 });
    expect(invoice.amountInWords).toBe('Nine Hundred Ninety Nine Rupees Only');
  });

  it('puts shipping on its own line under SAC 996812 at 18%', async () => {
    const order = await place([{ productId: zeroPercent, quantity: 1 }]);
    await ship(order._id);
    const invoice = (await getInvoice(order._id)).json().data;
    // ₹99 at 18%: 99 × 100 / 118 = 83.898… → 83.90; tax 15.10 = CGST 7.55 + SGST 7.55.
    expect(invoice.lines[1]).toEqual({
      kind: 'shipping',
      description: 'Shipping charges',
      options: [],
      hsnCode: '996812',
      quantity: 1,
      unitPrice: 99,
      total: 99,
      taxRate: 18,
      taxableValue: 83.9,
      cgst: 7.55,
      sgst: 7.55,
      igst: 0,
    });
    expect(invoice.totals).toEqual({ taxableValue: 283.9, cgst: 7.55, sgst: 7.55, igst: 0, tax: 15.1, total: 299 });
    const [stored] = await rows<{ total_paise: number }>(
      ctx,
      sql`select total_paise from orders where id = ${order._id}`,
    );
    expect(Number(stored!.total_paise)).toBe(29_900);
  });

  it('numbers two shipments consecutively and keeps the number on every read and later move', async () => {
    const first = await place([{ productId: fivePercent, quantity: 1 }]);
    const second = await place([{ productId: fivePercent, quantity: 1 }]);
    const a = (await ship(first._id)).invoiceNumber;
    const b = (await ship(second._id)).invoiceNumber;
    const serial = (n: string) => Number(n.split('/')[2]);
    expect(serial(b)).toBe(serial(a) + 1);
    expect(b.split('/').slice(0, 2)).toEqual(a.split('/').slice(0, 2));

    expect((await getInvoice(first._id)).json().data.invoiceNumber).toBe(a);
    await moveOrder(ctx.app, staff, first._id, 'In Transit', 'Delivered');
    expect((await getInvoice(first._id)).json().data.invoiceNumber).toBe(a);
    const [stored] = await rows<{ invoice_number: string }>(
      ctx,
      sql`select invoice_number from orders where id = ${first._id}`,
    );
    expect(stored!.invoice_number).toBe(a);
  });

  it('has no invoice before the order ships (409) and changes nothing by reading', async () => {
    const order = await place([{ productId: fivePercent, quantity: 1 }]);
    const audits = await count(ctx, 'audit_log');
    const counters = await rows(ctx, sql`select * from invoice_counters order by financial_year`);

    const placed = await getInvoice(order._id);
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toEqual({
      success: false,
      code: 'INVOICE_NOT_ISSUED',
      message: 'The invoice is issued when the order ships.',
    });
    await moveOrder(ctx.app, staff, order._id, 'Placed', 'Processing');
    expect((await getInvoice(order._id)).statusCode).toBe(409);

    expect(await count(ctx, 'audit_log')).toBe(audits + 1); // the move to Processing only
    expect(await rows(ctx, sql`select * from invoice_counters order by financial_year`)).toEqual(counters);
    const [stored] = await rows<{ invoice_number: string | null }>(
      ctx,
      sql`select invoice_number from orders where id = ${order._id}`,
    );
    expect(stored!.invoice_number).toBeNull();
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const unknown = await getInvoice('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const malformed = await getInvoice('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false });
  });

  it('writes an audit row for the shipment that issued the number', async () => {
    const order = await place([{ productId: fivePercent, quantity: 1 }]);
    const { invoiceNumber } = await ship(order._id);
    const [audit] = await rows<{ actor_user_id: string; after: { invoiceNumber?: string } }>(
      ctx,
      sql`select actor_user_id, after from audit_log
          where entity_id = ${order._id} and after->>'status' = 'In Transit'`,
    );
    expect(audit).toMatchObject({ actor_user_id: staff.id, after: { invoiceNumber } });
  });
});

describe('GET /api/admin/orders/:id/packing-slip (rule:packing-slip)', () => {
  it('shows where to, the courier, the items without prices and the cash to collect', async () => {
    const order = await place([
      { productId: fivePercent, quantity: 2 },
      { productId: zeroPercent, quantity: 1 },
    ]);
    const before = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}/packing-slip`,
      headers: staff.headers,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ courierName: null, trackingNumber: null });

    await ship(order._id, 'DLV1234567');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}/packing-slip`,
      headers: staff.headers,
    });
    const slip = response.json().data;
    expect(slip).toMatchObject({
      orderNumber: order.orderNumber,
      shipTo: { name: 'Asha Verma', phone: '9876543210', pincode: '560001', state: 'Karnataka' },
      courierName: 'Delhivery',
      trackingNumber: 'DLV1234567',
      itemCount: 3,
      paymentMethod: 'COD',
      total: 2300,
      collectInCash: 2300,
    });
    expect(slip.items).toHaveLength(2);
    for (const item of slip.items) expect(Object.keys(item).sort()).toEqual(['description', 'options', 'quantity']);
    expect(slip.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
  });
});

describe('printing many at once (/admin/print, rule:packing-slip)', () => {
  it('sorts by courier then order number, and names the orders that have no invoice yet', async () => {
    const delhivery = await place([{ productId: zeroPercent, quantity: 1 }]);
    const notShipped = await place([{ productId: zeroPercent, quantity: 1 }]);
    const blueDart = await place([{ productId: zeroPercent, quantity: 1 }]);
    const alsoDelhivery = await place([{ productId: zeroPercent, quantity: 1 }]);
    await ship(alsoDelhivery._id);
    await ship(delhivery._id);
    await ship(blueDart._id, 'BD123', 'Blue Dart');
    const ids = [notShipped._id, alsoDelhivery._id, delhivery._id, blueDart._id, randomUUID()];

    const slips = await buildPackingSlips(ctx.database.db, ids);
    expect(slips.map((slip) => slip.orderNumber)).toEqual([
      blueDart.orderNumber,
      delhivery.orderNumber,
      alsoDelhivery.orderNumber,
      notShipped.orderNumber,
    ]);
    const batch = await buildInvoices(ctx.database.db, ids, ctx.app.settings.seller);
    expect(batch.invoices.map((invoice) => invoice.orderNumber)).toEqual([
      blueDart.orderNumber,
      delhivery.orderNumber,
      alsoDelhivery.orderNumber,
    ]);
    expect(batch.notInvoiced).toEqual([notShipped.orderNumber]);
  });

  it('takes 1 to 100 valid order ids, each once, and invoices or slips only', () => {
    const id = randomUUID();
    expect(printQuerySchema.parse({ kind: 'slip', ids: `${id}, ${id},` })).toEqual({ kind: 'slip', ids: [id] });
    const hundred = Array.from({ length: 100 }, () => randomUUID());
    expect(printQuerySchema.safeParse({ kind: 'invoice', ids: hundred.join(',') }).success).toBe(true);
    const tooMany = printQuerySchema.safeParse({ kind: 'invoice', ids: [...hundred, id].join(',') });
    expect(tooMany.error?.issues[0]?.message).toBe('Please print at most 100 orders at once.');
    expect(printQuerySchema.safeParse({ kind: 'invoice', ids: 'abc' }).error?.issues[0]?.message).toBe(
      'An order id is not valid.',
    );
    expect(printQuerySchema.safeParse({ kind: 'label', ids: id }).success).toBe(false);
    expect(printQuerySchema.safeParse({ kind: 'slip', ids: ' , ' }).success).toBe(false);
  });
});
