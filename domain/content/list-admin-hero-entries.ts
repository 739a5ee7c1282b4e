import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heroContents } from '../../db/schema/index';
import type { AdminHeroEntry } from '../views/admin-content';

/**
 * Every hero entry, active or not, in the shop's order (rule:home-content), each marked when it is the one the
 * home page shows: the first active entry (rule:active-hero-entry), in the order and tie-breaks of the public read.
 */
export async function listAdminHeroEntries(db: DbOrTx): Promise<AdminHeroEntry[]> {
  const rows = await db
    .select()
    .from(heroContents)
    .orderBy(asc(heroContents.sortOrder), asc(heroContents.createdAt), asc(heroContents.id));
  const shownId = rows.find((row) => row.isActive)?.id;
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subTitle: row.subTitle,
    freeshipingAmount: row.freeshipingAmount,
    isActive: row.isActive,
    onHomePage: row.id === shownId,
    sortOrder: row.sortOrder,
  }));
}
