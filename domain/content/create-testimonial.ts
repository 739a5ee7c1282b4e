import type { Database } from '../../db/client';
import { testimonials } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import type { CreateTestimonialBody } from '../schemas/admin-content';
import type { AdminTestimonial } from '../views/admin-content';
import { claimStaffImage, staffImageRefusal } from './claim-staff-image';
import { lockList, positionForNew } from '../ordering/ordered-lists';
import { testimonialList } from './content-lists';
import { toAdminTestimonial } from './list-admin-testimonials';

/**
 * Adds a testimonial after the others, shown unless staff say hidden (rule:home-content, rule:testimonials). Its
 * picture was uploaded first and is claimed here, in this transaction: the staff member's own upload only
 * (claimStaffImage). Audited in the same transaction (rule:audit-log).
 */
export async function createTestimonial(
  db: Database,
  staffUserId: string,
  input: CreateTestimonialBody,
): Promise<AdminTestimonial> {
  return inTransaction(db, async (tx) => {
    await lockList(tx, testimonialList);
    await claimStaffImage(tx, staffUserId, input.image, staffImageRefusal('picture'));
    const sortOrder = await positionForNew(tx, testimonialList, false);
    const [created] = await tx
      .insert(testimonials)
      .values({
        name: input.name,
        title: input.title,
        rating: input.rating,
        comment: input.comment,
        image: input.image,
        isVisible: input.isVisible,
        sortOrder,
      })
      .returning();
    if (!created) throw new AppError('INTERNAL', 'Could not add the testimonial');
    const view = toAdminTestimonial(created);
    const { id, sortOrder: _position, ...fields } = view;
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action: 'content.testimonial.create',
      entityType: testimonialList.entityType,
      entityId: id,
      before: null,
      after: { ...fields, position: sortOrder + 1 },
    });
    return view;
  });
}
