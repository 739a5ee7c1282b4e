import type { Database } from '../../db/client';
import { banners } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import { bannerKindLabels, type AddBannerBody, type BannerKind } from '../schemas/admin-content';
import type { AdminBanner } from '../views/admin-content';
import { claimStaffImage, staffImageRefusal } from './claim-staff-image';
import { lockList, positionForNew } from '../ordering/ordered-lists';
import { bannerList } from './content-lists';

/**
 * Adds a banner for wide screens or phones, after the others (rule:home-content, rule:banner-rotation). The
 * picture was uploaded first and is claimed here, in this transaction: it must be the staff member's own upload
 * (claimStaffImage). Audited in the same transaction (rule:audit-log).
 */
export async function addBanner(
  db: Database,
  staffUserId: string,
  kind: BannerKind,
  input: AddBannerBody,
): Promise<AdminBanner> {
  const list = bannerList(kind);
  return inTransaction(db, async (tx) => {
    await lockList(tx, list);
    await claimStaffImage(tx, staffUserId, input.image, staffImageRefusal('banner picture'));
    const sortOrder = await positionForNew(tx, list, false);
    const [created] = await tx.insert(banners).values({ kind, image: input.image, sortOrder }).returning();
    if (!created) throw new AppError('INTERNAL', `Could not add the banner for ${bannerKindLabels[kind]}`);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'content.banner.add',
      entityType: list.entityType,
      entityId: created.id,
      before: null,
      after: { kind, image: created.image, position: sortOrder + 1 },
    });
    return { id: created.id, kind, image: created.image, sortOrder: created.sortOrder };
  });
}
