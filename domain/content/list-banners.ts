/**
 * Hero images (rule:banner-rotation; `GET banner`, `GET mobileBanner`): the desktop list, or the
 * mobile list shown on viewports under 640 px, in the shop's chosen order.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema/index';
import type { BannerList } from '../views/content';

export async function listBanners(db: DbOrTx, kind: 'desktop' | 'mobile'): Promise<BannerList> {
  const rows = await db
    .select({ id: banners.id, image: banners.image })
    .from(banners)
    .where(eq(banners.kind, kind))
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id))
    .limit(100);
  return { banners: rows.map((b) => ({ _id: b.id, id: b.id, image: b.image })) };
}
