/**
 * Orders written straight into the database at chosen India days, statuses and couriers, for the report tests
 * (rule:admin-dashboard, rule:courier-cash, rule:rto-rates): each test counts its expected figures by hand
 * from the rows it wrote. Days are India calendar days before today (0 = today, Asia/Kolkata, by the database's
 * clock); `minute` is minutes after that day's midnight in India.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import type { OrderStatus, PaymentMethod } from '../../domain/shared/order-rules';
import type { TestContext } from '../helpers/app';

export interface FixtureOrder {
  userId: string;
  day: number;
  minute?: number;
  status: OrderStatus;
  totalRupees: number;
  lines: { productId: string; quantity: number }[];
  payment?: PaymentMethod;
  courierName?: string;
  pincode?: string;
  /** India day (before today) it shipped and was delivered, for orders that did. */
  shippedDay?: number;
  deliveredDay?: number;
}

const at = (day: number | undefined, minute = 1) =>
  day === undefined
    ? sql`null`
    : sql`((((now() at time zone 'Asia/Kolkata')::date - ${day}::int)::timestamp at time zone 'Asia/Kolkata') + make_interval(mins => ${minute}::int))`;

export async function insertOrder(ctx: TestContext, o: FixtureOrder): Promise<{ id: string; orderNumber: number }> {
  const units = o.lines.reduce((n, l) => n + l.quantity, 0);
  const total = o.totalRupees * 100;
  // One transaction, as the checkout writes them: the rollups count an order's lines when it commits (ADR 0030).
  return inTransaction(ctx.database.db, async (tx) => {
    const [row] = await queryRows<{ id: string; order_number: number }>(
      tx,
      sql`insert into orders (user_id, status, payment_method, full_name, phone, address_line, city, pincode, state,
          subtotal_paise, savings_paise, shipping_paise, total_paise, item_count, created_at, courier_name,
          tracking_number, shipped_at, delivered_at)
        values (${o.userId}, ${o.status}, ${o.payment ?? 'COD'}, 'Asha Verma', '9876543210', '12 MG Road',
          'Bengaluru', ${o.pincode ?? '560001'}, 'Karnataka', ${total}, 0, 0, ${total}, ${units}, ${at(o.day, o.minute)},
          ${o.courierName ?? null}, ${o.courierName ? 'AWB123' : null}, ${at(o.shippedDay, 600)},
          ${at(o.deliveredDay, 720)})
        returning id, order_number`,
    );
    for (const line of o.lines) {
      await tx.execute(
        sql`insert into order_items (order_id, product_id, title, unit_price_paise, discount, quantity)
          values (${row!.id}, ${line.productId}, 'Snapshot title', 10000, 0, ${line.quantity})`,
      );
    }
    return { id: row!.id, orderNumber: row!.order_number };
  });
}
