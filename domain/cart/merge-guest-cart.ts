import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { cartItems, guestCarts, products, savedItems, type CartItem, type Product } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { watchSavedProduct } from '../alerts/watch-saved-product';
import { hashToken } from '../auth/tokens';
import {
  chosenOptions,
  identityOptionsOf,
  lineIdentityFields,
  lineKey,
  type LineIdentityField,
} from '../shared/line-options';
import { AppError } from '../errors';
import { checkRoomToSave } from '../wishlist/saved-items';
import { resolveLineOptions } from './resolve-line-options';
import { guestCartLifetimeMs, maxCartLines, maxLineQuantity } from '../shared/limits';
import { formatRupeesPaiseIfAny } from '../shared/money';
import type { ShopSettings } from '../shared/ports';
import { salePricePaise, toRupees } from '../shared/pricing';
import { cartMergeSchema, type CartMerge, type CartMergeLine } from '../views/cart';

/**
 * Merges the guest cart the browser's token names into the account's cart, at sign-in or sign-up (ADR 0054), and
 * says what changed, line by line:
 * - the same product with the same options adds up, to no more than its stock, the units one order may take
 *   (rule:quantity-limits, over all the product's lines) and 99 a line; a line already in the account never shrinks;
 * - a line with no room left (out of stock, the cap reached, a full cart of 50 lines) goes to Saved for later;
 * - a product no longer sold is removed; a price that moved since the guest added the line is told.
 *
 * Once only: the guest cart row is locked, and a merged one keeps its report, so a second merge (another tab, a
 * retried request) changes nothing and answers the same report to the same account (another account gets null).
 * Null as well when the token names no live cart.
 */
export async function mergeGuestCart(
  db: Database,
  userId: string,
  token: string | undefined,
  rules: Pick<ShopSettings, 'maxUnitsPerProduct'>,
): Promise<CartMerge | null> {
  if (!token) return null;
  return inTransaction(db, async (tx) => {
    const [cart] = await tx
      .select()
      .from(guestCarts)
      .where(eq(guestCarts.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    if (!cart) return null;
    if (cart.mergedAt) {
      return cart.mergedIntoUserId === userId ? cartMergeSchema.parse(cart.mergeReport) : null;
    }
    if (cart.lastUsedAt.getTime() < Date.now() - guestCartLifetimeMs) return null;

    const lines = await mergeLines(tx, userId, cart.id, rules.maxUnitsPerProduct);
    const report: CartMerge = { mergedAt: new Date().toISOString(), lines };
    await tx.delete(cartItems).where(eq(cartItems.guestCartId, cart.id));
    await tx
      .update(guestCarts)
      .set({ mergedAt: new Date(report.mergedAt), mergedIntoUserId: userId, mergeReport: report })
      .where(eq(guestCarts.id, cart.id));
    return report;
  });
}

/** Moves each guest line into the account's cart or its Saved for later, oldest first, and reports each. */
async function mergeLines(tx: Tx, userId: string, guestCartId: string, maxUnitsPerProduct: number) {
  const guestRows = await tx
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.guestCartId, guestCartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  if (guestRows.length === 0) return [];

  // The account's lines, locked: an add in another tab waits for the merge rather than racing its sums.
  const accountRows = await tx
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt))
    .for('update');
  const accountLine = new Map(accountRows.map((row) => [lineKey(row.productId, row), row]));
  const unitsOfProduct = new Map<string, number>();
  for (const row of accountRows)
    unitsOfProduct.set(row.productId, (unitsOfProduct.get(row.productId) ?? 0) + row.quantity);
  let lineCount = accountRows.length;

  const report: CartMergeLine[] = [];
  for (const { line, product } of guestRows) {
    const options = identityOptionsOf(line);
    const priceNowPaise = salePricePaise(product.pricePaise, product.discount);
    const base = {
      productId: product.id,
      title: product.title,
      options: chosenOptions(options),
      guestQuantity: line.quantity,
      priceWhenAdded: line.addedPricePaise === null ? null : toRupees(line.addedPricePaise),
      priceNow: toRupees(priceNowPaise),
    };
    const name = nameOf(base);
    const priceNote = priceMoved(line, priceNowPaise);

    if (!product.isListed) {
      report.push({
        ...base,
        outcome: 'removed',
        cartQuantity: 0,
        sentence: `${name} is no longer sold, so it was removed.`,
      });
      continue;
    }
    if (!stillOffered(product, options)) {
      report.push({
        ...base,
        outcome: 'removed',
        cartQuantity: 0,
        sentence: `${name} is no longer sold with these options, so it was removed. Please choose again on its page.`,
      });
      continue;
    }

    const existing = accountLine.get(lineKey(product.id, options));
    const have = existing?.quantity ?? 0;
    const elsewhere = (unitsOfProduct.get(product.id) ?? 0) - have;
    const limit = lineLimit(product, elsewhere, maxUnitsPerProduct);
    const room = Math.max(0, limit.units - have);
    const cartFull = !existing && lineCount >= maxCartLines;
    const adding = cartFull ? 0 : Math.min(line.quantity, room);

    if (adding === 0) {
      if (!(await saveForLater(tx, userId, line, product, priceNowPaise))) {
        report.push({
          ...base,
          outcome: 'removed',
          cartQuantity: have,
          sentence: `${name} was removed: ${cartFull ? `your cart already has ${maxCartLines} different items` : limit.whyNoRoom}, and Saved for later is full.`,
        });
        continue;
      }
      const why = cartFull ? `your cart already has ${maxCartLines} different items` : limit.whyNoRoom;
      report.push({
        ...base,
        outcome: 'saved',
        cartQuantity: have,
        sentence: `${name} was moved to Saved for later: ${why}.${priceNote}`,
      });
      continue;
    }

    const total = have + adding;
    if (existing) {
      await tx
        .update(cartItems)
        .set({ quantity: total, addedPricePaise: priceNowPaise, updatedAt: new Date() })
        .where(eq(cartItems.id, existing.id));
    } else {
      await tx.insert(cartItems).values({
        userId,
        productId: product.id,
        ...options,
        quantity: adding,
        expiryDate: line.expiryDate,
        warranty: line.warranty,
        addedPricePaise: priceNowPaise,
      });
      lineCount += 1;
    }
    unitsOfProduct.set(product.id, elsewhere + total);

    const reduced = adding < line.quantity;
    const outcome = reduced ? 'reduced' : existing ? 'combined' : 'added';
    const sentence = reduced
      ? `${name}: ${limit.whyNoRoom.replace(/^./, (c) => c.toUpperCase())}, so your cart has ${total}.`
      : existing
        ? `${name}: your cart already had ${have}, so it now has ${total}.`
        : `${name}: ${adding} added to your cart.`;
    report.push({ ...base, outcome, cartQuantity: total, sentence: sentence + priceNote });
  }
  return report;
}

