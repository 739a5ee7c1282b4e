/**
 * The ordered lists staff keep: the home page's hero entries, banners of one kind and testimonials (ADR 0031), and
 * the categories and the sub categories of one category (ADR 0034). Each is a set of rows ordered by `sort_order`.
 * Every staff write that adds to, removes from or reorders a list first takes that list's advisory lock, so two
 * staff members at once queue up instead of interleaving: positions are numbered afresh 0..n-1 (rows seeded with
 * gaps or ties included), and a size cap cannot be overshot.
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFoundError } from '../errors';
import type { MoveDirection } from '../schemas/admin-content';

export interface OrderedList {
  /**
   * The lock's name is `<lockSpace>:<key>` (`home-content:hero`, `catalog:categories`); the names are those the
   * lists have always used, so an app process of an older release queues up with this one.
   */
  lockSpace: 'home-content' | 'catalog';
  /** Names the list in its lock and in the audit row of a reorder. */
  key: string;
  table: PgTable & { id: AnyPgColumn; sortOrder: AnyPgColumn };
  /** The rows of the table that make up the list (one banner kind, one category's sub categories), or none. */
  scope: SQL | undefined;
  /** What orders ties of `sort_order`: the same columns as the storefront's reads of the list. */
  tieBreaks: readonly AnyPgColumn[];
  entityType: string;
  /** The audit actions' prefix: `<action>.move`, `<action>.reorder`. */
  action: string;
  /** 'Hero entry not found'. */
  noun: string;
  max: number;
  /** The refusal of an entry past `max`. */
  full: string;
}

/** Held until the transaction ends. */
export async function lockList(tx: DbOrTx, list: OrderedList): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${list.lockSpace}:${list.key}`}, 0))`);
}

// A type, not an interface, so that it fits queryRows' row type.
export type Placed = { id: string; sortOrder: number };

/** The list in the order the storefront shows it. */
export async function orderedEntries(tx: DbOrTx, list: OrderedList): Promise<Placed[]> {
  const { table } = list;
  const where = list.scope ? sql`where ${list.scope}` : sql``;
  const order = sql.join(
    [table.sortOrder, ...list.tieBreaks].map((column) => asc(column)),
    sql`, `,
  );
  return queryRows<Placed>(
    tx,
    sql`select ${table.id} as "id", ${table.sortOrder} as "sortOrder" from ${table} ${where} order by ${order}`,
  );
}

/**
 * Numbers the list in the order of `ids` (all of the list's ids) from `offset` on (0..n-1, or 1..n to make room
 * at the top), writing only the rows whose position changes.
 */
export async function saveOrder(
  tx: DbOrTx,
  list: OrderedList,
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

/** Numbers the list afresh 0..n-1 in its current order: closes the gap a deleted entry left. */
export async function closeGap(tx: DbOrTx, list: OrderedList): Promise<void> {
  const rest = await orderedEntries(tx, list);
  await saveOrder(
    tx,
    list,
    rest,
    rest.map((entry) => entry.id),
  );
}

/** Deletes `id` from the list (whose lock the caller holds); the entries after it move up one. */
export async function deleteAndCloseGap(tx: DbOrTx, list: OrderedList, id: string): Promise<void> {
  await tx.execute(sql`delete from ${list.table} where ${list.table.id} = ${id}`);
  await closeGap(tx, list);
}

/**
 * The position of a new entry: after the last one, or at the top once the others moved down one. The others are
 * numbered afresh on the way, so rows written before (seeded with gaps or ties) cannot sort around the new one.
 * Refuses past the list's cap.
 */
export async function positionForNew(tx: DbOrTx, list: OrderedList, first = false): Promise<number> {
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

/**
 * Moves one entry a step up or down its list, or to either end, under the list's lock (which this takes). Audited
 * as `<action>.move` with the entry's position before and after, counted from 1 (rule:audit-log); a move that
 * changes nothing (up from the top) writes nothing. 404 naming the list's noun when the entry is not in it.
 */
export async function moveEntry(
  tx: Tx,
  staffUserId: string,
  list: OrderedList,
  id: string,
  direction: MoveDirection,
): Promise<void> {
  await lockList(tx, list);
  const current = await orderedEntries(tx, list);
  const ids = current.map((entry) => entry.id);
  const next = movedOrder(ids, id, direction);
  if (!next) throw notFoundError(list.noun);
  if (next.every((other, index) => ids[index] === other)) return;
  await saveOrder(tx, list, current, next);
  await recordAudit(tx, {
    actorUserId: staffUserId,
    action: `${list.action}.move`,
    entityType: list.entityType,
    entityId: id,
    before: { position: ids.indexOf(id) + 1 },
    after: { position: next.indexOf(id) + 1, direction },
  });
}

/**
 * Puts a whole list in a new order under its lock (which this takes). The ids must be exactly those the list holds
 * now: a list someone else changed meanwhile is refused with `changed` (a 409) rather than half-applied. Audited
 * once as `<action>.reorder` on the list, with its order before and after; the same order again writes nothing.
 */
export async function reorderEntries(
  tx: Tx,
  staffUserId: string,
  list: OrderedList,
  ids: readonly string[],
  changed: () => AppError,
): Promise<void> {
  await lockList(tx, list);
  const current = await orderedEntries(tx, list);
  const was = current.map((entry) => entry.id);
  const known = new Set(was);
  if (ids.length !== was.length || ids.some((id) => !known.has(id))) throw changed();
  if (ids.every((id, index) => was[index] === id)) return;
  await saveOrder(tx, list, current, ids);
  await recordAudit(tx, {
    actorUserId: staffUserId,
    action: `${list.action}.reorder`,
    entityType: list.entityType,
    entityId: list.key,
    before: { order: was },
    after: { order: [...ids] },
  });
}
