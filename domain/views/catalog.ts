/**
 * Catalog answers (rule:product-fields, rule:api-contract): products, product detail, reviews,
 * categories; one schema per view (ADR 0018).
 */
import { z } from 'zod';

const optionList = z.array(z.string());

/** The product as every answer shows it; `_id` and `id` are the same uuid. */
export const publicProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  titleHi: z.string().nullable().describe('The title in Hindi, when staff wrote one (Hindi pages show it); else null'),
  descriptionHi: z
    .string()
    .nullable()
    .describe('The short description in Hindi, when staff wrote one (Hindi pages show it); else null'),
  images: optionList,
  price: z
    .number()
    .describe('Original price in rupees; the sale price is price - price * discount / 100, to the paisa'),
  discount: z.number().describe('Percent'),
  stock: z.number(),
  sizes: optionList,
  colors: optionList,
  rams: optionList,
  weight: optionList,
  specs: optionList,
  material: z.string(),
  color: z.string(),
  size: z.string(),
  category: z.string(),
  subCategory: z.string().nullable(),
  ratings: z.object({ average: z.number(), totalReviews: z.number() }),
  createdAt: z.string(),
});
export type PublicProduct = z.output<typeof publicProductSchema>;

export const publicReviewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  rating: z.number(),
  comment: z.string(),
  name: z.string(),
  createdAt: z.string(),
  images: z.array(z.string()),
  user: z.object({ name: z.string(), profilePic: z.string(), verified: z.boolean() }),
});
export type PublicReview = z.output<typeof publicReviewSchema>;

export const reviewStatsSchema = z.object({
  average: z.number(),
  totalReviews: z.number(),
  breakdown: z.object({ 5: z.number(), 4: z.number(), 3: z.number(), 2: z.number(), 1: z.number() }),
  recommendPercent: z.number().describe('Share of reviews rated 4 or higher, whole percent'),
  qualityRating: z.number().describe('Average rating on the 5-star scale, one decimal'),
});
export type ReviewStats = z.output<typeof reviewStatsSchema>;

export const productDetailSchema = publicProductSchema.extend({
  reviews: z.array(publicReviewSchema),
  reviewStats: reviewStatsSchema,
  categoryName: z.string(),
  subCategoryName: z.string().nullable(),
  returnDays: z
    .number()
    .int()
    .describe('Days from delivery it may be returned or exchanged: its own, else its category’s; 0 is not returnable'),
});
export type ProductDetail = z.output<typeof productDetailSchema>;

/**
 * Matches per category, sub category, brand (the 200 with most), rating ("4 stars and up") and sale-price band over
 * every product the search and filters match, not the page. Each facet leaves out its own filter, so a chosen brand
 * still shows the counts of the other brands. Exact, with no cap (ADR 0036).
 */
export const productFacetsSchema = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string(), count: z.number() })),
  subCategories: z.array(z.object({ id: z.string(), categoryId: z.string(), name: z.string(), count: z.number() })),
  brands: z.array(z.object({ name: z.string(), count: z.number() })),
  ratings: z.array(z.object({ min: z.number(), count: z.number() })),
  prices: z.array(z.object({ min: z.number(), max: z.number().nullable(), count: z.number() })),
});
export type ProductFacets = z.output<typeof productFacetsSchema>;

export const productPageSchema = z.object({
  products: z.array(publicProductSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  totalIsExact: z.boolean().describe('False when more products match than the 10,000 that are counted and reachable'),
  totalPages: z.number(),
  facets: productFacetsSchema.optional().describe('Only with facets=true'),
});
export type ProductPage = z.output<typeof productPageSchema>;

export const topSellingSchema = z.object({ topRatedProducts: z.array(publicProductSchema) });
export type TopSelling = z.output<typeof topSellingSchema>;

export const relatedProductsSchema = z.object({ products: z.array(publicProductSchema) });
export type RelatedProducts = z.output<typeof relatedProductsSchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type ReviewPage = z.output<typeof reviewPageSchema>;

export const suggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type Suggestions = z.output<typeof suggestionsSchema>;

export const brandListSchema = z.object({ brands: z.array(z.string()) });
export type BrandList = z.output<typeof brandListSchema>;

export const categorySchema = z.object({ _id: z.string(), id: z.string(), name: z.string(), image: z.string() });
export type Category = z.output<typeof categorySchema>;
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryList = z.output<typeof categoryListSchema>;

export const subCategorySchema = z.object({ _id: z.string(), id: z.string(), name: z.string(), category: z.string() });
export type SubCategory = z.output<typeof subCategorySchema>;
export const subCategoryListSchema = z.object({ subCategories: z.array(subCategorySchema) });
export type SubCategoryList = z.output<typeof subCategoryListSchema>;
