/**
 * Home-page content as the back office shows it (rule:home-content): every entry, active, hidden or not, in the
 * shop's order. One schema per view (ADR 0018).
 */
import { z } from 'zod';
import { testimonialFields } from './content';

export const adminHeroEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  subTitle: z.string(),
  freeshipingAmount: z.number().describe('Rupees, kept with the entry; the storefront shows the shop threshold'),
  isActive: z.boolean(),
  /** The entry the home page shows now: the first active one (rule:active-hero-entry). */
  onHomePage: z.boolean(),
  sortOrder: z.number(),
});
export type AdminHeroEntry = z.output<typeof adminHeroEntrySchema>;
export const adminHeroEntryListSchema = z.array(adminHeroEntrySchema);

export const adminBannerSchema = z.object({
  id: z.string(),
  kind: z.enum(['desktop', 'mobile']),
  image: z.string(),
  sortOrder: z.number(),
});
export type AdminBanner = z.output<typeof adminBannerSchema>;
export const adminBannerListSchema = z.array(adminBannerSchema);

export const adminTestimonialSchema = z.object({
  id: z.string(),
  ...testimonialFields,
  isVisible: z.boolean(),
  sortOrder: z.number(),
});
export type AdminTestimonial = z.output<typeof adminTestimonialSchema>;
export const adminTestimonialListSchema = z.array(adminTestimonialSchema);

/** The whole page in one read: /admin/content's loader and GET /api/admin/content. */
export const adminHomeContentSchema = z.object({
  hero: adminHeroEntryListSchema,
  banners: z.object({ desktop: adminBannerListSchema, mobile: adminBannerListSchema }),
  testimonials: adminTestimonialListSchema,
  /** rule:free-shipping: the one threshold (rupees) the hero's free-shipping line shows. */
  freeShippingThreshold: z.number(),
});
export type AdminHomeContent = z.output<typeof adminHomeContentSchema>;

/** What a delete or removal answers: the id that is gone. */
export const removedContentSchema = z.object({ id: z.string() });
