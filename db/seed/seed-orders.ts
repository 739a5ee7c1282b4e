/**
 * Historical orders for the back office's reports and benchmarks (`npm run db:seed -- --orders N`,
 * rule:admin-dashboard, rule:courier-cash): N orders spread over the last 90 days in every status, for new
 * shoppers (one per 20 orders), each with its lines, its status history, and for shipped orders a courier,
 * tracking number and shipping and delivery times that agree with the status; most delivered cash orders
 * older than a week are covered by weekly remittances per courier. Rows go in multi-row inserts of a thousand
 * orders, one transaction per chunk.
 *
 * These orders are history, not sales made now: they write no stock ledger rows and do not change any
 * product's stock or units sold (rule:stock-ledger: a product's stock stays the sum of its ledger rows).
 * Invoice numbers are not issued for them (the invoice counter belongs to orders shipped by the shop).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../domain/auth/password';
import { deliveryZoneOf } from '../../domain/delivery/delivery-zone-of';
import { loadDeliveryFacts } from '../../domain/delivery/load-delivery-facts';
import { promiseDays } from '../../domain/delivery/promise-days';
import type { OrderStatus } from '../../domain/shared/order-rules';
import { computeTotals, type ShippingRule } from '../../domain/shared/pricing';
import type { Database } from '../client';
import { vacuumAnalyzeTables } from '../maintenance';
import { queryRows } from '../raw';
import {
  courierRemittances,
  couriers as couriersTable,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  users,
} from '../schema/index';
import { inTransaction } from '../transaction';
import { createRandom, type Random } from './random';

export interface SeedOrdersOptions {
  count: number;
  log: (message: string) => void;
  shipping: ShippingRule;
  now?: Date;
  chunkSize?: number;
}

const day = 86_400_000;

const places = [
  ['Mumbai', '400001', 'Maharashtra'],
  ['Pune', '411001', 'Maharashtra'],
  ['Nagpur', '440001', 'Maharashtra'],
  ['New Delhi', '110001', 'Delhi'],
  ['Dwarka', '110075', 'Delhi'],
  ['Bengaluru', '560001', 'Karnataka'],
  ['Mysuru', '570001', 'Karnataka'],
  ['Chennai', '600001', 'Tamil Nadu'],
  ['Coimbatore', '641001', 'Tamil Nadu'],
  ['Hyderabad', '500001', 'Telangana'],
  ['Kolkata', '700001', 'West Bengal'],
  ['Ahmedabad', '380001', 'Gujarat'],
  ['Surat', '395003', 'Gujarat'],
  ['Jaipur', '302001', 'Rajasthan'],
  ['Lucknow', '226001', 'Uttar Pradesh'],
  ['Kanpur', '208001', 'Uttar Pradesh'],
  ['Patna', '800001', 'Bihar'],
  ['Bhopal', '462001', 'Madhya Pradesh'],
  ['Indore', '452001', 'Madhya Pradesh'],
  ['Kochi', '682001', 'Kerala'],
  ['Thiruvananthapuram', '695001', 'Kerala'],
  ['Chandigarh', '160017', 'Chandigarh'],
  ['Ludhiana', '141001', 'Punjab'],
  ['Guwahati', '781001', 'Assam'],
  ['Bhubaneswar', '751001', 'Odisha'],
  ['Ranchi', '834001', 'Jharkhand'],
  ['Raipur', '492001', 'Chhattisgarh'],
  ['Dehradun', '248001', 'Uttarakhand'],
  ['Visakhapatnam', '530001', 'Andhra Pradesh'],
  ['Goa', '403001', 'Goa'],
] as const;
const firstNames = [
  'Asha',
  'Rahul',
  'Priya',
  'Vikram',
  'Anjali',
  'Arjun',
  'Sneha',
  'Rohan',
  'Kavya',
  'Aditya',
  'Meera',
  'Karan',
  'Divya',
  'Sanjay',
  'Pooja',
  'Imran',
  'Fatima',
  'Harpreet',
  'Lakshmi',
  'Suresh',
];
const lastNames = [
  'Verma',
  'Sharma',
  'Iyer',
  'Reddy',
  'Patel',
  'Singh',
  'Khan',
  'Das',
  'Nair',
  'Gupta',
  'Joshi',
  'Menon',
  'Bose',
  'Kulkarni',
  'Chopra',
  'Yadav',
];
const cancelReasons = [
  'Customer changed their mind',
  'Ordered by mistake',
  'Could not reach the customer',
  'Found cheaper elsewhere',
];
const returnReasons = [
  'Customer refused the parcel',
  'Address not found',
  'Customer unreachable',
  'Door locked on three attempts',
];

interface Line {
  productId: string;
  title: string;
  image: string;
  pricePaise: number;
  discount: number;
  quantity: number;
  hsnCode: string;
  gstRateBp: number;
}

interface Plan {
  id: string;
  userId: string;
  createdAt: Date;
  status: OrderStatus;
  history: { status: OrderStatus; at: Date; note: string }[];
  courierName: string | null;
  trackingNumber: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  closingReason: string;
  remittanceId: string | null;
  lines: Line[];
  fullName: string;
  phone: string;
  place: (typeof places)[number];
}

/** The status an order of this age has reached, and when each step happened (never after `now`). */
function planTimeline(random: Random, createdAt: Date, now: Date) {
  const at = (base: Date, minHours: number, maxHours: number) =>
    new Date(base.getTime() + random.int(minHours * 60, maxHours * 60) * 60_000);
  const history: { status: OrderStatus; at: Date; note: string }[] = [{ status: 'Placed', at: createdAt, note: '' }];
  const roll = random.next();
  const done = (status: OrderStatus, extra: Partial<Plan> = {}) => ({ status, history, ...extra });

  if (roll < 0.08) {
    const cancelledAt = at(createdAt, 1, 20);
    if (cancelledAt > now) return done('Placed');
    const note = random.pick(cancelReasons);
    history.push({ status: 'Cancelled', at: cancelledAt, note });
    return done('Cancelled', { closingReason: note });
  }
  const processingAt = at(createdAt, 2, 24);
  if (processingAt > now) return done('Placed');
  history.push({ status: 'Processing', at: processingAt, note: 'Confirmed on call' });
  const shippedAt = at(processingAt, 4, 36);
  if (shippedAt > now) return done('Processing');
  history.push({ status: 'In Transit', at: shippedAt, note: '' });
  const closedAt = at(shippedAt, 24, 24 * 6);
  if (closedAt > now || roll > 0.97) return done('In Transit', { shippedAt });
  if (roll < 0.2) {
    const note = random.pick(returnReasons);
    history.push({ status: 'Returned', at: closedAt, note });
    return done('Returned', { shippedAt, closingReason: note });
  }
  history.push({ status: 'Delivered', at: closedAt, note: '' });
  return done('Delivered', { shippedAt, deliveredAt: closedAt });
}

