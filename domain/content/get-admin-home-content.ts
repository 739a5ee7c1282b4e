import type { DbOrTx } from '../../db/client';
import type { AdminHomeContent } from '../views/admin-content';
import { listAdminBanners } from './list-admin-banners';
import { listAdminHeroEntries } from './list-admin-hero-entries';
import { listAdminTestimonials } from './list-admin-testimonials';

/**
 * Everything staff keep on the home page (rule:home-content), for the back office's one content page: short
 * lists, read one after the other (PGlite has one connection; on PostgreSQL the four reads are tiny).
 */
export async function getAdminHomeContent(db: DbOrTx, freeShippingThreshold: number): Promise<AdminHomeContent> {
  const hero = await listAdminHeroEntries(db);
  const desktop = await listAdminBanners(db, 'desktop');
  const mobile = await listAdminBanners(db, 'mobile');
  const testimonials = await listAdminTestimonials(db);
  return { hero, banners: { desktop, mobile }, testimonials, freeShippingThreshold };
}
