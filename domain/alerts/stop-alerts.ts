import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, stockAlerts } from '../../db/schema/index';
import { AppError } from '../errors';

/** A mail names at most this many alerts (maxProductsPerAlertMail, with room). */
const maxTokens = 50;

/**
 * Stops the alerts a mail's unsubscribe link names (ADR 0056), whoever follows it: the tokens are the capability.
 * Stopping twice is not an error. Gives the titles of the products no longer alerted, for the page to say.
 */
export async function stopAlertsByTokens(db: DbOrTx, tokens: readonly string[]): Promise<{ titles: string[] }> {
  const wanted = [...new Set(tokens.filter((t) => t.length > 0))].slice(0, maxTokens);
  if (wanted.length === 0) throw new AppError('VALIDATION_ERROR', 'This unsubscribe link is not complete.');
  await db
    .update(stockAlerts)
    .set({ stoppedAt: sql`now()` })
    .where(and(inArray(stockAlerts.unsubscribeToken, wanted), isNull(stockAlerts.stoppedAt)));
  const rows = await db
    .select({ title: products.title })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(inArray(stockAlerts.unsubscribeToken, wanted));
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid.');
  return { titles: [...new Set(rows.map((r) => r.title))] };
}

/** A signed-in shopper stops one of their alerts from the Alerts list; another shopper's is a 404. */
export async function stopAccountAlert(db: DbOrTx, userId: string, alertId: string): Promise<void> {
  const stopped = await db
    .update(stockAlerts)
    .set({ stoppedAt: sql`coalesce(${stockAlerts.stoppedAt}, now())` })
    .where(and(eq(stockAlerts.id, alertId), eq(stockAlerts.userId, userId)))
    .returning({ id: stockAlerts.id });
  if (stopped.length === 0) throw new AppError('NOT_FOUND', 'This alert is not one of yours.');
}
