import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { heroContents } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import { deleteAndCloseGap, lockList } from '../ordering/ordered-lists';
import { heroList } from './content-lists';

/**
 * Deletes a hero entry for good (rule:home-content); nothing else refers to one, and an entry staff may want again
 * is turned off instead (ADR 0031). The entries after it move up one. Audited with what it held (rule:audit-log).
 */
export async function deleteHeroEntry(db: Database, staffUserId: string, id: string): Promise<{ id: string }> {
  return inTransaction(db, async (tx) => {
    await lockList(tx, heroList);
    const [current] = await tx.select().from(heroContents).where(eq(heroContents.id, id)).for('update');
    if (!current) throw notFoundError(heroList.noun);
    await deleteAndCloseGap(tx, heroList, id);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'content.hero.delete',
      entityType: heroList.entityType,
      entityId: id,
      before: {
        title: current.title,
        subTitle: current.subTitle,
        freeshipingAmount: current.freeshipingAmount,
        isActive: current.isActive,
        sortOrder: current.sortOrder,
      },
      after: null,
    });
    return { id };
  });
}
