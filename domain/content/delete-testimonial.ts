import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testimonials } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import { deleteAndCloseGap, lockList } from '../ordering/ordered-lists';
import { testimonialList } from './content-lists';
import { toAdminTestimonial } from './list-admin-testimonials';

/**
 * Deletes a testimonial for good (rule:home-content); one staff may want again is hidden instead (ADR 0031). The
 * testimonials after it move up one. Audited with what it held (rule:audit-log).
 */
export async function deleteTestimonial(db: Database, staffUserId: string, id: string): Promise<{ id: string }> {
  return inTransaction(db, async (tx) => {
    await lockList(tx, testimonialList);
    const [current] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    if (!current) throw notFoundError(testimonialList.noun);
    await deleteAndCloseGap(tx, testimonialList, id);
    const { id: _id, ...held } = toAdminTestimonial(current);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'content.testimonial.delete',
      entityType: testimonialList.entityType,
      entityId: id,
      before: held,
      after: null,
    });
    return { id };
  });
}
