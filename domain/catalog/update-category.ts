import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import type { UpdateCategoryBody } from '../schemas/admin-categories';
import { acceptCategoryImage, categoryNameTaken, checkCategoryNameFree, withNameRace } from './category-write-guards';
import { getAdminCategory } from './get-admin-category';

const editable = ['name', 'image', 'hsnCode', 'gstRateBp', 'returnDays'] as const;

/**
 * Renames a category, changes its picture, the GST defaults or the return window its products take (rule:admin-categories,
 * rule:return-window). The id
 * stays (ADR 0034), so every product, link and order keeps pointing at it; shoppers see the new name on their next
 * read. A new picture must be the staff member's own upload or one a category already shows; the current one may
 * come back unchanged. Only changed fields are audited (rule:audit-log); a write that changes nothing writes nothing.
 */
export async function updateCategory(db: Database, staffUserId: string, id: string, input: UpdateCategoryBody) {
  return withNameRace(input.name, categoryNameTaken, () =>
    inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!current) throw notFoundError('Category');
      const changes: Partial<Pick<typeof current, (typeof editable)[number]>> = {};
      const before: Record<string, unknown> = {};
      for (const field of editable) {
        const value = input[field];
        if (value === undefined || value === current[field]) continue;
        Object.assign(changes, { [field]: value });
        before[field] = current[field];
      }
      if (Object.keys(changes).length === 0) return getAdminCategory(tx, id);
      if (changes.name !== undefined) await checkCategoryNameFree(tx, changes.name, id);
      if (changes.image !== undefined) await acceptCategoryImage(tx, staffUserId, changes.image);
      await tx.update(categories).set(changes).where(eq(categories.id, id));
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'category.update',
        entityType: 'category',
        entityId: id,
        before,
        after: changes,
      });
      return getAdminCategory(tx, id);
    }),
  );
}
