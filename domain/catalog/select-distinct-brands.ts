/**
 * A query fragment listing every distinct brand of listed products, read from the brand index
 * one brand at a time (a "loose index scan": one index probe per brand instead of reading all
 * 100,000 products), then kept only when an active product carries it. Callers wrap it:
 * `select brand from (${selectDistinctBrands()}) as brands where ...`.
 */
import { sql, type SQL } from 'drizzle-orm';

export function selectDistinctBrands(): SQL {
  return sql`
    with recursive walk(brand) as (
      (select brand from products where brand > '' order by brand limit 1)
      union all
      select (select p.brand from products p where p.brand > walk.brand order by p.brand limit 1)
      from walk where walk.brand is not null
    )
    select walk.brand from walk
    where walk.brand is not null
      and exists (select 1 from products p where p.brand = walk.brand and p.is_listed)`;
}
