import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  cartItems,
  categories,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  type Product,
} from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { matchCartLine } from '../cart/match-cart-line';
import { loadOrderDelivery, promiseForOrder } from '../delivery/check-order-delivery';
import { resolveLineOptions, type LineOptions } from '../cart/resolve-line-options';
import { AppError } from '../errors';
import { refreshVerifiedPurchases } from '../reviews/refresh-verified-purchases';
import type { PlaceOrderInput } from '../schemas/orders';
import { formatRupeesPaiseIfAny } from '../shared/money';
import type { ShopSettings } from '../shared/ports';
import { computeTotals, rupeesToPaise, toRupees, type ShippingRule } from '../shared/pricing';
import { effectiveReturnDays } from '../shared/return-rules';
import type { Order } from '../views/orders';
import { recordStockMovements, type StockMovement } from '../stock/record-stock-movements';
import { checkOpenCodOrders } from './check-open-cod-orders';
import { loadOrderViews } from './load-order-views';

/** What placing an order needs of the shop's settings: the shipping rule and the COD limits (ADR 0021). */
export type OrderRules = ShippingRule &
  Pick<ShopSettings, 'maxUnitsPerProduct' | 'maxOpenCodOrders' | 'maxCodOrderRupees'>;

export interface PlaceOrderHooks {
  /** Runs first inside the order's transaction (the idempotency key's liveness lock). */
  onBegin?: (tx: Tx) => Promise<void>;
  /** Runs inside the order's transaction after it is written (the idempotency record commits with the order). */
  onPlaced?: (tx: Tx, order: Order) => Promise<void>;
}

interface MergedLine {
  productId: string;
  options: LineOptions;
  quantity: number;
}

function shortfall(title: string, productId: string, available: number, listed: boolean): AppError {
  if (!listed || available <= 0) {
    const message = listed
      ? `${title} is out of stock. Please remove it from your order.`
      : `${title} is no longer available. Please remove it from your order.`;
    return new AppError('INSUFFICIENT_STOCK', message, { productId, available: 0 });
  }
  return new AppError('INSUFFICIENT_STOCK', `Only ${available} left of ${title}. Please reduce the quantity.`, {
    productId,
    available,
  });
}

/** What a line takes from its category when the product has nothing of its own: GST and the return window. */
type CategoryDefaults = Map<string, { hsnCode: string; gstRateBp: number; returnDays: number }>;

