/**
 * Testimonials slider on the home page (rule:testimonials, `GET testimonial`): only those staff show
 * (rule:home-content); a hidden one is kept for the back office and left out here.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { testimonials } from '../../db/schema/index';
import type { TestimonialList } from '../views/content';

export async function listTestimonials(db: DbOrTx): Promise<TestimonialList> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.isVisible, true))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt), asc(testimonials.id))
    .limit(100);
  return {
    testimonials: rows.map((t) => ({
      _id: t.id,
      id: t.id,
      name: t.name,
      image: t.image,
      title: t.title,
      rating: t.rating,
      comment: t.comment,
    })),
  };
}
