/**
 * The catalog index's filters (ADR 0036): a query's filters as the index's numbers, and which of them a product fails,
 * as bits, so each facet can ignore its own filter (facet-counts.ts).
 */

/** Filter bits: which of a product's filters failed, so each facet can ignore its own filter. */
export const failsCategory = 1;
export const failsSubCategory = 2;
export const failsBrand = 4;
export const failsPrice = 8;
export const failsRating = 16;
export const failsOther = 32;

export interface PreparedQuery {
  category?: number;
  subCategory?: number;
  brands?: Set<number>;
  materials?: Set<number>;
  colors?: Set<number>;
  sizes?: Set<number>;
  minSale?: number;
  maxSale?: number;
  minRating?: number;
  maxRating?: number;
}

export function noFilter(q: PreparedQuery): boolean {
  return (
    q.category === undefined &&
    q.subCategory === undefined &&
    q.brands === undefined &&
    q.materials === undefined &&
    q.colors === undefined &&
    q.sizes === undefined &&
    q.minSale === undefined &&
    q.maxSale === undefined &&
    q.minRating === undefined &&
    q.maxRating === undefined
  );
}

export function anyIn(values: Int32Array | undefined, wanted: Set<number>): boolean {
  if (!values) return false;
  for (const v of values) if (wanted.has(v)) return true;
  return false;
}
