/**
 * Keeps each app process's catalog index (catalog-index.ts) in step with the database (ADR 0036).
 *
 * Every catalog row records the transaction that last wrote it (`changed_xid`, set by triggers in migration 0014,
 * whoever writes: staff, checkout, reviews, the CSV import, SQL by hand). The index remembers the oldest transaction
 * that was still running when it last looked (the snapshot's xmin). Any write it has not seen since belongs to a
 * transaction at least that new, so one indexed range read (`changed_xid >= xmin`) finds every such row; rows
 * already applied at the same transaction are skipped.
 *
 * Before answering, a request waits for a look that started after the request arrived (`fresh()`), so a change
 * committed before the request is in the answer, in every process on one PostgreSQL. Requests that arrive while a
 * look is running share the next one: under load one look serves many requests, and on a quiet shop a look costs one
 * indexed read that finds nothing.
 *
 * On PGlite the database lives in this process and every catalog write also sends a notification that PGlite hands
 * to us before the writing statement returns (migration 0015, `catalogChangeCount`): when none came since the last
 * look, there is nothing to read and no look is made.
 *
 * Reviews record their transaction the same way (migration 0016). A look reads which products' reviews changed too,
 * so the product pages kept in memory (domain/catalog/get-product.ts) are read again when a review is written, hidden,
 * or marked a Verified Purchase.
 *
 * Products are never deleted while the shop runs (ADR 0032, they are hidden). A product deleted by hand stays counted
 * until the process restarts, but never shows: pages read their rows by id.
 */
import { sql, type SQL } from 'drizzle-orm';
import { catalogChangeCount, onePerDatabase, type Database } from '../../db/client';
import { queryRows, uuidArray } from '../../db/raw';
import { CatalogIndex, type IndexedProduct } from './catalog-index';

type ProductIndexRow = {
  id: string;
  title: string;
  title_hi: string | null;
  brand: string;
  description: string;
  category_id: string;
  sub_category_id: string | null;
  price_paise: number;
  discount: number;
  stock: number;
  rating_average_x100: number;
  rating_count: number;
  units_sold: number;
  created_ms: number | string;
  is_listed: boolean;
  colors: string[];
  sizes: string[];
  color: string;
  size: string;
  material: string;
  other_options: string[];
  changed_xid: string;
};

const productColumns = sql`id, title, title_hi, brand, description, category_id, sub_category_id, price_paise, discount, stock,
  rating_average_x100, rating_count, units_sold, (extract(epoch from created_at) * 1000)::float8 as created_ms,
  is_listed, colors, sizes, color, size, material, rams || specs || weight as other_options,
  changed_xid::text as changed_xid`;

function toIndexed(row: ProductIndexRow): IndexedProduct {
  return {
    id: row.id,
    title: row.title,
    titleHi: row.title_hi,
    brand: row.brand,
    description: row.description,
    categoryId: row.category_id,
    subCategoryId: row.sub_category_id,
    pricePaise: row.price_paise,
    discount: row.discount,
    stock: row.stock,
    ratingAverageX100: row.rating_average_x100,
    ratingCount: row.rating_count,
    unitsSold: row.units_sold,
    createdAtMs: Number(row.created_ms),
    isListed: row.is_listed,
    colors: row.colors ?? [],
    sizes: row.sizes ?? [],
    color: row.color,
    size: row.size,
    material: row.material,
    otherOptions: row.other_options ?? [],
  };
}

/** Products read per statement while loading, so a large catalog is not one huge answer. */
const loadPageSize = 500;

export class LiveCatalogIndex {
  private index: CatalogIndex | undefined;
  private loading: Promise<CatalogIndex> | undefined;
  /** The oldest transaction running at the last look, as text (xid8). */
  private xmin = '0';
  /** Products and reviews applied from the current window, with the transaction they were read at. */
  private readonly applied = new Map<string, string>();
  private categorySignature = '';
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  /** On PGlite, the change count the last finished look started at (catalogChangeCount). */
  private seenChanges = -1;
  /**
   * Products under a renamed category or sub category, to be read again: kept until a look has read them, so a look
   * that fails after taking the new names does not leave them found by the old ones.
   */
  private readonly toReread = new Set<string>();

