/**
 * The three ordered lists staff keep on the home page (rule:home-content): hero entries, the banners of one kind,
 * testimonials. Each is ordered by `sort_order`, and every staff write to a list takes that list's lock first, so
 * two staff members adding, moving or removing at once queue up instead of interleaving: positions stay 0..n-1
 * without gaps or ties, and the size cap cannot be overshot (ADR 0031). The list mechanics are those of
 * domain/ordering/ordered-lists.ts, shared with the categories.
 */
import { eq } from 'drizzle-orm';
import { banners, heroContents, testimonials } from '../../db/schema/index';
import type { OrderedList } from '../ordering/ordered-lists';
import {
  bannerKindLabels,
  maxBannersPerKind,
  maxHeroEntries,
  maxTestimonials,
  type BannerKind,
} from '../schemas/admin-content';

export interface ContentList extends OrderedList {
  lockSpace: 'home-content';
  entityType: 'hero_entry' | 'banner' | 'testimonial';
  action: 'content.hero' | 'content.banner' | 'content.testimonial';
}

export const heroList: ContentList = {
  lockSpace: 'home-content',
  key: 'hero',
  table: heroContents,
  scope: undefined,
  // The public reads' tie-breakers (rule:active-hero-entry: the first active entry is the one shown).
  tieBreaks: [heroContents.createdAt, heroContents.id],
  entityType: 'hero_entry',
  action: 'content.hero',
  noun: 'Hero entry',
  max: maxHeroEntries,
  full: `There are already ${maxHeroEntries} hero entries. Delete one you no longer need first.`,
};

export const bannerList = (kind: BannerKind): ContentList => ({
  lockSpace: 'home-content',
  key: `banners:${kind}`,
  table: banners,
  scope: eq(banners.kind, kind),
  tieBreaks: [banners.createdAt, banners.id],
  entityType: 'banner',
  action: 'content.banner',
  noun: 'Banner',
  max: maxBannersPerKind,
  full: `There are already ${maxBannersPerKind} banners for ${bannerKindLabels[kind]}. Remove one first.`,
});

export const testimonialList: ContentList = {
  lockSpace: 'home-content',
  key: 'testimonials',
  table: testimonials,
  scope: undefined,
  tieBreaks: [testimonials.createdAt, testimonials.id],
  entityType: 'testimonial',
  action: 'content.testimonial',
  noun: 'Testimonial',
  max: maxTestimonials,
  full: `There are already ${maxTestimonials} testimonials. Delete one first.`,
};
