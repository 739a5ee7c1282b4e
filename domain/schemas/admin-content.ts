/**
 * Requests of the back office's home-page content (rule:home-content): hero entries, desktop and mobile banners,
 * testimonials, and the order of each list. Shared by the admin forms and the API (ADR 0018's rule for request
 * schemas); browser-safe. Every message names what to fix, and every issue carries its field's path, so a form
 * shows the server's refusal beside the field it is about.
 */
import { z } from 'zod';
import { imageKeyOf } from '../shared/image-keys';
import { formatRupees } from '../shared/money';

/** Each list staff keep is short; bounded so that every read of the home page stays small (rule:bounded-waits). */
export const maxHeroEntries = 20;
export const maxBannersPerKind = 20;
export const maxTestimonials = 50;

/** The highest free-shipping amount a hero entry may carry, rupees (the largest COD order is ₹1,00,000 by default). */
export const maxHeroFreeShippingRupees = 1_000_000;

export const bannerKinds = ['desktop', 'mobile'] as const;
export type BannerKind = (typeof bannerKinds)[number];
export const bannerKindLabels: Record<BannerKind, string> = { desktop: 'wide screens', mobile: 'phones' };

export const moveDirections = ['up', 'down', 'first', 'last'] as const;
export type MoveDirection = (typeof moveDirections)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .max(max, `Please keep the ${label} to ${max} characters or fewer.`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `Please enter the ${label}.`);

/**
 * An image of this shop (`/uploads/...`); whether it is an upload the staff member may use is the domain's
 * question (rule:own-uploads-only), asked in the write's transaction.
 */
const imageUrl = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    // One message per field: a missing or overlong value is not also "not an image of this shop".
    .min(1, { message: missing, abort: true })
    .max(300, { message: 'Please upload the picture again.', abort: true })
    .refine((url) => imageKeyOf(url) !== null, 'Please upload the picture through this page.');

const heroTitle = requiredText('title', 60);
const heroSubTitle = text('subtitle', 200);
const heroFreeShipping = z
  .number({ error: 'Please enter the free-shipping amount in whole rupees.' })
  .int('Please enter the free-shipping amount in whole rupees.')
  .min(0, 'The free-shipping amount cannot be negative.')
  .max(
    maxHeroFreeShippingRupees,
    `Please keep the free-shipping amount at most ${formatRupees(maxHeroFreeShippingRupees)}.`,
  );
const isActive = z.boolean({ error: 'isActive must be true or false.' });

/** POST /api/admin/content/hero. A new entry goes last unless `placeFirst`; the home page shows the first active one. */
export const createHeroEntryBodySchema = z.object({
  title: heroTitle,
  subTitle: heroSubTitle.default(''),
  /** Kept with the entry; the storefront's line shows the shop's one threshold (rule:free-shipping, ADR 0031). */
  freeshipingAmount: heroFreeShipping.optional(),
  isActive: isActive.default(true),
  placeFirst: z.boolean({ error: 'placeFirst must be true or false.' }).default(false),
});
export type CreateHeroEntryBody = z.output<typeof createHeroEntryBodySchema>;

/** PUT /api/admin/content/hero/{id}: any of the fields; at least one. */
export const updateHeroEntryBodySchema = z
  .object({
    title: heroTitle.optional(),
    subTitle: heroSubTitle.optional(),
    freeshipingAmount: heroFreeShipping.optional(),
    isActive: isActive.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to change: send title, subTitle, freeshipingAmount or isActive.',
  });
export type UpdateHeroEntryBody = z.output<typeof updateHeroEntryBodySchema>;

/** POST /api/admin/content/banners/{kind}: the picture was uploaded first (POST /api/upload/uploadImage). */
export const addBannerBodySchema = z.object({ image: imageUrl('Please upload a banner picture.') });
export type AddBannerBody = z.output<typeof addBannerBodySchema>;

export const bannerKindParamSchema = z.object({
  kind: z.enum(bannerKinds, 'The banner kind is desktop or mobile.'),
});

const testimonialName = requiredText('name', 100);
const testimonialTitle = text('title', 100);
/** The storefront's review comment limit (domain/schemas/reviews.ts): a testimonial is a review staff chose. */
const testimonialComment = requiredText('comment', 2000);
const testimonialRating = z
  .number({ error: 'Please choose a rating from 1 to 5 stars.' })
  .int('Please choose a rating from 1 to 5 stars.')
  .min(1, 'Please choose a rating from 1 to 5 stars.')
  .max(5, 'Please choose a rating from 1 to 5 stars.');
const testimonialImage = imageUrl('Please upload a picture of the customer.');
const isVisible = z.boolean({ error: 'isVisible must be true or false.' });

/** POST /api/admin/content/testimonials. A new testimonial goes last and is shown unless `isVisible` is false. */
export const createTestimonialBodySchema = z.object({
  name: testimonialName,
  title: testimonialTitle.default(''),
  rating: testimonialRating,
  comment: testimonialComment,
  image: testimonialImage,
  isVisible: isVisible.default(true),
});
export type CreateTestimonialBody = z.output<typeof createTestimonialBodySchema>;

/** PUT /api/admin/content/testimonials/{id}: any of the fields; at least one. */
export const updateTestimonialBodySchema = z
  .object({
    name: testimonialName.optional(),
    title: testimonialTitle.optional(),
    rating: testimonialRating.optional(),
    comment: testimonialComment.optional(),
    image: testimonialImage.optional(),
    isVisible: isVisible.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to change: send name, title, rating, comment, image or isVisible.',
  });
export type UpdateTestimonialBody = z.output<typeof updateTestimonialBodySchema>;

/** POST .../{id}/move: one step up or down, or to either end of its list. */
export const moveBodySchema = z.object({
  direction: z.enum(moveDirections, 'Please choose up, down, first or last.'),
});
export type MoveBody = z.output<typeof moveBodySchema>;

const ids = z
  .array(z.uuid('Each id must be an id from the list.'), { error: 'Please send the ids of the list, in order.' })
  .max(100, 'The list is longer than any list of the home page.')
  .refine((list) => new Set(list).size === list.length, 'Each id may appear once.');

/** POST .../reorder: the whole list in its new order; exactly the ids it holds now (ADR 0031). */
export const reorderBodySchema = z.object({ ids });
export type ReorderBody = z.output<typeof reorderBodySchema>;

/** POST /api/admin/content/banners/reorder: one kind's list in its new order. */
export const reorderBannersBodySchema = z.object({
  kind: z.enum(bannerKinds, 'The banner kind is desktop or mobile.'),
  ids,
});
export type ReorderBannersBody = z.output<typeof reorderBannersBodySchema>;