async function loadCategoryDefaults(tx: Tx, categoryIds: string[]): Promise<CategoryDefaults> {
  if (categoryIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: categories.id,
      hsnCode: categories.hsnCode,
      gstRateBp: categories.gstRateBp,
      returnDays: categories.returnDays,
    })
    .from(categories)
    .where(inArray(categories.id, categoryIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What a line is sold under, kept on it so later catalog edits change no order: the GST (rule:gst-invoice) and the
 * return window (rule:return-window), each the product's own, else its category's.
 */
function lineTerms(
  product: Product,
  byCategory: CategoryDefaults,
): { hsnCode: string; gstRateBp: number; returnDays: number } {
  const category = byCategory.get(product.categoryId);
  return {
    hsnCode: product.hsnCode ?? category?.hsnCode ?? '',
    gstRateBp: product.gstRateBp ?? category?.gstRateBp ?? 0,
    returnDays: effectiveReturnDays(product.returnDays, category?.returnDays ?? 0),
  };
}

/**
 * Places a cash-on-delivery order (rule:order-api orders/place) in one transaction: every price,
 * discount, shipping fee and total comes from the database, never from the client
 * (rule:server-prices-orders); stock is taken atomically and never goes below zero, even when shoppers
 * check out at the same moment (rule:no-overselling); the order, its lines (a snapshot of what was
 * bought), its first status and the removal of the ordered lines from the cart are written
 * together or not at all. A serialization failure or deadlock reruns the whole of it.
 * Because cash on delivery costs nothing up front, an order is also bounded (ADR 0021): units of one
 * product (rule:quantity-limits), orders still waiting for confirmation per account and per phone
 * (rule:open-cod-orders) and the order's total (rule:cod-order-ceiling).
 */
export async function placeOrder(
  db: Database,
  userId: string,
  input: PlaceOrderInput,
  rule: OrderRules,
  hooks: PlaceOrderHooks = {},
): Promise<Order> {
  // rule:cash-on-delivery: payment methods are allow-listed; Online stays refused until it exists.
  if (input.paymentMethod !== 'COD') {
    throw new AppError('UNPROCESSABLE', 'Online payment is not available yet. Please choose Cash on Delivery.');
  }

  return inTransaction(db, async (tx) => {
    await hooks.onBegin?.(tx);
    const productIds = [...new Set(input.orderItems.map((item) => item.productId))];
    const found = await tx.select().from(products).where(inArray(products.id, productIds));
    const byId = new Map(found.map((p) => [p.id, p]));
    const categoryDefaults = await loadCategoryDefaults(tx, [...new Set(found.map((p) => p.categoryId))]);

    // The same product with the same options twice in one request is one line, as in the cart.
    const merged = new Map<string, MergedLine>();
    for (const item of input.orderItems) {
      const product = byId.get(item.productId);
      if (!product) {
        throw new AppError(
          'NOT_FOUND',
          'A product in your order was not found. Please refresh your cart and try again.',
          {
            productId: item.productId,
          },
        );
      }
      const options = resolveLineOptions(product, item);
      const key = JSON.stringify([
        product.id,
        options.colors,
        options.sizes,
        options.specs,
        options.weight,
        options.rams,
        options.material,
      ]);
      const line = merged.get(key);
      if (line) line.quantity += item.quantity;
      else merged.set(key, { productId: product.id, options, quantity: item.quantity });
    }

    // Take stock product by product in id order, so two orders for the same products lock
    // them in the same order and cannot deadlock. The condition `stock >= q` is checked
    // against the latest committed row, so concurrent orders can never oversell.
    const perProduct = new Map<string, number>();
    for (const line of merged.values())
      perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
    // rule:quantity-limits: units of one product are summed over its lines (sizes, colours).
    for (const [productId, quantity] of perProduct) {
      if (quantity > rule.maxUnitsPerProduct) {
        throw new AppError(
          'QUANTITY_LIMIT',
          `You can order at most ${rule.maxUnitsPerProduct} of ${byId.get(productId)!.title} in one order. Please reduce the quantity.`,
          { productId, maxUnitsPerProduct: rule.maxUnitsPerProduct },
        );
      }
    }

    // rule:open-cod-orders, before any product row is locked (so the locks keep one order).
    await checkOpenCodOrders(tx, userId, input.shippingAddress.phone, rule.maxOpenCodOrders);
    // rule:delivery-promise: a PIN the shop does not deliver to is refused before stock is taken.
    const delivery = await loadOrderDelivery(tx, input.shippingAddress.pincode);

    const priced = new Map<string, { title: string; image: string; pricePaise: number; discount: number }>();
    const movements: StockMovement[] = [];
    for (const productId of [...perProduct.keys()].sort()) {
      const quantity = perProduct.get(productId)!;
      const [taken] = await tx
        .update(products)
        .set({
          stock: sql`${products.stock} - ${quantity}`,
          unitsSold: sql`${products.unitsSold} + ${quantity}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(products.id, productId), gte(products.stock, quantity), eq(products.isListed, true)))
        .returning({
          stock: products.stock,
          title: products.title,
          images: products.images,
          pricePaise: products.pricePaise,
          discount: products.discount,
        });
      if (!taken) {
        const [current] = await tx
          .select({ title: products.title, stock: products.stock, listed: products.isListed })
          .from(products)
          .where(eq(products.id, productId));
        throw shortfall(current?.title ?? 'A product', productId, current?.stock ?? 0, current?.listed ?? false);
      }
      movements.push({ productId, change: -quantity, reason: 'order', stockAfter: taken.stock });
      // Prices come from the row just locked, so the order is priced as the stock was taken.
      priced.set(productId, {
        title: taken.title,
        image: taken.images[0] ?? '',
        pricePaise: taken.pricePaise,
        discount: taken.discount,
      });
    }

    const lines = [...merged.values()].map((line) => ({ ...line, ...priced.get(line.productId)! }));
    const totals = computeTotals(lines, rule);
    // rule:cod-order-ceiling: refused before anything is written; the stock taken above rolls back.
    if (totals.totalPaise > rupeesToPaise(rule.maxCodOrderRupees)) {
      const total = toRupees(totals.totalPaise);
      throw new AppError(
        'ORDER_TOO_LARGE',
        `Cash on delivery is available for orders up to ${formatRupeesPaiseIfAny(rule.maxCodOrderRupees)}. This order comes to ${formatRupeesPaiseIfAny(total)}. Please remove some items and try again.`,
        { maxCodOrderRupees: rule.maxCodOrderRupees, totalAmount: total },
      );
    }

    // rule:cod-by-pin, rule:cod-by-zone: cash on delivery must be possible at this PIN for this total.
    const promise = promiseForOrder(delivery, totals.totalPaise, input.paymentMethod);

    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        status: 'Placed',
        paymentMethod: input.paymentMethod,
        ...input.shippingAddress,
        email: input.email ?? '',
        subtotalPaise: totals.subtotalPaise,
        savingsPaise: totals.savingsPaise,
        shippingPaise: totals.shippingPaise,
        totalPaise: totals.totalPaise,
        itemCount: totals.itemCount,
        ...promise,
      })
      .returning();
    if (!order) throw new AppError('INTERNAL', 'Could not place the order');

    // Ascending ids in the shopper's order, so reading lines by id keeps that order.
    const lineIds = lines.map(() => randomUUID()).sort();
    await tx.insert(orderItems).values(
      lines.map((line, index) => ({
        id: lineIds[index]!,
        orderId: order.id,
        productId: line.productId,
        title: line.title,
        image: line.image,
        unitPricePaise: line.pricePaise,
        discount: line.discount,
        quantity: line.quantity,
        colors: line.options.colors,
        sizes: line.options.sizes,
        specs: line.options.specs,
        weight: line.options.weight,
        rams: line.options.rams,
        material: line.options.material,
        ...lineTerms(byId.get(line.productId)!, categoryDefaults),
      })),
    );
    await recordStockMovements(
      tx,
      movements.map((m) => ({ ...m, orderId: order.id })),
    );
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'Placed', note: 'Order placed' });
    await refreshVerifiedPurchases(tx, userId, [...perProduct.keys()]);

    // A cart checkout empties the cart; a Buy Now of one product leaves the other lines alone.
    await tx
      .delete(cartItems)
      .where(
        and(eq(cartItems.userId, userId), or(...lines.map((line) => matchCartLine(line.productId, line.options)))),
      );

    const [view] = await loadOrderViews(tx, [order]);
    await hooks.onPlaced?.(tx, view!);
    return view!;
  });
}
