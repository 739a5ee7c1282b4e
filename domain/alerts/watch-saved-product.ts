import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedItems, stockAlerts } from '../../db/schema/index';
import { generateToken } from '../auth/tokens';

/**
 * A product saved for later is watched (ADR 0056): a price-drop alert against the price when saved, and a
 * back-in-stock alert, armed now when it is out of stock (else when the sweep sees it sell out); both 'saved', live
 * while the product is saved. Saving again keeps the first
 * baseline, so a price that rose and fell back is not news. Call in the transaction that saved it.
 */
export async function watchSavedProduct(
  db: DbOrTx,
  userId: string,
  product: { id: string; stock: number },
  savedPricePaise: number,
): Promise<void> {
  for (const kind of ['price_drop', 'back_in_stock'] as const) {
    await db
      .insert(stockAlerts)
      .values({
        productId: product.id,
        userId,
        kind,
        source: 'saved',
        confirmedAt: sql`now()`,
        unsubscribeToken: generateToken(),
        armed: product.stock <= 0,
        baselinePricePaise: kind === 'price_drop' ? savedPricePaise : null,
      })
      .onConflictDoUpdate({
        target: [stockAlerts.userId, stockAlerts.productId, stockAlerts.kind],
        targetWhere: sql`${stockAlerts.userId} is not null`,
        set: {
          // A Notify me the shopper asked for stays theirs: saving does not make it end with the saved item.
          source: sql`case when ${stockAlerts.source} = 'notify' and ${stockAlerts.stoppedAt} is null then 'notify' else 'saved' end`,
          stoppedAt: null,
          armed: sql`${stockAlerts.armed} or excluded.armed`,
          baselinePricePaise: sql`coalesce(${stockAlerts.baselinePricePaise}, excluded.baseline_price_paise)`,
        },
      });
  }
}

/**
 * The product left Saved for later (removed, or moved to the cart): its 'saved' alerts stop once no saved line of it
 * is left. A 'notify' alert the shopper asked for stays.
 */
export async function unwatchSavedProduct(db: DbOrTx, userId: string, productId: string): Promise<void> {
  await db
    .update(stockAlerts)
    .set({ stoppedAt: sql`now()` })
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, productId),
        eq(stockAlerts.source, 'saved'),
        sql`${stockAlerts.stoppedAt} is null`,
        sql`not exists (select 1 from ${savedItems} where ${savedItems.userId} = ${userId} and ${savedItems.productId} = ${productId})`,
      ),
    );
}
