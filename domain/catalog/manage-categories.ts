/**
 * The back office's writes of categories (rule:admin-categories): add, rename and change the picture or the GST
 * defaults, hide or show (with every product in it, rule:hidden-catalog), move, set a whole order, and delete an
 * empty one. Each write is one transaction with its audit row (rule:audit-log); a write that changes nothing writes
 * nothing. Ids never change, so links by id (`/products?category=<id>`, bookmarks, the sitemap) survive a rename
 * (ADR 0034).
 */
import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import { databaseErrorCode, inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { claimStaffImage } from '../content/claim-staff-image';
import { AppError, notFoundError } from '../errors';
import { closeGap, lockList, moveEntry, positionForNew, reorderEntries } from '../ordering/ordered-lists';
import type { CreateCategoryBody, UpdateCategoryBody } from '../schemas/admin-categories';
import type { MoveDirection } from '../schemas/admin-content';
import { uploadedImageKeyOf } from '../shared/image-keys';
import type { AdminCategory } from '../views/admin-categories';
import { categoryList } from './category-lists';
import { listAdminCategories } from './list-admin-categories';

/** Names are unique whatever their case: "fashion" beside "Fashion" would be two entries shoppers cannot tell apart. */
export const categoryNameTaken = (name: string) => {
  const message = `There is already a category called ${name}. Please choose another name.`;
  return new AppError('CONFLICT', message, [{ path: 'name', message }]);
};

const imageRefusal = {
  path: 'image',
  message: 'Please upload the picture again from this page: only a picture you uploaded here can be used.',
};

async function checkNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(sql`lower(${categories.name}) = lower(${name})`, exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw categoryNameTaken(name);
}

/**
 * A picture new to a category (rule:own-uploads-only, rule:admin-categories): the staff member's own upload, taken
 * out of quarantine in this transaction (so the sweep cannot take it), or a picture a category already shows (the
 * seed's pictures, or one moved from another category). Anything else is refused, naming `image`.
 */
async function acceptImage(tx: Tx, staffUserId: string, image: string): Promise<void> {
  if (uploadedImageKeyOf(image) !== null) return claimStaffImage(tx, staffUserId, image, imageRefusal);
  const [shown] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.image, image)).limit(1);
  if (!shown) throw new AppError('VALIDATION_ERROR', imageRefusal.message, [imageRefusal]);
}

/**
 * The unique index decides between two staff adding one name at once (a category's, or a sub category's within its
 * category); the loser gets the same field error as the check before the write.
 */
export async function withNameRace<T>(
  name: string | undefined,
  taken: (name: string) => AppError,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (name !== undefined && databaseErrorCode(err) === '23505') throw taken(name);
    throw err;
  }
}

/** One category as the screen shows it, read in the write's transaction. */
export async function getAdminCategory(db: DbOrTx, id: string): Promise<AdminCategory> {
  const [category] = await listAdminCategories(db, id);
  if (!category) throw notFoundError('Category');
  return category;
}

/** Adds a category after the others (rule:admin-categories); its picture is claimed in the same transaction. */
export async function createCategory(db: Database, staffUserId: string, input: CreateCategoryBody) {
  return withNameRace(input.name, categoryNameTaken, () =>
    inTransaction(db, async (tx) => {
      await lockList(tx, categoryList);
      await checkNameFree(tx, input.name);
      await acceptImage(tx, staffUserId, input.image);
      const sortOrder = await positionForNew(tx, categoryList);
      const [created] = await tx
        .insert(categories)
        .values({
          name: input.name,
          image: input.image,
          hsnCode: input.hsnCode,
          gstRateBp: input.gstRateBp,
          isActive: input.isActive,
          sortOrder,
        })
        .returning();
      if (!created) throw new AppError('INTERNAL', 'Could not add the category');
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'category.create',
        entityType: 'category',
        entityId: created.id,
        before: null,
        after: {
          name: created.name,
          image: created.image,
          hsnCode: created.hsnCode,
          gstRateBp: created.gstRateBp,
          isActive: created.isActive,
          position: sortOrder + 1,
        },
      });
      return getAdminCategory(tx, created.id);
    }),
  );
}

const editable = ['name', 'image', 'hsnCode', 'gstRateBp'] as const;

