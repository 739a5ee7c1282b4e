/**
 * Expands the catalog data modules (data/*.ts) into product drafts: brand × model
 * per product line, with prices, discounts, stock, options, sales, pictures and
 * reviews drawn from a seeded random generator. No I/O: the same call always
 * gives the same catalog (apart from dates, which are relative to `now`), so image
 * names are stable across runs.
 */
import type { products } from '../schema/index';
import { beauty } from './data/beauty';
import { books } from './data/books';
import { commentsByRating, categoryComments, menFirstNames, surnames, womenFirstNames } from './data/reviews';
import { dailyEssentials } from './data/daily-essentials';
import { electronics } from './data/electronics';
import { bannerEmoji, categoryEmoji, manAvatars, subCategoryEmoji, womanAvatars } from './data/emoji';
import { fashion } from './data/fashion';
import { groceries } from './data/groceries';
import { homeKitchen } from './data/home-kitchen';
import { sports } from './data/sports';
import type { CategorySeed, ProductLine, SubCategorySeed } from './data/types';
import { imageUrl, type ImageSpec } from './images';
import { createRandom, type Random } from './random';
import { defaultReturnDays, notReturnableCategoryNames } from '../../domain/shared/return-rules';

/** In display order: the four the shop is known for first (rule:shop-range), then the rest. */
export const catalogSeed: readonly CategorySeed[] = [
  fashion,
  electronics,
  groceries,
  dailyEssentials,
  homeKitchen,
  beauty,
  sports,
  books,
];

const catalogRandomSeed = 20_241_121;
const dayMs = 24 * 60 * 60 * 1000;
/** Background hues are multiples of 24°, so compositions repeat and share files. */
const hueStep = 24;
const hueCount = 360 / hueStep;

type ProductValues = Omit<typeof products.$inferInsert, 'categoryId' | 'subCategoryId' | 'id'>;

export interface ReviewDraft {
  name: string;
  profilePic: string;
  rating: number;
  comment: string;
  verified: boolean;
  createdAt: Date;
}

export interface ProductDraft {
  categoryName: string;
  subCategoryName: string;
  values: ProductValues & { title: string; pricePaise: number; images: string[]; createdAt: Date };
  imageSpecs: ImageSpec[];
  reviews: ReviewDraft[];
  /** The line's whole colour palette, for the large-catalog variations. */
  palette: readonly string[];
}

export interface CategoryDraft {
  name: string;
  sortOrder: number;
  /** The category's GST default (rule:gst-invoice): a representative HSN heading and the rate in basis points. */
  hsnCode: string;
  gstRateBp: number;
  /** Days from delivery its products may come back; 0 is not returnable (rule:return-window). */
  returnDays: number;
  image: ImageSpec;
  subCategories: { name: string; sortOrder: number }[];
}

export interface CatalogDraft {
  categories: CategoryDraft[];
  products: ProductDraft[];
  /** Every picture the catalog needs, products, categories, faces and banners. */
  imageSpecs: ImageSpec[];
  banners: { desktop: ImageSpec[]; mobile: ImageSpec[] };
}

interface Template {
  category: CategorySeed;
  subCategory: SubCategorySeed;
  line: ProductLine;
  brand: string;
  model: string;
  /** Position of the model in its line (prices rise along it) and the line's model count. */
  modelIndex: number;
  modelCount: number;
}

function listTemplates(): Template[] {
  const templates: Template[] = [];
  for (const category of catalogSeed) {
    for (const subCategory of category.subCategories) {
      for (const line of subCategory.lines) {
        for (const brand of line.brands) {
          const models = (Array.isArray(line.models)
            ? line.models
            : (line.models as Record<string, readonly string[]> | undefined)?.[brand]) ?? [''];
          models.forEach((model, modelIndex) =>
            templates.push({ category, subCategory, line, brand, model, modelIndex, modelCount: models.length }),
          );
        }
      }
    }
  }
  return templates;
}

