import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, stockAlerts } from '../../db/schema/index';
import { hashToken } from '../auth/tokens';
import { AppError } from '../errors';

/**
 * A guest confirms an alert with the link mailed to them (ADR 0056): from then on it may be mailed. The link works
 * once; an unknown or used one is a 404 that says what to do. Gives the product's title for the page to say.
 */
export async function confirmAlert(db: DbOrTx, token: string): Promise<{ productTitle: string; productId: string }> {
  const [confirmed] = await db
    .update(stockAlerts)
    .set({ confirmedAt: sql`now()`, confirmTokenHash: null, stoppedAt: null })
    .where(eq(stockAlerts.confirmTokenHash, hashToken(token)))
    .returning({ productId: stockAlerts.productId });
  if (!confirmed) {
    throw new AppError(
      'NOT_FOUND',
      'This confirmation link has been used or is not valid. Ask again on the product page if you still want the alert.',
    );
  }
  const [product] = await db
    .select({ title: products.title })
    .from(products)
    .where(eq(products.id, confirmed.productId))
    .limit(1);
  return { productTitle: product?.title ?? '', productId: confirmed.productId };
}
