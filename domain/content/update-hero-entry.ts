import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { heroContents } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { changedFields, changesNothing } from '../audit/changed-fields';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import type { UpdateHeroEntryBody } from '../schemas/admin-content';
import type { AdminHeroEntry } from '../views/admin-content';
import { heroList } from './content-lists';
import { listAdminHeroEntries } from './list-admin-hero-entries';

const fields = ['title', 'subTitle', 'freeshipingAmount', 'isActive'] as const;

/**
 * Changes a hero entry's texts, amount or whether it is active (rule:home-content). Turning entries off rather
 * than deleting them keeps a seasonal entry for next season (ADR 0031). Audited with the fields before and after
 * (rule:audit-log); a request that changes nothing writes nothing.
 */
export async function updateHeroEntry(
  db: Database,
  staffUserId: string,
  id: string,
  input: UpdateHeroEntryBody,
): Promise<AdminHeroEntry> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(heroContents).where(eq(heroContents.id, id)).for('update');
    if (!current) throw notFoundError(heroList.noun);
    const { before, after: changes } = changedFields(current, input, fields);
    if (!changesNothing(changes)) {
      await tx.update(heroContents).set(changes).where(eq(heroContents.id, id));
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'content.hero.update',
        entityType: heroList.entityType,
        entityId: id,
        before,
        after: changes,
      });
    }
    const entry = (await listAdminHeroEntries(tx)).find((e) => e.id === id);
    return entry!;
  });
}
