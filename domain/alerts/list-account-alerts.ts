import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, stockAlerts } from '../../db/schema/index';
import { toRupees } from '../shared/pricing';
import type { AccountAlert } from '../views/alerts';

/** At most this many alerts are listed (an account has one per saved product at most, and saved items are capped). */
const listLimit = 500;

/** The signed-in shopper's live alerts, newest first (ADR 0056): the account's "Alerts" list. */
export async function listAccountAlerts(db: DbOrTx, userId: string): Promise<AccountAlert[]> {
  const rows = await db
    .select({ alert: stockAlerts, product: products })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.stoppedAt)))
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id))
    .limit(listLimit);
  return rows.map(({ alert, product }) => ({
    _id: alert.id,
    kind: alert.kind,
    source: alert.source,
    product: {
      _id: product.id,
      title: product.title,
      images: product.images,
      price: toRupees(product.pricePaise),
      discount: product.discount,
      stock: product.stock,
    },
    baselinePrice: alert.baselinePricePaise === null ? null : toRupees(alert.baselinePricePaise),
    lastSentAt: alert.lastSentAt?.toISOString() ?? null,
    createdAt: alert.createdAt.toISOString(),
  }));
}