/**
 * Renames a category, changes its picture or the GST defaults its products take (rule:admin-categories). The id
 * stays, so every product, link and order keeps pointing at it; shoppers see the new name on their next read. A
 * new picture must be the staff member's own upload or one a category already shows; the current one may come
 * back unchanged. Only changed fields are audited.
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
      if (changes.name !== undefined) await checkNameFree(tx, changes.name, id);
      if (changes.image !== undefined) await acceptImage(tx, staffUserId, changes.image);
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

/**
 * Hides a category from shoppers or shows it again (rule:hidden-catalog): the trigger of migration 0012 takes its
 * products out of (or back into) every list, search and the sitemap in the same statement. Audited as
 * category.hide or category.show with how many products it holds.
 */
export async function setCategoryVisibility(
  db: Database,
  staffUserId: string,
  id: string,
  isActive: boolean,
): Promise<AdminCategory> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw notFoundError('Category');
    if (current.isActive === isActive) return getAdminCategory(tx, id);
    await tx.update(categories).set({ isActive }).where(eq(categories.id, id));
    const view = await getAdminCategory(tx, id);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: isActive ? 'category.show' : 'category.hide',
      entityType: 'category',
      entityId: id,
      before: { isActive: current.isActive },
      after: { isActive, products: view.products },
    });
    return view;
  });
}

/** Moves a category a step up or down, or to either end; the carousel and the filter follow its order. */
export async function moveCategory(
  db: Database,
  staffUserId: string,
  id: string,
  direction: MoveDirection,
): Promise<void> {
  await inTransaction(db, (tx) => moveEntry(tx, staffUserId, categoryList, id, direction));
}

const categoriesChangedError = () =>
  new AppError(
    'CONFLICT',
    'The categories have changed since the page was loaded (one was added or deleted). Reload and try again.',
  );

/**
 * Puts every category in a new order. The ids must be exactly those the shop holds now: a list someone changed
 * meanwhile is refused with 409 rather than half-applied (as ADR 0031's lists). Audited once, on the list.
 */
export async function reorderCategories(db: Database, staffUserId: string, ids: readonly string[]): Promise<void> {
  await inTransaction(db, (tx) => reorderEntries(tx, staffUserId, categoryList, ids, categoriesChangedError));
}

const productCount = (n: number) => (n === 1 ? '1 product' : `${n} products`);

/** The refusal of a delete of a category or sub category that holds products (rule:hidden-catalog). */
export const holdsProductsError = (what: string, name: string, n: number) =>
  new AppError(
    'CONFLICT',
    `${name} has ${productCount(n)}, so it cannot be deleted: hide it instead, and shoppers no longer see it or its products.`,
    { products: n, [what]: name },
  );

/**
 * Runs a delete of a category or sub category (`noun`, lower case). Its row lock keeps products out between the
 * count and the delete; a product written by a path that skipped the lock (SQL by hand) is still refused by the
 * foreign key, and that refusal says the same as the count's.
 */
export async function deletingOnlyEmpty<T>(noun: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (databaseErrorCode(err) === '23503') {
      throw new AppError('CONFLICT', `This ${noun} holds products, so it cannot be deleted: hide it instead.`);
    }
    throw err;
  }
}

/**
 * Deletes a category that holds no products, in it or in any of its sub categories (rule:hidden-catalog): its
 * empty sub categories go with it. One with products can only be hidden (409, saying how many). The category's
 * row lock keeps a product from being added to it between the count and the delete (adding one takes a key-share
 * lock on it), and the foreign key would refuse the delete anyway. The picture stays in the image store, and the
 * audit row names it.
 */
export async function deleteCategory(db: Database, staffUserId: string, id: string): Promise<{ id: string }> {
  return deletingOnlyEmpty('category', () =>
    inTransaction(db, async (tx) => {
      await lockList(tx, categoryList);
      const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!current) throw notFoundError('Category');
      const subs = await tx
        .select({ id: subCategories.id, name: subCategories.name })
        .from(subCategories)
        .where(eq(subCategories.categoryId, id))
        .for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(products)
        .where(
          subs.length > 0
            ? or(
                eq(products.categoryId, id),
                inArray(
                  products.subCategoryId,
                  subs.map((s) => s.id),
                ),
              )
            : eq(products.categoryId, id),
        );
      const n = Number(held?.n ?? 0);
      if (n > 0) throw holdsProductsError('category', current.name, n);
      await tx.delete(categories).where(eq(categories.id, id));
      await closeGap(tx, categoryList);
      await recordAudit(tx, {
        actorUserId: staffUserId,
        action: 'category.delete',
        entityType: 'category',
        entityId: id,
        before: {
          name: current.name,
          image: current.image,
          hsnCode: current.hsnCode,
          gstRateBp: current.gstRateBp,
          isActive: current.isActive,
          sortOrder: current.sortOrder,
          subCategories: subs.map((s) => s.name),
        },
        after: null,
      });
      return { id };
    }),
  );
}
