import { and, isNotNull, notInArray, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { finalStatuses } from '../shared/order-transitions';

/**
 * An order is late (rule:delivery-promise) when it is still on its way (not Delivered, Cancelled or Returned) and
 * India's today, by the database's clock, is past the day it was promised by. Orders placed before the shop made
 * promises have none and are never late. SQL, so the order list and the order page read it with the order.
 */
export const lateOrderCondition = and(
  isNotNull(orders.promisedBy),
  notInArray(orders.status, [...finalStatuses]),
  sql`${orders.promisedBy} < (select (now() at time zone 'Asia/Kolkata')::date)`,
)!;
