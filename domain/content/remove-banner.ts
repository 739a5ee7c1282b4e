import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import { bannerKinds, type BannerKind } from '../schemas/admin-content';
import { deleteAndCloseGap, lockList } from '../ordering/ordered-lists';
import { bannerList } from './content-lists';

/**
 * Takes a banner off the home page (rule:home-content); the banners after it move up one. The picture stays in the
 * image store: it was claimed, so the sweep leaves it, and the audit row names it should staff want it back
 * (ADR 0031). Audited in the same transaction (rule:audit-log).
 */
export async function removeBanner(db: Database, staffUserId: string, id: string): Promise<{ id: string }> {
  return inTransaction(db, async (tx) => {
    // The kind decides which list to lock; a banner never changes kind, so reading it first is safe.
    const [found] = await tx.select({ kind: banners.kind }).from(banners).where(eq(banners.id, id));
    if (!found || !bannerKinds.includes(found.kind as BannerKind)) throw notFoundError('Banner');
    const list = bannerList(found.kind as BannerKind);
    await lockList(tx, list);
    const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!current) throw notFoundError('Banner');
    await deleteAndCloseGap(tx, list, id);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'content.banner.remove',
      entityType: list.entityType,
      entityId: id,
      before: { kind: current.kind, image: current.image, sortOrder: current.sortOrder },
      after: null,
    });
    return { id };
  });
}
