import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners } from '../../db/schema/index';
import { notFoundError } from '../errors';
import { bannerKinds, type BannerKind, type MoveDirection } from '../schemas/admin-content';
import { bannerList } from './content-lists';
import { moveContentEntry } from './move-content-entry';

/**
 * Moves a banner among those of its kind (rule:home-content, rule:banner-rotation) and says which kind that is. A
 * banner never changes kind, so reading it before the move's transaction is safe; a banner removed in between is
 * a 404 from the move itself.
 */
export async function moveBanner(
  db: Database,
  staffUserId: string,
  id: string,
  direction: MoveDirection,
): Promise<BannerKind> {
  const [found] = await db.select({ kind: banners.kind }).from(banners).where(eq(banners.id, id));
  if (!found || !bannerKinds.includes(found.kind as BannerKind)) throw notFoundError('Banner');
  const kind = found.kind as BannerKind;
  await moveContentEntry(db, staffUserId, bannerList(kind), id, direction);
  return kind;
}
