import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, products } from '../../db/schema/index';
import { AppError } from '../errors';
import { isIndianPin, malformedPinMessage, unknownPinMessage } from '../shared/delivery-rules';
import type { ShopSettings } from '../shared/ports';
import { computeTotals, type ShippingRule } from '../shared/pricing';
import type { DeliveryPromise } from '../views/delivery';
import { decideDelivery } from './decide-delivery';
import { loadDeliveryFacts } from './load-delivery-facts';

export type DeliveryRules = ShippingRule & Pick<ShopSettings, 'maxCodOrderRupees'>;

/** What the promise is for: a product (and how many), else the signed-in shopper's cart, else nothing. */
export interface DeliveryFor {
  productId?: string;
  quantity?: number;
  userId?: string;
}

/**
 * The order value cash on delivery is judged for (rule:cod-order-ceiling): the product's units at today's price with
 * shipping, or the shopper's cart's total, priced as an order would be (rule:order-totals). Null when neither: a
 * guest on a page without a product.
 */
async function orderValuePaise(db: DbOrTx, target: DeliveryFor, rule: ShippingRule): Promise<number | null> {
  if (target.productId) {
    const [product] = await db
      .select({ pricePaise: products.pricePaise, discount: products.discount })
      .from(products)
      .where(and(eq(products.id, target.productId), eq(products.isListed, true)));
    if (!product) throw new AppError('NOT_FOUND', 'This product is no longer available.');
    return computeTotals([{ ...product, quantity: target.quantity ?? 1 }], rule).totalPaise;
  }
  if (!target.userId) return null;
  const lines = await db
    .select({ pricePaise: products.pricePaise, discount: products.discount, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, target.userId), sql`${products.isListed}`));
  return lines.length === 0 ? null : computeTotals(lines, rule).totalPaise;
}

/**
 * GET /api/delivery/{pin} (rule:delivery-promise): where the PIN is, whether the shop delivers there, whether cash
 * on delivery is possible for this product or cart, and the days and last day of the promise. Text that is not shaped
 * like a PIN is a 400, and a PIN India Post does not have a 404, each with a sentence a shopper understands.
 */
export async function getDeliveryPromise(
  db: DbOrTx,
  pin: string,
  target: DeliveryFor,
  rules: DeliveryRules,
): Promise<DeliveryPromise> {
  if (!isIndianPin(pin)) throw new AppError('INVALID_PINCODE', malformedPinMessage, { pincode: pin });
  const [facts, value] = await Promise.all([loadDeliveryFacts(db, pin), orderValuePaise(db, target, rules)]);
  if (!facts.pin) throw new AppError('NOT_FOUND', unknownPinMessage(pin), { pincode: pin });
  return decideDelivery(facts, { orderValuePaise: value, maxCodOrderRupees: rules.maxCodOrderRupees });
}
