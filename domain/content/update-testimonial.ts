import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testimonials } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { changedFields, changesNothing } from '../audit/changed-fields';
import { recordAudit } from '../audit/record-audit';
import { notFoundError } from '../errors';
import type { UpdateTestimonialBody } from '../schemas/admin-content';
import type { AdminTestimonial } from '../views/admin-content';
import { claimStaffImage, staffImageRefusal } from './claim-staff-image';
import { testimonialList } from './content-lists';
import { toAdminTestimonial } from './list-admin-testimonials';

const fields = ['name', 'title', 'rating', 'comment', 'image', 'isVisible'] as const;

/**
 * Changes a testimonial, or shows or hides it on the home page (rule:home-content). A new picture must be the staff
 * member's own upload and is claimed in this transaction; the picture it already has may come back unchanged (a
 * seeded one included), as a profile's may (rule:own-uploads-only). Audited with the fields before and after
 * (rule:audit-log); a request that changes nothing writes nothing.
 */
export async function updateTestimonial(
  db: Database,
  staffUserId: string,
  id: string,
  input: UpdateTestimonialBody,
): Promise<AdminTestimonial> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    if (!current) throw notFoundError(testimonialList.noun);
    const { before, after: changes } = changedFields(current, input, fields);
    if (changesNothing(changes)) return toAdminTestimonial(current);
    if (changes.image !== undefined)
      await claimStaffImage(tx, staffUserId, changes.image, staffImageRefusal('picture'));
    const [updated] = await tx.update(testimonials).set(changes).where(eq(testimonials.id, id)).returning();
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'content.testimonial.update',
      entityType: testimonialList.entityType,
      entityId: id,
      before,
      after: changes,
    });
    return toAdminTestimonial(updated!);
  });
}
