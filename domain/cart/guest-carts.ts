import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { AddToCartInput } from '../schemas/cart';
import type { ShopSettings } from '../shared/ports';
import { addCartItem } from './add-cart-item';
import { guestCarts } from '../../db/schema/index';
import { generateToken, hashToken } from '../auth/tokens';
import { guestCartLifetimeMs } from '../shared/limits';

/** A guest cart's last use is written at most this often: reading a cart should not be a write each time. */
const touchEveryMs = 60 * 60 * 1000;

const lifetimeAgo = () => new Date(Date.now() - guestCartLifetimeMs);

/**
 * The live guest cart the browser's token names (ADR 0054): not merged into an account and used within the last 30
 * days; else null. Marks it used (at most hourly), so a cart in use never expires.
 */
export async function findGuestCart(db: DbOrTx, token: string | undefined): Promise<{ guestCartId: string } | null> {
  if (!token) return null;
  const [cart] = await db
    .select({ id: guestCarts.id, lastUsedAt: guestCarts.lastUsedAt })
    .from(guestCarts)
    .where(
      and(
        eq(guestCarts.tokenHash, hashToken(token)),
        isNull(guestCarts.mergedAt),
        gt(guestCarts.lastUsedAt, lifetimeAgo()),
      ),
    )
    .limit(1);
  if (!cart) return null;
  if (Date.now() - cart.lastUsedAt.getTime() > touchEveryMs) {
    await db
      .update(guestCarts)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(guestCarts.id, cart.id), lt(guestCarts.lastUsedAt, new Date(Date.now() - touchEveryMs))));
  }
  return { guestCartId: cart.id };
}

/**
 * The guest cart to write to: the token's live cart, or a new one with a new token. A merged or expired cart is never
 * written to again.
 */
async function openGuestCart(db: DbOrTx, token: string | undefined): Promise<{ guestCartId: string; token: string }> {
  const found = await findGuestCart(db, token);
  if (found && token) {
    // Held until the add commits, and read again once a merge holding it has finished: a line added while the cart
    // merges at sign-in (another tab) goes to a new guest cart, not into one already merged, where nobody would see it.
    const [live] = await db
      .select({ id: guestCarts.id })
      .from(guestCarts)
      .where(and(eq(guestCarts.id, found.guestCartId), isNull(guestCarts.mergedAt)))
      .for('share');
    if (live) return { ...found, token };
  }
  const fresh = generateToken();
  const [row] = await db
    .insert(guestCarts)
    .values({ tokenHash: hashToken(fresh) })
    .returning({ id: guestCarts.id });
  return { guestCartId: row!.id, token: fresh };
}

/**
 * A guest's add to cart: to the token's live cart, or to a new one, in one transaction, so a refused add (an unknown
 * product, an option it lacks, a cap) opens no cart. Gives the cart and the token its cookie should now hold.
 */
export async function addToGuestCart(
  db: Database,
  token: string | undefined,
  input: AddToCartInput,
  rules: Pick<ShopSettings, 'maxUnitsPerProduct'>,
): Promise<{ guestCartId: string; token: string }> {
  return inTransaction(db, async (tx) => {
    const opened = await openGuestCart(tx, token);
    await addCartItem(tx, { guestCartId: opened.guestCartId }, input, rules);
    return { guestCartId: opened.guestCartId, token: opened.token };
  });
}
