import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, reviews } from '../../db/schema/index';
import { queryRows } from '../../db/raw';

export interface ProductRating {
  ratingAverageX100: number;
  ratingCount: number;
}

/**
 * Recomputes stored ratings from the reviews table: the average times 100, rounded
 * (4.35 is 435), and the count; a product without reviews gets 0 and 0. Computed from
 * the reviews rather than adjusted step by step, so the figures cannot drift. The one
 * formula for review writes, staff hiding or showing a review and the seed; a hidden review counts for nothing
 * (rule:review-moderation). Without ids, every product is recomputed.
 *
 * Call it inside the transaction that changed the reviews, after locking the product row,
 * so two reviews saved at once cannot both compute from a snapshot missing the other.
 */
export async function recomputeProductRatings(db: DbOrTx, productIds?: readonly string[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  await updateRatings(db, productIds);
}

/** One product's rating, recomputed and returned. */
export async function recomputeProductRating(db: DbOrTx, productId: string): Promise<ProductRating> {
  const [row] = await updateRatings(db, [productId]);
  return { ratingAverageX100: row?.average ?? 0, ratingCount: row?.total ?? 0 };
}

function updateRatings(db: DbOrTx, productIds?: readonly string[]) {
  const filter = productIds
    ? sql`where p.id in (${sql.join(
        productIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  return queryRows<{ average: number; total: number }>(
    db,
    sql`
      update ${products}
      set rating_average_x100 = r.average, rating_count = r.total
      from (
        select p.id, coalesce(round(avg(rv.rating) * 100), 0)::int as average, count(rv.id)::int as total
        from ${products} p left join ${reviews} rv on rv.product_id = p.id and rv.hidden_at is null
        ${filter}
        group by p.id
      ) as r
      where ${products.id} = r.id
      returning r.average, r.total`,
  );
}
