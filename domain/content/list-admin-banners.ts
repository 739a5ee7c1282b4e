import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema/index';
import type { BannerKind } from '../schemas/admin-content';
import type { AdminBanner } from '../views/admin-content';

/** One kind's banners in the order the hero rotates through them (rule:banner-rotation, rule:home-content). */
export async function listAdminBanners(db: DbOrTx, kind: BannerKind): Promise<AdminBanner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.kind, kind))
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));
  return rows.map((row) => ({ id: row.id, kind, image: row.image, sortOrder: row.sortOrder }));
}
