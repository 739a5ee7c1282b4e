/** Home-page content and shop settings (rule:home-page, rule:api-contract): one schema per view (ADR 0018). */
import { z } from 'zod';

export const heroContentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  subTitle: z.string(),
  freeshipingAmount: z.number().describe('The configured free-shipping threshold, rupees (rule:free-shipping)'),
  isActive: z.boolean(),
});
export type HeroContent = z.output<typeof heroContentSchema>;
export const heroContentListSchema = z.object({ contents: z.array(heroContentSchema) });
export type HeroContentList = z.output<typeof heroContentListSchema>;

export const bannerSchema = z.object({ _id: z.string(), id: z.string(), image: z.string() });
export type Banner = z.output<typeof bannerSchema>;
export const bannerListSchema = z.object({ banners: z.array(bannerSchema) });
export type BannerList = z.output<typeof bannerListSchema>;

/** What a testimonial shows, the same on the home page and in the back office (admin-content.ts). */
export const testimonialFields = {
  name: z.string(),
  image: z.string(),
  title: z.string(),
  rating: z.number(),
  comment: z.string(),
};

export const testimonialSchema = z.object({ _id: z.string(), id: z.string(), ...testimonialFields });
export type Testimonial = z.output<typeof testimonialSchema>;
export const testimonialListSchema = z.object({ testimonials: z.array(testimonialSchema) });
export type TestimonialList = z.output<typeof testimonialListSchema>;

export const publicSettingsSchema = z.object({
  freeShippingThreshold: z.number(),
  flatShippingFee: z.number(),
  chatNumber: z.string(),
  appStoreUrl: z.string(),
  /** rule:quantity-limits: the most units of one product one order may take; the steppers stop there. */
  maxUnitsPerProduct: z.number(),
  currency: z.literal('INR'),
});
export type PublicSettings = z.output<typeof publicSettingsSchema>;
