import { asc, eq } from 'drizzle-orm';
import { ownedBy, type CartOwner } from './cart-owner';
import type { DbOrTx } from '../../db/client';
import { cartItems, products, type Product } from '../../db/schema/index';
import { identityOptionsOf } from '../shared/line-options';
import { computeTotals, salePricePaise, toRupees, totalsInRupees, type ShippingRule } from '../shared/pricing';
import type { Cart } from '../views/cart';

/**
 * The shopper's (or the guest's) cart as the API and the cart drawer show it (rule:cart-api GET cart):
 * lines oldest first, so a line keeps its place when its quantity changes; prices in
 * rupees; totals from the one pricing module (rule:free-shipping, rule:order-totals).
 *
 * `count` is the number of lines (the header badge counts distinct items, rule:site-header, as
 * clients of the published contract do with items.length); `summary.itemCount` is the number of units.
 */
export async function getCart(db: DbOrTx, owner: CartOwner, rule: ShippingRule): Promise<Cart> {
  const rows = await db
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(ownedBy(owner))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

  const items = rows.map(({ line, product }) => ({
    _id: line.id,
    id: line.id,
    product: lineProduct(product),
    quantity: line.quantity,
    ...identityOptionsOf(line),
    expiryDate: line.expiryDate,
    warranty: line.warranty,
    originalPrice: toRupees(product.pricePaise),
    price: toRupees(salePricePaise(product.pricePaise, product.discount)),
    // rule:stock-warning: the drawer warns when the quantity exceeds stock; a withdrawn product has none to sell.
    inStock: product.isListed && line.quantity <= product.stock,
  }));

  const totals = computeTotals(
    rows.map(({ line, product }) => ({
      pricePaise: product.pricePaise,
      discount: product.discount,
      quantity: line.quantity,
    })),
    rule,
  );
  return { items, count: items.length, summary: totalsInRupees(totals) };
}

/** The cart of a guest who has added nothing yet. */
export function emptyCart(rule: ShippingRule): Cart {
  return { items: [], count: 0, summary: totalsInRupees(computeTotals([], rule)) };
}

/** The product as a cart line (and a saved item) shows it: the catalog's fields a line needs, prices in rupees. */
export function lineProduct(product: Product) {
  return {
    _id: product.id,
    id: product.id,
    title: product.title,
    titleHi: product.titleHi,
    brand: product.brand,
    images: product.images,
    price: toRupees(product.pricePaise),
    discount: product.discount,
    stock: product.stock,
    ratings: { average: product.ratingAverageX100 / 100, totalReviews: product.ratingCount },
  };
}
