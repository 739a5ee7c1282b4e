/**
 * The three ordered lists staff keep on the home page (rule:home-content): hero entries, the banners of one kind,
 * testimonials. Each is ordered by `sort_order`, and every staff write to a list takes that list's lock first, so
 * two staff members adding, moving or removing at once queue up instead of interleaving: positions stay 0..n-1
 * without gaps or ties, and the size cap cannot be overshot (ADR 0031).
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners, heroContents, testimonials } from '../../db/schema/index';
import { queryRows } from '../../db/raw';
import { AppError } from '../errors';
import {
  bannerKindLabels,
  maxBannersPerKind,
  maxHeroEntries,
  maxTestimonials,
  type BannerKind,
  type MoveDirection,
} from '../schemas/admin-content';

export interface ContentList {
  /** Names the list in its lock and in the audit row of a reorder. */
  key: string;
  table: typeof heroContents | typeof banners | typeof testimonials;
  /** The rows of the table that make up the list (one banner kind), or none for the whole table. */
  scope: SQL | undefined;
  entityType: 'hero_entry' | 'banner' | 'testimonial';
  action: 'content.hero' | 'content.banner' | 'content.testimonial';
  /** 'Hero entry not found'. */
  noun: string;
  max: number;
  full: string;
}

export const heroList: ContentList = {
  key: 'hero',
  table: heroContents,
  scope: undefined,
  entityType: 'hero_entry',
  action: 'content.hero',
  noun: 'Hero entry',
  max: maxHeroEntries,
  full: `There are already ${maxHeroEntries} hero entries. Delete one you no longer need first.`,
};

export const bannerList = (kind: BannerKind): ContentList => ({
  key: `banners:${kind}`,
  table: banners,
  scope: eq(banners.kind, kind),
  entityType: 'banner',
  action: 'content.banner',
  noun: 'Banner',
  max: maxBannersPerKind,
  full: `There are already ${maxBannersPerKind} banners for ${bannerKindLabels[kind]}. Remove one first.`,
});

export const testimonialList: ContentList = {
  key: 'testimonials',
  table: testimonials,
  scope: undefined,
  entityType: 'testimonial',
  action: 'content.testimonial',
  noun: 'Testimonial',
  max: maxTestimonials,
  full: `There are already ${maxTestimonials} testimonials. Delete one first.`,
};

/** Held until the transaction ends; the lock space is the list's name. */
export async function lockContentList(tx: DbOrTx, list: ContentList): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`home-content:${list.key}`}, 0))`);
}

interface Placed {
  id: string;
  sortOrder: number;
}

/** The list in the order the storefront shows it; the tie-breakers are those of the public reads. */
export async function orderedEntries(tx: DbOrTx, list: ContentList): Promise<Placed[]> {
  const { table } = list;
  const where = list.scope ? sql`where ${list.scope}` : sql``;
  return queryRows<{ id: string; sortOrder: number }>(
    tx,
    sql`select ${table.id} as "id", ${table.sortOrder} as "sortOrder" from ${table} ${where}
        order by ${asc(table.sortOrder)}, ${asc(table.createdAt)}, ${asc(table.id)}`,
  );
}

/**
 * Numbers the list in the order of `ids` (all of the list's ids) from `offset` on (0..n-1, or 1..n to make room
 * at the top), writing only the rows whose position changes.
 */
export async function saveOrder(
  tx: DbOrTx,
  list: ContentList,
  current: readonly Placed[],
  ids: readonly string[],
  offset = 0,
): Promise<void> {
  const was = new Map(current.map((entry) => [entry.id, entry.sortOrder]));
  for (const [index, id] of ids.entries()) {
    const position = index + offset;
    if (was.get(id) === position) continue;
    await tx.execute(sql`update ${list.table} set sort_order = ${position} where ${list.table.id} = ${id}`);
  }
}

/** Deletes `id` from the list (whose lock the caller holds); the entries after it move up one. */
export async function deleteAndCloseGap(tx: DbOrTx, list: ContentList, id: string): Promise<void> {
  await tx.execute(sql`delete from ${list.table} where ${list.table.id} = ${id}`);
  const rest = await orderedEntries(tx, list);
  await saveOrder(
    tx,
    list,
    rest,
    rest.map((entry) => entry.id),
  );
}

/**
 * The position of a new entry: after the last one, or at the top once the others moved down one. The others are
 * numbered afresh on the way, so rows written before (seeded with gaps or ties) cannot sort around the new one.
 */
export async function positionForNew(tx: DbOrTx, list: ContentList, first: boolean): Promise<number> {
  const current = await orderedEntries(tx, list);
  if (current.length >= list.max) throw new AppError('CONFLICT', list.full);
  const ids = current.map((entry) => entry.id);
  await saveOrder(tx, list, current, ids, first ? 1 : 0);
  return first ? 0 : ids.length;
}

/** The ids in their order after moving `id` one step or to an end; null when `id` is not in the list. */
export function movedOrder(ids: readonly string[], id: string, direction: MoveDirection): string[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to =
    direction === 'up'
      ? Math.max(0, from - 1)
      : direction === 'down'
        ? Math.min(ids.length - 1, from + 1)
        : direction === 'first'
          ? 0
          : ids.length - 1;
  const next = ids.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
}
