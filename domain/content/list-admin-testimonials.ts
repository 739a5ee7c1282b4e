import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { testimonials } from '../../db/schema/index';
import type { AdminTestimonial } from '../views/admin-content';

export const toAdminTestimonial = (row: typeof testimonials.$inferSelect): AdminTestimonial => ({
  id: row.id,
  name: row.name,
  image: row.image,
  title: row.title,
  rating: row.rating,
  comment: row.comment,
  isVisible: row.isVisible,
  sortOrder: row.sortOrder,
});

/** Every testimonial, shown or hidden, in the slider's order (rule:home-content, rule:testimonials). */
export async function listAdminTestimonials(db: DbOrTx): Promise<AdminTestimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt), asc(testimonials.id));
  return rows.map(toAdminTestimonial);
}