/** The most units one line of `product` may hold in the account's cart, and the reason as a shopper reads it. */
function lineLimit(product: Product, unitsInOtherLines: number, maxUnitsPerProduct: number) {
  const byCap = maxUnitsPerProduct - unitsInOtherLines;
  const limits = [
    // Stock is shared by the product's lines (sizes, colours): what the others hold is not there for this one.
    {
      units: product.stock - unitsInOtherLines,
      whyNoRoom: product.stock <= 0 ? 'it is out of stock' : `only ${product.stock} in stock`,
    },
    {
      units: byCap,
      whyNoRoom: `at most ${maxUnitsPerProduct} of it can be in one order`,
    },
    { units: maxLineQuantity, whyNoRoom: `a line holds at most ${maxLineQuantity}` },
  ];
  return limits.reduce((lowest, next) => (next.units < lowest.units ? next : lowest));
}

/**
 * Keeps a line that did not fit in the account's Saved for later (as it is when already there), watched (ADR 0056).
 * False when Saved for later is full (its cap of items), so nothing was kept.
 */
async function saveForLater(tx: Tx, userId: string, line: CartItem, product: Product, pricePaise: number) {
  try {
    await checkRoomToSave(tx, userId, product.id, identityOptionsOf(line));
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') return false;
    throw err;
  }
  await tx
    .insert(savedItems)
    .values({
      userId,
      productId: product.id,
      ...identityOptionsOf(line),
      quantity: Math.min(line.quantity, maxLineQuantity),
      savedPricePaise: pricePaise,
    })
    .onConflictDoNothing();
  await watchSavedProduct(tx, userId, product, pricePaise);
  return true;
}

/** Whether the product still offers the options the guest chose (staff may have dropped a size since). */
function stillOffered(product: Product, options: Record<LineIdentityField, string>): boolean {
  try {
    const resolved = resolveLineOptions(product, options);
    return lineIdentityFields.every((field) => resolved[field] === options[field]);
  } catch {
    return false;
  }
}

const nameOf = (line: Pick<CartMergeLine, 'title' | 'options'>) =>
  line.options.length > 0 ? `${line.title} (${line.options.join(', ')})` : line.title;

function priceMoved(line: CartItem, nowPaise: number): string {
  if (line.addedPricePaise === null || line.addedPricePaise === nowPaise) return '';
  const then = formatRupeesPaiseIfAny(toRupees(line.addedPricePaise));
  const now = formatRupeesPaiseIfAny(toRupees(nowPaise));
  return ` Its price ${nowPaise < line.addedPricePaise ? 'fell' : 'rose'} from ${then} to ${now} since you added it.`;
}
