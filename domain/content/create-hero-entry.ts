import type { Database } from '../../db/client';
import { heroContents } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import type { CreateHeroEntryBody } from '../schemas/admin-content';
import type { AdminHeroEntry } from '../views/admin-content';
import { lockList, positionForNew } from '../ordering/ordered-lists';
import { heroList } from './content-lists';
import { listAdminHeroEntries } from './list-admin-hero-entries';

/**
 * Adds a hero entry (rule:home-content), last or first in the list; the home page shows the first active entry
 * (rule:active-hero-entry). Without an amount the entry records the shop's free-shipping threshold, which is what
 * the storefront's line shows anyway (rule:free-shipping, ADR 0031). Audited in the same transaction
 * (rule:audit-log).
 */
export async function createHeroEntry(
  db: Database,
  staffUserId: string,
  input: CreateHeroEntryBody,
  freeShippingThreshold: number,
): Promise<AdminHeroEntry> {
  return inTransaction(db, async (tx) => {
    await lockList(tx, heroList);
    const sortOrder = await positionForNew(tx, heroList, input.placeFirst);
    const [created] = await tx
      .insert(heroContents)
      .values({
        title: input.title,
        subTitle: input.subTitle,
        freeshipingAmount: input.freeshipingAmount ?? freeShippingThreshold,
        isActive: input.isActive,
        sortOrder,
      })
      .returning();
    if (!created) throw new AppError('INTERNAL', 'Could not add the hero entry');
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'content.hero.create',
      entityType: heroList.entityType,
      entityId: created.id,
      before: null,
      after: {
        title: created.title,
        subTitle: created.subTitle,
        freeshipingAmount: created.freeshipingAmount,
        isActive: created.isActive,
        position: sortOrder + 1,
      },
    });
    const entry = (await listAdminHeroEntries(tx)).find((e) => e.id === created.id);
    return entry!;
  });
}
