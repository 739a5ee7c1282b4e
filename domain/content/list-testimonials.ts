/** Testimonials slider on the home page (rule:testimonials, `GET testimonial`). */
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { testimonials } from '../../db/schema/index';
import type { TestimonialList } from '../views/content';

export async function listTestimonials(db: DbOrTx): Promise<TestimonialList> {
  const rows = await db
    .select()
    .from(testimonials)
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