export async function seedOrders(db: Database, options: SeedOrdersOptions): Promise<{ orders: number; ms: number }> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const chunkSize = Math.max(1, Math.min(options.chunkSize ?? 1000, 1000));
  const random = createRandom(0x0bde5 + Math.floor(now.getTime() / 1000));

  const catalog = await db
    .select({
      id: products.id,
      title: products.title,
      images: products.images,
      pricePaise: products.pricePaise,
      discount: products.discount,
      hsnCode: products.hsnCode,
      gstRateBp: products.gstRateBp,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .limit(2000);
  if (catalog.length === 0) throw new Error('seed: no products to order; seed the catalog first');
  const courierNames = (
    await db.select({ name: couriersTable.name }).from(couriersTable).where(eq(couriersTable.isActive, true))
  ).map((c) => c.name);
  if (courierNames.length === 0) throw new Error('seed: no active couriers');

  // A staff member to sign the history and the remittances: the first admin, else a new one nobody can sign in as.
  const [admin] = await queryRows<{ id: string }>(
    db,
    sql`select id from users where role = 'admin' order by created_at limit 1`,
  );
  const passwordHash = await hashPassword(randomUUID());
  let staffId = admin?.id;
  if (!staffId) {
    const [created] = await db
      .insert(users)
      .values({
        fullName: 'Seeded Staff',
        email: `seed.staff.${randomUUID().slice(0, 8)}@example.in`,
        role: 'admin',
        passwordHash,
      })
      .returning({ id: users.id });
    staffId = created!.id;
  }

  // Shoppers: one per 20 orders.
  const run = randomUUID().slice(0, 8);
  const shopperCount = Math.max(1, Math.ceil(options.count / 20));
  const shoppers: { id: string; fullName: string; phone: string; email: string }[] = [];
  for (let i = 0; i < shopperCount; i++) {
    const fullName = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
    shoppers.push({
      id: randomUUID(),
      fullName,
      phone: `${random.pick(['9', '8', '7', '6'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
      email: `${fullName.toLowerCase().replace(' ', '.')}.${run}.${i}@example.in`,
    });
  }
  for (let i = 0; i < shoppers.length; i += chunkSize) {
    await db
      .insert(users)
      .values(
        shoppers
          .slice(i, i + chunkSize)
          .map((s) => ({ id: s.id, fullName: s.fullName, email: s.email, phone: s.phone, passwordHash })),
      );
  }
  options.log(`seed: ${shoppers.length} shoppers for the orders`);

  // Plan every order first (oldest first, so order numbers follow time), then the remittances that cover them.
  const plans: Plan[] = [];
  for (let i = 0; i < options.count; i++) {
    const createdAt = new Date(now.getTime() - random.next() * 90 * day);
    const shopper = random.pick(shoppers);
    const timeline = planTimeline(random, createdAt, now);
    const shipped = timeline.shippedAt !== undefined;
    const lineCount = random.chance(0.7) ? 1 : random.int(2, 3);
    const lines = random.sample(catalog, lineCount).map((p) => ({
      productId: p.id,
      title: p.title,
      image: p.images[0] ?? '',
      pricePaise: p.pricePaise,
      discount: p.discount,
      quantity: random.chance(0.8) ? 1 : random.int(2, 3),
      hsnCode: p.hsnCode ?? '',
      gstRateBp: p.gstRateBp ?? 0,
    }));
    plans.push({
      id: randomUUID(),
      userId: shopper.id,
      createdAt,
      status: timeline.status,
      history: timeline.history,
      courierName: shipped ? random.pick(courierNames) : null,
      trackingNumber: shipped ? `${random.int(10, 99)}${String(random.int(0, 999_999_999)).padStart(9, '0')}` : null,
      shippedAt: timeline.shippedAt ?? null,
      deliveredAt: timeline.deliveredAt ?? null,
      closingReason: timeline.closingReason ?? '',
      remittanceId: null,
      lines,
      fullName: shopper.fullName,
      phone: shopper.phone,
      place: random.pick(places),
    });
  }
  plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // rule:courier-cash: cash delivered more than a week ago is mostly remitted, weekly per courier.
  const totals = new Map(plans.map((p) => [p.id, computeTotals(p.lines, options.shipping)]));
  const remittances = new Map<
    string,
    { id: string; courierName: string; remittedOn: string; amountPaise: number; orderCount: number }
  >();
  for (const plan of plans) {
    if (plan.status !== 'Delivered' || !plan.deliveredAt || !plan.courierName) continue;
    if (now.getTime() - plan.deliveredAt.getTime() < 7 * day || random.chance(0.1)) continue;
    const week = Math.floor(plan.deliveredAt.getTime() / (7 * day));
    const remittedAt = new Date(Math.min((week + 1) * 7 * day + 3 * day, now.getTime()));
    const key = `${plan.courierName}|${week}`;
    let remittance = remittances.get(key);
    if (!remittance) {
      remittance = {
        id: randomUUID(),
        courierName: plan.courierName,
        remittedOn: remittedAt.toISOString().slice(0, 10),
        amountPaise: 0,
        orderCount: 0,
      };
      remittances.set(key, remittance);
    }
    remittance.amountPaise += totals.get(plan.id)!.totalPaise;
    remittance.orderCount += 1;
    plan.remittanceId = remittance.id;
  }
  const remittanceRows = [...remittances.values()].map((r, i) => ({
    ...r,
    reference: `UTR${run.toUpperCase()}${String(i + 1).padStart(6, '0')}`,
    note: 'Seeded',
    staffUserId: staffId,
  }));
  for (let i = 0; i < remittanceRows.length; i += chunkSize) {
    await db.insert(courierRemittances).values(remittanceRows.slice(i, i + chunkSize));
  }

  // rule:delivery-promise: each order keeps the promise the shop would have made when it was placed, so the back
  // office shows late parcels in the demo too. One read per place; the dates from each order's own instant.
  const promiseAt = new Map<string, Awaited<ReturnType<typeof loadDeliveryFacts>>>();
  for (const place of places) promiseAt.set(place[1], await loadDeliveryFacts(db, place[1]));
  const promiseOf = (p: (typeof plans)[number]) => {
    const facts = promiseAt.get(p.place[1])!;
    if (!facts.pin) return { promisedBy: null, deliveryZone: null };
    const zone = deliveryZoneOf(facts.pin, facts.warehouse, facts.sameCityKm);
    const rule = facts.zones[zone];
    const days = promiseDays({ ...rule, now: p.createdAt, cutoffHour: facts.cutoffHour, holidays: facts.holidays });
    return { promisedBy: days.deliverBy, deliveryZone: zone };
  };

  let written = 0;
  let nextReport = Math.max(chunkSize, Math.ceil(plans.length / 10));
  for (let i = 0; i < plans.length; i += chunkSize) {
    const chunk = plans.slice(i, i + chunkSize);
    await inTransaction(db, async (tx) => {
      await tx.insert(orders).values(
        chunk.map((p) => {
          const t = totals.get(p.id)!;
          return {
            id: p.id,
            userId: p.userId,
            status: p.status,
            paymentMethod: 'COD' as const,
            fullName: p.fullName,
            phone: p.phone,
            addressLine: `${random.int(1, 300)}, ${random.pick(['MG Road', 'Station Road', 'Gandhi Nagar', 'Nehru Street', 'Main Bazaar'])}`,
            city: p.place[0],
            pincode: p.place[1],
            state: p.place[2],
            email: '',
            courierName: p.courierName,
            trackingNumber: p.trackingNumber,
            shippedAt: p.shippedAt,
            deliveredAt: p.deliveredAt,
            closingReason: p.closingReason,
            remittanceId: p.remittanceId,
            subtotalPaise: t.subtotalPaise,
            savingsPaise: t.savingsPaise,
            shippingPaise: t.shippingPaise,
            totalPaise: t.totalPaise,
            itemCount: t.itemCount,
            ...promiseOf(p),
            createdAt: p.createdAt,
            updatedAt: p.history.at(-1)!.at,
          };
        }),
      );
      await tx.insert(orderItems).values(
        chunk.flatMap((p) =>
          p.lines.map((l) => ({
            orderId: p.id,
            productId: l.productId,
            title: l.title,
            image: l.image,
            unitPricePaise: l.pricePaise,
            discount: l.discount,
            quantity: l.quantity,
            hsnCode: l.hsnCode,
            gstRateBp: l.gstRateBp,
          })),
        ),
      );
      await tx.insert(orderStatusHistory).values(
        chunk.flatMap((p) =>
          p.history.map((h) => ({
            orderId: p.id,
            status: h.status,
            note: h.note,
            staffUserId: h.status === 'Placed' ? null : staffId,
            createdAt: h.at,
          })),
        ),
      );
    });
    written += chunk.length;
    if (written >= nextReport || written === plans.length) {
      options.log(`seed: ${written} / ${plans.length} orders`);
      nextReport += Math.max(chunkSize, Math.ceil(plans.length / 10));
    }
  }
  options.log(`seed: ${remittanceRows.length} remittances cover the older delivered cash`);
  // Fresh statistics for the planner and a fresh visibility map: until (auto)vacuum gets to them, a table that grew
  // by 100,000 rows at once is planned as if it were empty, and index-only scans read the table after all.
  await vacuumAnalyzeTables(db);
  return { orders: written, ms: Date.now() - started };
}