  constructor(private readonly db: Database) {}

  /** The index with every change committed before this call applied. */
  async fresh(): Promise<CatalogIndex> {
    const index = await this.loaded();
    // On PGlite every catalog write is counted at its commit, in this process: nothing new, nothing to read.
    const changes = catalogChangeCount(this.db);
    if (changes && changes.version === this.seenChanges) return index;
    await this.lookAfterNow();
    return index;
  }

  /** Loads the whole catalog once; later calls share the same load. */
  loaded(): Promise<CatalogIndex> {
    if (this.index) return Promise.resolve(this.index);
    this.loading ??= this.load().then(
      (index) => {
        this.index = index;
        return index;
      },
      (err: unknown) => {
        this.loading = undefined;
        throw err;
      },
    );
    return this.loading;
  }

  private async load(): Promise<CatalogIndex> {
    const changesAtStart = catalogChangeCount(this.db)?.version ?? -1;
    // One snapshot for the whole load: its xmin is where the first look starts.
    return this.db.transaction(
      async (tx) => {
        const [{ xmin }] = (await queryRows<{ xmin: string }>(
          tx,
          sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
        )) as [{ xmin: string }];
        const { categories, subCategories, signature } = await readCategories(tx as unknown as Database);
        const index = new CatalogIndex(categories, subCategories);
        // Room for every product at once: growing as they come would leave copies behind (CatalogIndex.beginLoad).
        const [{ count }] = (await queryRows<{ count: number }>(
          tx,
          sql`select count(*)::int as count from products`,
        )) as [{ count: number }];
        index.beginLoad(count);
        let after = '00000000-0000-0000-0000-000000000000';
        for (;;) {
          const rows = await queryRows<ProductIndexRow>(
            tx,
            sql`select ${productColumns} from products where id > ${after}::uuid order by id limit ${loadPageSize}`,
          );
          for (const row of rows) index.upsert(toIndexed(row));
          if (rows.length < loadPageSize) break;
          after = rows.at(-1)!.id;
        }
        index.endLoad();
        index.sortEveryOrder();
        this.seenChanges = changesAtStart;
        this.xmin = xmin;
        this.categorySignature = signature;
        return index;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** Resolves after a look that started after this call. */
  private lookAfterNow(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return this.startLook();
    this.queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.startLook();
      });
    return this.queued;
  }

  private startLook(): Promise<void> {
    const look = this.look().finally(() => {
      if (this.running === look) this.running = undefined;
    });
    this.running = look;
    return look;
  }

  /** Applies every catalog row and review written since the last look. */
  private async look(): Promise<void> {
    const index = this.index!;
    const changesAtStart = catalogChangeCount(this.db)?.version ?? -1;
    // The first page of changed products and reviews comes with the snapshot's xmin and the categories' signature, in
    // one statement: on a quiet shop a look is one round trip that finds no changes. Rows are read in (changed_xid, id)
    // order from their index, a page at a time, so the plan never depends on statistics (a fresh column has none) and
    // a large import is read in pages.
    const windowStart = sql`(${this.xmin}::xid8, ${zeroId}::uuid)`;
    const firstPages = await queryRows<{ xmin: string; categories: string } & Partial<ChangedRow>>(
      this.db,
      sql`select state.xmin, state.categories, changed.kind, changed.id, changed.xid, changed.product_id
          from (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
                  (select count(*) || '/' || coalesce(max(changed_xid::text), '') from categories)
                    || ' ' || (select count(*) || '/' || coalesce(max(changed_xid::text), '') from sub_categories)
                    as categories) state
          left join lateral ((${changedRows('products', sql`>=`, windowStart)})
            union all (${changedRows('reviews', sql`>=`, windowStart)})) changed on true`,
    );
    const state = firstPages[0];
    if (!state) return;
    const changed: ChangedRow[] = firstPages.filter((row): row is typeof row & ChangedRow => row.id != null);
    for (const kind of ['products', 'reviews'] as const) {
      let page = changed.filter((row) => row.kind === kind);
      while (page.length === loadPageSize) {
        const last = page.at(-1)!;
        page = await queryRows<ChangedRow>(
          this.db,
          changedRows(kind, sql`>`, sql`(${last.xid}::xid8, ${last.id}::uuid)`),
        );
        changed.push(...page);
      }
    }

    if (state.categories !== this.categorySignature) {
      const read = await readCategories(this.db);
      // Products under a renamed name are read again below: their words include the name.
      for (const id of index.setCategories(read.categories, read.subCategories)) this.toReread.add(id);
      this.categorySignature = read.signature;
    }
    const changedProducts = new Set<string>(this.toReread);
    for (const row of changed) {
      if (this.applied.get(row.id) === row.xid) continue;
      if (row.kind === 'products') changedProducts.add(row.id);
      else {
        // Reviews are few and their product's page is all that depends on them: marked at once.
        index.reviewsChanged(row.product_id!);
        this.applied.set(row.id, row.xid);
      }
    }
    const unique = [...changedProducts];
    for (let start = 0; start < unique.length; start += loadPageSize) {
      const ids = unique.slice(start, start + loadPageSize);
      const rows = await queryRows<ProductIndexRow>(
        this.db,
        sql`select ${productColumns} from products where id = any(${uuidArray(ids)})`,
      );
      for (const row of rows) {
        index.upsert(toIndexed(row));
        this.applied.set(row.id, row.changed_xid);
      }
      // Read (a product deleted by hand comes back as no row): nothing left to read again for these.
      for (const id of ids) this.toReread.delete(id);
    }
    this.seenChanges = changesAtStart;
    // Rows older than the new window cannot come back in a later look.
    if (state.xmin !== this.xmin) {
      const floor = BigInt(state.xmin);
      for (const [id, xid] of this.applied) if (BigInt(xid) < floor) this.applied.delete(id);
      this.xmin = state.xmin;
    }
  }
}

const zeroId = '00000000-0000-0000-0000-000000000000';

/** A product or review written in the look's window (review ids and product ids are both uuids, never equal). */
type ChangedRow = {
  kind: 'products' | 'reviews';
  id: string;
  xid: string;
  product_id: string | null;
};

/** One page of `table`'s rows written at or after a (changed_xid, id) position, in that order. */
function changedRows(table: 'products' | 'reviews', compare: SQL, position: SQL): SQL {
  const productId = table === 'reviews' ? sql.raw('product_id') : sql.raw('null::uuid');
  return sql`select ${table}::text as kind, id, changed_xid::text as xid, ${productId} as product_id
    from ${sql.raw(table)} where (changed_xid, id) ${compare} ${position}
    order by changed_xid, id limit ${loadPageSize}`;
}

async function readCategories(db: Database) {
  const categories = await queryRows<{ id: string; name: string; isActive: boolean; changed: string }>(
    db,
    sql`select id, name, is_active as "isActive", changed_xid::text as changed from categories`,
  );
  const subCategories = await queryRows<{
    id: string;
    categoryId: string;
    name: string;
    isActive: boolean;
    changed: string;
  }>(
    db,
    sql`select id, category_id as "categoryId", name, is_active as "isActive", changed_xid::text as changed
        from sub_categories`,
  );
  const newest = (rows: { changed: string }[]) =>
    rows.reduce((max, r) => (BigInt(r.changed) > BigInt(max || '0') ? r.changed : max), '');
  const signature = `${categories.length}/${newest(categories)} ${subCategories.length}/${newest(subCategories)}`;
  return { categories, subCategories, signature };
}

/** The process's live catalog index over `db`, made on first use. */
export const liveCatalogIndex = onePerDatabase((db) => new LiveCatalogIndex(db));
