/**
 * Hero banner texts (rule:hero-banner, `GET heroSec`): only active entries (rule:active-hero-entry),
 * in the shop's chosen order; the storefront shows the first. rule:free-shipping: every text that
 * mentions free shipping uses the one configured threshold, so `freeshipingAmount` reports that
 * setting (rupees) rather than the number stored with the entry, which could disagree with the cart.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heroContents } from '../../db/schema/index';
import type { HeroContentList } from '../views/content';

export async function listHeroContents(db: DbOrTx, freeShippingThreshold: number): Promise<HeroContentList> {
  const rows = await db
    .select()
    .from(heroContents)
    .where(eq(heroContents.isActive, true))
    .orderBy(asc(heroContents.sortOrder), asc(heroContents.createdAt), asc(heroContents.id))
    .limit(100);
  return {
    contents: rows.map((h) => ({
      _id: h.id,
      id: h.id,
      title: h.title,
      subTitle: h.subTitle,
      freeshipingAmount: freeShippingThreshold,
      isActive: h.isActive,
    })),
  };
}