const fill = (text: string, values: { brand: string; model: string; title?: string }) =>
  text
    .replaceAll('{brand}', values.brand)
    .replaceAll('{model}', values.model)
    .replaceAll('{title}', values.title ?? '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** Prices the way Indian shops write them: ₹499, ₹1,299, ₹24,999; small amounts stay exact. */
export function shopPrice(rupees: number): number {
  if (rupees < 100) return Math.max(1, Math.round(rupees));
  if (rupees < 1000) return Math.round(rupees / 10) * 10 - 1;
  return Math.round(rupees / 100) * 100 - 1;
}

function drawPrice(template: Template, random: Random): number {
  const [low, high] = template.line.price;
  if (template.modelCount > 1) {
    // Models are listed cheapest first: place each along the range, with a little jitter.
    const position = template.modelIndex / (template.modelCount - 1);
    const base = low + (high - low) * position;
    return Math.min(high, Math.max(low, shopPrice(base * (0.97 + random.next() * 0.06))));
  }
  return Math.min(high, Math.max(low, shopPrice(low + (high - low) * random.next())));
}

function drawDiscount(line: ProductLine, random: Random): number {
  const [low, high] = line.discount ?? [0, 60];
  if (high === 0) return 0;
  if (low === 0 && random.chance(0.2)) return 0;
  const steps = Math.max(1, Math.floor(high / 5));
  const lowest = Math.max(1, Math.ceil(Math.max(low, 5) / 5));
  return Math.min(high, 5 * random.int(Math.min(lowest, steps), steps));
}

/** Stock: a few sold out and a few nearly gone, so stock warnings and refusals have something to show. */
function drawStock(index: number, random: Random): number {
  if (index % 37 === 11) return 0;
  if (index % 23 === 5) return 3;
  if (index % 31 === 7) return random.int(1, 5);
  return random.int(8, 250);
}

/** Units sold, spread over three orders of magnitude so "Top Selling" (rule:top-selling) has a clear order. */
function drawUnitsSold(random: Random): number {
  return Math.floor(Math.exp(random.next() * Math.log(5000))) - 1;
}

const avatarHue = (code: string) => (hashString(code) % hueCount) * hueStep;

function avatarSpec(code: string): ImageSpec {
  return { kind: 'avatar', emojis: [code], hue: avatarHue(code), variant: 0 };
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash;
}

function drawReviews(
  categoryName: string,
  createdAt: Date,
  now: Date,
  random: Random,
  maxCount: number,
): ReviewDraft[] {
  const count = random.chance(0.12) ? 0 : random.int(1, maxCount);
  // Each product has its own quality, so averages differ from product to product.
  const mean = 2.7 + random.next() * 2.1;
  const span = now.getTime() - createdAt.getTime();
  const extra = categoryComments[categoryName];
  const drafts: ReviewDraft[] = [];
  for (let i = 0; i < count; i++) {
    const noise = (random.next() + random.next() - 1) * 2;
    const rating = Math.min(5, Math.max(1, Math.round(mean + noise)));
    let comment = random.pick(commentsByRating[rating - 1]!);
    if (extra && rating >= 4 && random.chance(0.5)) comment = random.pick(extra.positive);
    if (extra && rating <= 2 && random.chance(0.4)) comment = random.pick(extra.negative);
    const woman = random.chance(0.5);
    const first = random.pick(woman ? womenFirstNames : menFirstNames);
    const surname = random.pick(surnames);
    const name = random.chance(0.3) ? `${first} ${surname[0]}.` : `${first} ${surname}`;
    const profilePic = random.chance(0.4) ? imageUrl(avatarSpec(random.pick(woman ? womanAvatars : manAvatars))) : '';
    drafts.push({
      name,
      profilePic,
      rating,
      comment,
      verified: random.chance(0.65),
      createdAt: new Date(createdAt.getTime() + Math.floor(random.next() * span)),
    });
  }
  return drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function productImages(template: Template, random: Random): ImageSpec[] {
  const fallback = subCategoryEmoji[template.subCategory.name] ?? { subject: ['1f4e6'], accent: '2728' };
  const subject = template.line.emoji?.[0] ?? random.pick(fallback.subject);
  const suggested = template.line.emoji?.[1] ?? fallback.accent;
  const accent = suggested === subject ? '2728' : suggested;
  const hue = random.int(0, hueCount - 1) * hueStep;
  const count = random.chance(0.4) ? 3 : 2;
  const specs: ImageSpec[] = [
    { kind: 'product', emojis: [subject], hue, variant: 0 },
    { kind: 'product', emojis: [subject, accent], hue: (hue + 2 * hueStep) % 360, variant: 1 },
    { kind: 'product', emojis: [subject], hue: (hue + 5 * hueStep) % 360, variant: 2 },
  ];
  return specs.slice(0, count);
}

function draftProduct(template: Template, index: number, random: Random, now: Date): ProductDraft {
  const { line, category, subCategory } = template;
  const title = fill(line.title, template);
  const names = { brand: template.brand, model: template.model, title };
  const description = fill(line.description, names);
  const titleHi = line.titleHi === undefined ? null : fill(line.titleHi, template);
  const descriptionHi = line.descriptionHi === undefined ? null : fill(line.descriptionHi, names);
  const fullDescription = [
    description,
    ...line.details.map((sentence) => fill(sentence, names)),
    ...random.sample(subCategory.details, 2),
    category.closing,
  ].join(' ');
  const colors = line.colors
    ? random.sample(line.colors, random.int(Math.min(2, line.colors.length), Math.min(4, line.colors.length)))
    : [];
  const createdAt = new Date(now.getTime() - random.int(2, 365) * dayMs - random.int(0, dayMs));
  const imageSpecs = productImages(template, random);
  return {
    categoryName: category.name,
    subCategoryName: subCategory.name,
    values: {
      title,
      brand: template.brand,
      description,
      fullDescription,
      titleHi,
      descriptionHi,
      images: imageSpecs.map(imageUrl),
      pricePaise: drawPrice(template, random) * 100,
      discount: drawDiscount(line, random),
      stock: drawStock(index, random),
      sizes: [...(line.sizes ?? [])],
      colors,
      rams: [...(line.rams ?? [])],
      weight: [...(line.weight ?? [])],
      specs: [...(line.specs ?? [])],
      material: line.material ?? '',
      color: colors[0] ?? '',
      unitsSold: drawUnitsSold(random),
      createdAt,
      updatedAt: createdAt,
    },
    imageSpecs,
    reviews: drawReviews(category.name, createdAt, now, random, 8),
    palette: line.colors ?? [],
  };
}

/** The faces used for testimonials, reviewers and the demo shopper. */
export const avatarSpecs: ImageSpec[] = [...womanAvatars, ...manAvatars].map(avatarSpec);
export const avatarUrl = (code: string) => imageUrl(avatarSpec(code));

/**
 * Representative GST of each seeded category (rule:gst-invoice), at the slabs in force since September
 * 2025 (0, 5, 18 and 40 percent). Staff set a product's own HSN code and rate where it differs.
 */
const categoryGst: Record<string, { hsnCode: string; gstRateBp: number }> = {
  'Beauty & Personal Care': { hsnCode: '3304', gstRateBp: 1800 },
  'Books & Stationery': { hsnCode: '4901', gstRateBp: 0 },
  'Daily Essentials': { hsnCode: '3401', gstRateBp: 500 },
  Electronics: { hsnCode: '8517', gstRateBp: 1800 },
  Fashion: { hsnCode: '6109', gstRateBp: 500 },
  Groceries: { hsnCode: '1101', gstRateBp: 500 },
  'Home & Kitchen': { hsnCode: '7323', gstRateBp: 500 },
  'Sports & Fitness': { hsnCode: '9506', gstRateBp: 500 },
};

export function buildDemoCatalog(now: Date = new Date()): CatalogDraft {
  const random = createRandom(catalogRandomSeed);
  const productDrafts = listTemplates().map((template, index) => draftProduct(template, index, random, now));
  const categories = catalogSeed.map((category, index) => ({
    name: category.name,
    sortOrder: index,
    ...(categoryGst[category.name] ?? { hsnCode: '', gstRateBp: 1800 }),
    returnDays: (notReturnableCategoryNames as readonly string[]).includes(category.name) ? 0 : defaultReturnDays,
    image: {
      kind: 'category' as const,
      emojis: categoryEmoji[category.name]?.subject ?? ['1f4e6'],
      hue: ((index * 4 + 1) % hueCount) * hueStep,
      variant: 0,
    },
    subCategories: category.subCategories.map((subCategory, subIndex) => ({
      name: subCategory.name,
      sortOrder: subIndex,
    })),
  }));
  const banners = {
    desktop: bannerEmoji.map((emojis, i) => ({
      kind: 'banner-desktop' as const,
      emojis,
      hue: [24, 192, 96][i % 3]!,
      variant: 1,
    })),
    mobile: bannerEmoji.map((emojis, i) => ({
      kind: 'banner-mobile' as const,
      emojis,
      hue: [336, 216, 120][i % 3]!,
      variant: 1,
    })),
  };
  return {
    categories,
    products: productDrafts,
    imageSpecs: [
      ...productDrafts.flatMap((draft) => draft.imageSpecs),
      ...categories.map((category) => category.image),
      ...avatarSpecs,
      ...banners.desktop,
      ...banners.mobile,
    ],
    banners,
  };
}

const variationSuffixes = ['(New Launch)', '(2025 Edition)', '(Gift Pack)', '(Value Pack)', '(Combo Offer)'] as const;

/**
 * A new product for the large benchmark catalog, varied from a demo product: another
 * colour, pack size or edition, another price, stock and sales, and the same pictures
 * (no new image is drawn), in a rotated order so list cards differ.
 */
export function varyProduct(base: ProductDraft, random: Random, now: Date, withReviews: boolean): ProductDraft {
  let title = base.values.title;
  let priceFactor = 0.85 + random.next() * 0.3;
  let colors = base.values.colors ?? [];
  if (base.palette.length > 1) {
    const colour = random.pick(base.palette);
    title = `${title}, ${colour}`;
    colors = [colour];
  } else if ((base.values.weight ?? []).length > 0 && base.categoryName !== 'Electronics') {
    const pack = random.int(2, 6);
    title = `${title} (Pack of ${pack})`;
    priceFactor *= pack * 0.95;
  } else {
    title = `${title} ${random.pick(variationSuffixes)}`;
  }
  const createdAt = new Date(now.getTime() - random.int(1, 730) * dayMs - random.int(0, dayMs));
  const rotate = random.int(0, base.values.images.length - 1);
  const images = [...base.values.images.slice(rotate), ...base.values.images.slice(0, rotate)];
  return {
    ...base,
    values: {
      ...base.values,
      title,
      // The Hindi title says what the demo product's English does, not the variation's.
      titleHi: null,
      images,
      colors,
      color: colors[0] ?? '',
      pricePaise: shopPrice((base.values.pricePaise / 100) * priceFactor) * 100,
      discount: random.chance(0.2) ? 0 : 5 * random.int(1, 12),
      stock: random.chance(0.03) ? 0 : random.int(1, 400),
      unitsSold: Math.floor(Math.exp(random.next() * Math.log(2000))) - 1,
      ratingAverageX100: 0,
      ratingCount: 0,
      createdAt,
      updatedAt: createdAt,
    },
    imageSpecs: [],
    reviews: withReviews ? drawReviews(base.categoryName, createdAt, now, random, 3) : [],
  };
}
