/**
 * The catalog as an in-memory index (ADR 0036): what search, filters, sorts, facet counts and suggestions need of
 * every product, in typed arrays, with an inverted index of the products' words. It answers which products match
 * and in what order; the rows a page shows are then read from the database by id (list-products.ts), and
 * live-catalog-index.ts keeps it in step with the database in every app process.
 *
 * Why in memory: on PostgreSQL's own indexes a search at 100,000 products ORed trigram, LIKE and full-text matches,
 * ranked every match and counted separately (0.5-1.5 s at 20 shoppers at once); on PGlite all of that ran on the
 * server's one thread. Here a common word's 5,000 matches are scored, filtered, counted and the page picked in one
 * pass over flat arrays, without a database round trip.
 *
 * Text matching (text-analysis.ts for the words):
 * - each query word is a group; a product matches a group through the word's stem, a shopper word's alternatives
 *   (shopper-words.ts), a word the last query word begins (while typing), or a near spelling (one slip; two in
 *   words of seven letters or more, or two letters swapped);
 * - the products that match every group are the result (joining words such as "for" or "with" make no group);
 * - a group scores the best field the word is in (title 30, its first word 32, brand 25, sub category 20, category 15, options 10,
 *   description 5) times how exact the match is (the word 1, a shopper word 0.9, a started word 0.8, a near
 *   spelling 0.7 or 0.5), times the group's rarity (idf), so a rare word counts more than a common one.
 */
import { createHash } from 'node:crypto';
import SearchableMap from 'minisearch/SearchableMap';
import { shopperWords } from './shopper-words';
import { joiningWords, stemOf, wordsOf } from './text-analysis';

/** What the index keeps of a product; read from the database by live-catalog-index.ts. */
export interface IndexedProduct {
  id: string;
  title: string;
  brand: string;
  description: string;
  categoryId: string;
  subCategoryId: string | null;
  pricePaise: number;
  discount: number;
  stock: number;
  ratingAverageX100: number;
  ratingCount: number;
  unitsSold: number;
  createdAtMs: number;
  isListed: boolean;
  colors: string[];
  sizes: string[];
  color: string;
  size: string;
  material: string;
}

/** CatalogIndex.product: what the index knows of one product's state. */
export interface IndexedProductState {
  listed: boolean;
  writes: number;
  reviewWrites: number;
  categoryName: string;
  subCategoryName: string | null;
}

export interface IndexedCategory {
  id: string;
  name: string;
  isActive: boolean;
}

export interface IndexedSubCategory {
  id: string;
  categoryId: string;
  name: string;
  isActive: boolean;
}

/** A catalog name (category, sub category or brand) the typed text matches, and how closely (1 is as typed). */
export interface NameMatch {
  name: string;
  kind: 'category' | 'subCategory' | 'brand';
  closeness: number;
}

export type CatalogSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'rating' | 'popular';

export interface CatalogQuery {
  /** Free text as the shopper typed it; undefined or blank lists without searching. */
  text?: string;
  categoryId?: string;
  subCategoryId?: string;
  /** Bounds of the sale price times 100, in paise (price x (100 - discount)), inclusive. */
  minSaleX100?: number;
  maxSaleX100?: number;
  minRatingX100?: number;
  maxRatingX100?: number;
  /** Lower-cased wanted values; a product matches any of them. */
  brands?: string[];
  colors?: string[];
  sizes?: string[];
  materials?: string[];
  sort: CatalogSort;
  offset: number;
  limit: number;
  /** Also count the matches per category, sub category, brand, rating and price band (counting every match). */
  facets?: boolean;
  /** Without a search, counting may stop at this many matches once the page is full (ADR 0011's cap). */
  countUpTo?: number;
  /** The back office sees hidden products too. */
  includeUnlisted?: boolean;
}

/** Price bands of the facet counts, in rupees of the sale price; the last has no upper bound. */
export const priceBands: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: 5000 },
  { min: 5000, max: 10000 },
  { min: 10000, max: null },
];
/** Rating facets are "this many stars and up". */
export const ratingFloors = [4, 3, 2, 1] as const;
/** At most this many brands are counted back (most matches first): more than a category's brand list holds. */
export const maxBrandFacets = 200;

export interface CatalogFacets {
  categories: { id: string; name: string; count: number }[];
  subCategories: { id: string; categoryId: string; name: string; count: number }[];
  brands: { name: string; count: number }[];
  ratings: { min: number; count: number }[];
  prices: { min: number; max: number | null; count: number }[];
}

export interface CatalogAnswer {
  /** Product ids of the asked page, in order. */
  ids: string[];
  /** Products matching the query; without a search, at least `countUpTo` when more match. */
  total: number;
  facets?: CatalogFacets;
}

/** A title's first word weighs a little more than its others: "Kurta Pyjama Set" before "Cotton Kurta" for "kurta". */
const fieldWeight = {
  titleStart: 32,
  title: 30,
  brand: 25,
  subCategory: 20,
  category: 15,
  option: 10,
  description: 5,
} as const;
/**
 * How strongly a field says what a product is: its title or brand (2), its category, sub category or options (1), its
 * description (0). A sold-out product still comes before an in-stock one that matched in a weaker field.
 */
const tierOf = (weight: number) => (weight >= fieldWeight.brand ? 2 : weight >= fieldWeight.option ? 1 : 0);

const quality = { word: 1, shopperWord: 0.9, started: 0.8, oneSlip: 0.7, twoSlips: 0.5 } as const;

/** The pool's first size per product when a load begins: the demo catalog's products have about 21 words each. */
const wordsPerProductGuess = 24;

/** Filter bits: which of a product's filters failed, so each facet can ignore its own filter. */
const failsCategory = 1;
const failsSubCategory = 2;
const failsBrand = 4;
const failsPrice = 8;
const failsRating = 16;
const failsOther = 32;

/** A term's posting list: the products with the term, and its weight in each; grows as products are indexed. */
class Postings {
  slots: Int32Array;
  weights: Uint8Array;
  /** The product's text version when the entry was written; older entries are stale. */
  versions: Uint32Array;
  length = 0;
  /** Entries left behind by products indexed again since the list was built: while 0, no version needs checking. */
  stale = 0;
  /**
   * `room`: entries to allocate now. A list built at its final size (`exact`) grows by an eighth when a product is
   * added later, not by doubling, so a running shop's edits do not double the lists of the words they touch.
   */
  constructor(room = 4, exact = false) {
    this.slots = new Int32Array(Math.max(room, 1));
    this.weights = new Uint8Array(this.slots.length);
    this.versions = new Uint32Array(this.slots.length);
    this.trimmed = exact;
  }

  private trimmed: boolean;

  push(slot: number, weight: number, version: number) {
    if (this.length === this.slots.length) {
      const size = roomFor(this.length, this.trimmed);
      this.slots = grow(this.slots, size);
      this.weights = grow(this.weights, size);
      this.versions = grow(this.versions, size);
    }
    this.slots[this.length] = slot;
    this.weights[this.length] = weight;
    this.versions[this.length] = version;
    this.length += 1;
  }
}

/**
 * The next size of a full array of `length`: double while loading; once trimmed, an eighth more, so the edits of a
 * running shop do not double the lists of the words they touch (a list of "cotton" holds thousands of products).
 */
function roomFor(length: number, trimmed: boolean): number {
  return trimmed ? length + Math.max(4, length >> 3) : Math.max(4, length * 2);
}

type TypedArray = Int32Array | Uint8Array | Uint16Array | Uint32Array | Float64Array | Float32Array;
function grow<T extends TypedArray>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
}

/** Interns strings to small numbers (categories, brands, option values). */
class Interner {
  private readonly numbers = new Map<string, number>();
  readonly values: string[] = [];
  of(value: string): number {
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.values.length;
      this.values.push(value);
      this.numbers.set(value, n);
    }
    return n;
  }
  find(value: string): number | undefined {
    return this.numbers.get(value);
  }
}

interface Alternative {
  /** Stems that must all be in the product. */
  terms: number[];
  quality: number;
}

/**
 * A text's matches, in the order they were first met: entry i is product `slots[i]`, with its score, the tiers its
 * words matched in and how many of the words it has (the query's scratch space, valid until the next match).
 */
interface TextMatch {
  slots: Int32Array;
  scores: Float32Array;
  tiers: Uint8Array;
  hits: Uint8Array;
  length: number;
  /** Words a product must have to count: all of them. */
  required: number;
  /**
   * Set instead of the arrays above when one word with one spelling in one posting list matched (most searches):
   * entry i is the list's i-th product, every one distinct and with the whole text, and score and tier follow from its
   * weight (singleListScore). The list is read as it is, without copying it.
   */
  single?: { slots: Int32Array; weights: Uint8Array; quality: number; idf: number };
}

/**
 * A query's mark on a product is generation << 24 | its entry in the match: one 32-bit number, so meeting a product
 * costs one read of one small array. Catalogs stay under 2^24 products (ensureCapacity); generations run 1-127, and the
 * marks are cleared when they wrap.
 */
const entryBits = 24;
const entryMask = (1 << entryBits) - 1;
const lastGeneration = 128;
/** No word yet (matchWord). */
const noWord = 255;

export class CatalogIndex {
  private capacity = 0;
  private size = 0;
  private readonly slotOf = new Map<string, number>();
  private ids: string[] = [];
  /** The first 12 hex digits of the uuid as a number: orders ties like the database's `id` does. */
  private idKey = new Float64Array(0);
  private category = new Int32Array(0);
  private subCategory = new Int32Array(0);
  private brand = new Int32Array(0);
  private material = new Int32Array(0);
  private options: (Int32Array | undefined)[] = [];
  private sizes: (Int32Array | undefined)[] = [];
  private saleX100 = new Float64Array(0);
  private rating = new Int32Array(0);
  private ratingCount = new Int32Array(0);
  private unitsSold = new Int32Array(0);
  /** Best sellers first, then the better rated (ratings are 0-500): how suggestions order titles. */
  private popularity = new Float64Array(0);
  private createdAt = new Float64Array(0);
  private inStock = new Uint8Array(0);
  private listed = new Uint8Array(0);
  /** Listed products, so an unfiltered list knows its total without walking the catalog. */
  private listedCount = 0;
  /** How many times each product was written to the index: a cached copy of its row is good while this stays. */
  private writes = new Uint32Array(0);
  /** How many times each product's reviews were seen to change (reviewsChanged). */
  private reviewWrites = new Uint32Array(0);
  private textVersion = new Uint32Array(0);
  /**
   * Each product's words and their weights, packed one product after another in two pools (not one small array per
   * product: 100,000 of those cost tens of megabytes of object headers). A product written again gets a new range;
   * the old one is left behind until the pools are compacted.
   */
  private termPool = new Int32Array(1 << 16);
  private weightPool = new Uint8Array(1 << 16);
  private poolLength = 0;
  /** Set by endLoad(): the pool and the per-product arrays then grow by an eighth, not twice (roomFor). */
  private trimmed = false;
  /** Between beginLoad() and endLoad(): words go to the pool only. */
  private loading = false;
  private docStart = new Int32Array(0);
  private docLength = new Uint16Array(0);
  /** Option sets are shared between products with the same colours or sizes. */
  private readonly optionSets = new Map<string, Int32Array>();
  private titles: string[] = [];
  /**
   * A hash of the text each product was indexed with (textFields: its words and its category names), so an upsert
   * that changes none of them (a sale, a stock change) is not indexed again. The texts themselves are not kept: a
   * catalog's descriptions would be most of the index's memory (ADR 0036).
   */
  private textHash = new Float64Array(0);

  private readonly categoryKeys = new Interner();
  private readonly subCategoryKeys = new Interner();
  private readonly brandKeys = new Interner();
  /** A brand as written (on the product last written with it), by brand key. */
  private brandDisplay: string[] = [];
  /** Listed products per brand key; brands with none are not suggested. */
  private brandListed = new Map<number, number>();
  private categoryList: IndexedCategory[] = [];
  /** The terms of category, sub category and brand names (termsOfName). */
  private readonly nameTerms = new Map<string, NameTerms>();
  private subCategoryList: IndexedSubCategory[] = [];
  private readonly materialKeys = new Interner();
  private readonly optionKeys = new Interner();
  private categoryNames = new Map<string, string>();
  private subCategoryInfo = new Map<string, { categoryId: string; name: string }>();

  private readonly terms = new Interner();
  private postings: Postings[] = [];
  /**
   * Per term, the best-selling listed product of each title with the term, best seller first (titleOrder;
   * suggestTitles reads them until the popularity falls under what it keeps). Made when first asked; all are dropped
   * when a text, a popularity or a visibility changes.
   */
  private readonly titleOrders = new Map<number, Int32Array>();
  /** Every word seen in the catalog (folded, not stemmed) and the stem it is indexed under. */
  private vocabulary = new SearchableMap<number>();
  /** The same words in a hash map, for the exact look-ups (the tree is for prefixes and near spellings). */
  private readonly words = new Map<string, number>();
  private staleEntries = 0;
  private liveEntries = 0;

  /**
   * What a search reads of each matching product, in one small number so that it reads one array per match:
   * listed << 21 | inStock << 20 | units sold (capped at 2^20 - 1), as relevanceKey reads it.
   */
  private rankBits = new Int32Array(0);

  // Scratch space reused by every query (one query runs at a time: the server has one thread).
  /** Per product: the generation of the last look at it and its entry there (entryBits). */
  private mark = new Int32Array(0);
  private generation = 0;
  /**
   * Per match entry, side by side in the order products were met (a text's postings are read in slot order, so these
   * are written and read in order; arrays by slot were a cache miss each per product at 100,000 products).
   */
  private matchSlot = new Int32Array(0);
  private matchScore = new Float32Array(0);
  private matchHits = new Uint8Array(0);
  /** Per query word, where it matched (fieldTier), summed over the words. */
  private matchTiers = new Uint8Array(0);
  /** The query word that last met the entry, and its best score and tier in that word's alternatives. */
  private matchWord = new Uint8Array(0);
  private matchWordScore = new Float32Array(0);
  private matchWordTier = new Uint8Array(0);
  private matchKey = new Float64Array(0);
  /** The entries the current word met. */
  private wordEntries = new Int32Array(0);
  /** A deep page's passing entries, and their keys to sort (pageByRank). */
  private passingEntries = new Int32Array(0);
  private rankScratch = new Float64Array(0);
  /** The catalog kept sorted for each sort but relevance, updated as products change. */
  private readonly orders = new Map<Exclude<CatalogSort, 'relevance'>, SortedOrder>();
  /**
   * Per category and sort, made on first use after a write: the category's products in the sort's order, with copies
   * of the fields a filter reads side by side (categoryOrder).
   */
  private readonly categoryOrders = new Map<string, CategoryOrder>();
  /** Product writes so far: a category order made at another count is made again. */
  private productWrites = 0;

  constructor(categories: IndexedCategory[] = [], subCategories: IndexedSubCategory[] = []) {
    this.setCategories(categories, subCategories);
  }

  get productCount(): number {
    return this.size;
  }

  /**
   * What the index knows of one product for reading its row: whether shoppers may see it, how many times it and its
   * reviews were written (what is kept in memory of it is good while these stay the same), and its category names.
   * Undefined for a product the index has never seen.
   */
  product(id: string): IndexedProductState | undefined {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return undefined;
    const subCategory = this.subCategory[slot]!;
    return {
      listed: this.listed[slot] === 1,
      writes: this.writes[slot]!,
      reviewWrites: this.reviewWrites[slot]!,
      categoryName: this.categoryNames.get(this.categoryKeys.values[this.category[slot]!]!) ?? '',
      subCategoryName:
        subCategory < 0 ? null : (this.subCategoryInfo.get(this.subCategoryKeys.values[subCategory]!)?.name ?? null),
    };
  }

  /**
   * Sorts the catalog in every list order now (about 0.1 s each at 100,000 products), so the first shoppers after a
   * start do not wait for it; for after loading the whole catalog.
   */
  sortEveryOrder(): void {
    for (const sort of ['newest', 'price_asc', 'price_desc', 'rating', 'popular'] as const) this.sortedOrder(sort);
  }

  /**
   * Starts loading a catalog of about `count` products: room for all of them is made at once, and the posting lists
   * are built once at their final sizes by endLoad(). Growing arrays as products arrive left copies behind, and the
   * process's allocator kept that memory. The index answers no query until endLoad().
   */
  beginLoad(count: number): void {
    this.ensureCapacity(count);
    this.reservePool(count * wordsPerProductGuess);
    this.loading = true;
  }

  /** Ends a load: builds the posting lists and gives back the room kept for growth. */
  endLoad(): void {
    this.loading = false;
    this.termPool = this.termPool.slice(0, Math.max(this.poolLength, 1 << 16));
    this.weightPool = this.weightPool.slice(0, this.termPool.length);
    this.buildPostingsFromPool();
    this.trimmed = true;
  }

  /**
   * Replaces the category and sub category names. Returns the ids of the products in a renamed category or sub
   * category: their words are indexed again when they are next upserted (their text then hashes differently), which
   * the caller does after reading them, since the index keeps no descriptions. Until then they are found by the old
   * names.
   */
  setCategories(categories: IndexedCategory[], subCategories: IndexedSubCategory[]): string[] {
    const before = { categories: this.categoryNames, subs: this.subCategoryInfo };
    this.categoryList = categories;
    this.subCategoryList = subCategories;
    this.categoryNames = new Map(categories.map((c) => [c.id, c.name]));
    this.subCategoryInfo = new Map(subCategories.map((s) => [s.id, { categoryId: s.categoryId, name: s.name }]));
    if (this.size === 0) return [];
    const renamedCategories = new Set(
      categories.filter((c) => before.categories.get(c.id) !== c.name).map((c) => this.categoryKeys.find(c.id)),
    );
    const renamedSubs = new Set(
      subCategories.filter((s) => before.subs.get(s.id)?.name !== s.name).map((s) => this.subCategoryKeys.find(s.id)),
    );
    renamedCategories.delete(undefined);
    renamedSubs.delete(undefined);
    if (renamedCategories.size === 0 && renamedSubs.size === 0) return [];
    const renamed: string[] = [];
    for (let slot = 0; slot < this.size; slot += 1) {
      if (renamedCategories.has(this.category[slot]) || renamedSubs.has(this.subCategory[slot])) {
        renamed.push(this.ids[slot]!);
      }
    }
    return renamed;
  }

  /** Marks that a review of the product was written; a product the index does not know is left alone. */
  reviewsChanged(productId: string): void {
    const slot = this.slotOf.get(productId);
    if (slot !== undefined) this.reviewWrites[slot] = this.reviewWrites[slot]! + 1;
  }

  /** Adds a product or replaces what the index knows of it. */
  upsert(product: IndexedProduct): void {
    let slot = this.slotOf.get(product.id);
    if (slot === undefined) {
      slot = this.size;
      this.ensureCapacity(slot + 1);
      this.size += 1;
      this.slotOf.set(product.id, slot);
      this.ids[slot] = product.id;
      this.idKey[slot] = Number.parseInt(product.id.replace(/-/g, '').slice(0, 12), 16) || 0;
    }
    const known = this.textVersion[slot]! > 0;
    if (known && this.listed[slot] === 1) bump(this.brandListed, this.brand[slot]!, -1);
    const category = this.categoryKeys.of(product.categoryId);
    this.productWrites += 1;
    this.category[slot] = category;
    this.subCategory[slot] = product.subCategoryId === null ? -1 : this.subCategoryKeys.of(product.subCategoryId);
    this.brand[slot] = this.brandKeys.of(product.brand.toLowerCase());
    this.brandDisplay[this.brand[slot]!] = product.brand;
    this.material[slot] = product.material === '' ? -1 : this.materialKeys.of(product.material.toLowerCase());
    this.options[slot] = this.internOptions([...product.colors, product.color]);
    this.sizes[slot] = this.internOptions([...product.sizes, product.size]);
    this.saleX100[slot] = product.pricePaise * (100 - product.discount);
    this.rating[slot] = product.ratingAverageX100;
    this.ratingCount[slot] = product.ratingCount;
    this.unitsSold[slot] = product.unitsSold;
    const popularity = product.unitsSold * 1024 + product.ratingAverageX100;
    // A new product's words are indexed below, which drops the orders too.
    if (this.popularity[slot] !== popularity) this.titleOrders.clear();
    this.popularity[slot] = popularity;
    this.createdAt[slot] = product.createdAtMs;
    this.inStock[slot] = product.stock > 0 ? 1 : 0;
    // Title orders hold listed products only (titleOrder).
    if (known && this.listed[slot] !== (product.isListed ? 1 : 0)) this.titleOrders.clear();
    this.listedCount += (product.isListed ? 1 : 0) - (known ? this.listed[slot]! : 0);
    this.listed[slot] = product.isListed ? 1 : 0;
    this.rankBits[slot] =
      (this.listed[slot]! << 21) | (this.inStock[slot]! << 20) | Math.min(product.unitsSold, unitsSoldMask);
    this.writes[slot] = this.writes[slot]! + 1;
    for (const order of this.orders.values()) order.changed(slot);
    if (product.isListed) bump(this.brandListed, this.brand[slot]!, 1);
    // An order keeps one product per title as written (titleOrder).
    if (this.titles[slot] !== product.title) this.titleOrders.clear();
    this.titles[slot] = product.title;
    const text = this.textFields(product);
    const hash = hashOfText(text);
    if (!known || this.textHash[slot] !== hash) {
      this.textHash[slot] = hash;
      this.indexText(slot, text);
      this.compactIfStale();
    }
  }

  private textFields(product: IndexedProduct): TextFields {
    return {
      title: product.title,
      brand: product.brand,
      description: product.description,
      category: this.categoryNames.get(product.categoryId) ?? '',
      subCategory: product.subCategoryId ? (this.subCategoryInfo.get(product.subCategoryId)?.name ?? '') : '',
      options: optionText([...product.colors, product.color, ...product.sizes, product.size, product.material]),
    };
  }

  private internOptions(values: string[]): Int32Array | undefined {
    const keys = [...new Set(values.filter((v) => v !== '').map((v) => this.optionKeys.of(v.toLowerCase())))];
    if (keys.length === 0) return undefined;
    const name = keys.sort((a, b) => a - b).join(',');
    let set = this.optionSets.get(name);
    if (!set) {
      set = Int32Array.from(keys);
      this.optionSets.set(name, set);
    }
    return set;
  }

  private ensureCapacity(wanted: number) {
    if (wanted <= this.capacity) return;
    const size = Math.max(1024, roomFor(this.capacity, this.trimmed), wanted);
    this.idKey = grow(this.idKey, size);
    this.textHash = grow(this.textHash, size);
    this.category = grow(this.category, size);
    this.subCategory = grow(this.subCategory, size);
    this.brand = grow(this.brand, size);
    this.material = grow(this.material, size);
    this.saleX100 = grow(this.saleX100, size);
    this.rating = grow(this.rating, size);
    this.ratingCount = grow(this.ratingCount, size);
    this.unitsSold = grow(this.unitsSold, size);
    this.popularity = grow(this.popularity, size);
    this.createdAt = grow(this.createdAt, size);
    this.inStock = grow(this.inStock, size);
    this.listed = grow(this.listed, size);
    this.writes = grow(this.writes, size);
    this.reviewWrites = grow(this.reviewWrites, size);
    this.textVersion = grow(this.textVersion, size);
    this.docStart = grow(this.docStart, size);
    this.docLength = grow(this.docLength, size);
    if (size > entryMask) throw new Error(`the catalog index holds at most ${entryMask} products`);
    this.rankBits = grow(this.rankBits, size);
    this.mark = new Int32Array(size);
    this.generation = 0;
    this.matchSlot = new Int32Array(size);
    this.matchScore = new Float32Array(size);
    this.matchHits = new Uint8Array(size);
    this.matchTiers = new Uint8Array(size);
    this.matchWord = new Uint8Array(size);
    this.matchWordScore = new Float32Array(size);
    this.matchWordTier = new Uint8Array(size);
    this.matchKey = new Float64Array(size);
    this.wordEntries = new Int32Array(size);
    this.passingEntries = new Int32Array(size);
    this.rankScratch = new Float64Array(size);
    for (const order of this.orders.values()) order.grow(size);
    this.capacity = size;
  }

  private indexText(slot: number, text: TextFields) {
    const weights = new Map<number, number>();
    const add = (value: string, weight: number) => {
      for (const word of wordsOf(value)) {
        const stem = stemOf(word);
        const term = this.terms.of(stem);
        this.postings[term] ??= new Postings();
        if (!this.words.has(word)) {
          this.words.set(word, term);
          this.vocabulary.set(word, term);
        }
        if ((weights.get(term) ?? 0) < weight) weights.set(term, weight);
      }
    };
    const [firstWord] = wordsOf(text.title);
    if (firstWord !== undefined) add(firstWord, fieldWeight.titleStart);
    add(text.title, fieldWeight.title);
    add(text.brand, fieldWeight.brand);
    add(text.subCategory, fieldWeight.subCategory);
    add(text.category, fieldWeight.category);
    add(text.options, fieldWeight.option);
    add(text.description, fieldWeight.description);

    this.titleOrders.clear();
    if (this.textVersion[slot]! > 0) {
      this.staleEntries += this.docLength[slot]!;
      this.liveEntries -= this.docLength[slot]!;
      const start = this.docStart[slot]!;
      for (let at = start; at < start + this.docLength[slot]!; at += 1) this.postings[this.termPool[at]!]!.stale += 1;
    }
    const version = (this.textVersion[slot]! + 1) >>> 0;
    this.textVersion[slot] = version;
    const count = Math.min(weights.size, 0xffff);
    this.reservePool(count);
    const start = this.poolLength;
    let i = 0;
    for (const [term, weight] of weights) {
      if (i === count) break;
      this.termPool[start + i] = term;
      this.weightPool[start + i] = weight;
      // While loading, the lists are built once at the end (endLoad).
      if (!this.loading) this.postings[term]!.push(slot, weight, version);
      i += 1;
    }
    this.docStart[slot] = start;
    this.docLength[slot] = count;
    this.poolLength += count;
    this.liveEntries += count;
  }

  private reservePool(more: number) {
    if (this.poolLength + more <= this.termPool.length) return;
    const size = Math.max(roomFor(this.termPool.length, this.trimmed), this.poolLength + more);
    this.termPool = grow(this.termPool, size);
    this.weightPool = grow(this.weightPool, size);
  }

  /** Rewrites the posting lists without stale entries once a fifth of them are stale. */
  private compactIfStale() {
    if (this.loading || this.staleEntries < 10_000 || this.staleEntries < this.liveEntries / 4) return;
    const terms = new Int32Array(Math.max(1 << 16, this.liveEntries));
    const weights = new Uint8Array(terms.length);
    let length = 0;
    for (let slot = 0; slot < this.size; slot += 1) {
      const start = this.docStart[slot]!;
      const count = this.docLength[slot]!;
      for (let i = 0; i < count; i += 1) {
        terms[length + i] = this.termPool[start + i]!;
        weights[length + i] = this.weightPool[start + i]!;
      }
      this.docStart[slot] = length;
      length += count;
    }
    this.termPool = terms;
    this.weightPool = weights;
    this.poolLength = length;
    this.staleEntries = 0;
    this.buildPostingsFromPool();
  }

  /** Every term's posting list from the products' current words in the pool, each allocated at its final size. */
  private buildPostingsFromPool() {
    const counts = new Int32Array(this.terms.values.length);
    for (let slot = 0; slot < this.size; slot += 1) {
      const start = this.docStart[slot]!;
      const end = start + this.docLength[slot]!;
      for (let at = start; at < end; at += 1) counts[this.termPool[at]!]! += 1;
    }
    this.postings = Array.from(counts, (count) => new Postings(count, true));
    for (let slot = 0; slot < this.size; slot += 1) {
      const start = this.docStart[slot]!;
      const end = start + this.docLength[slot]!;
      const version = this.textVersion[slot]!;
      for (let at = start; at < end; at += 1)
        this.postings[this.termPool[at]!]!.push(slot, this.weightPool[at]!, version);
    }
  }

  /** The alternatives a query word may match, best first. */
  private alternativesOf(word: string, isLast: boolean, whileTyping: boolean): Alternative[] {
    const alternatives: Alternative[] = [];
    const seen = new Set<number>();
    const add = (terms: number[], q: number) => {
      if (terms.length === 1) {
        if (seen.has(terms[0]!)) return;
        seen.add(terms[0]!);
      }
      alternatives.push({ terms, quality: q });
    };
    const stem = stemOf(word);
    const exact = this.terms.find(stem);
    const exactIsUsed = exact !== undefined && this.postings[exact]!.length > 0;
    if (exact !== undefined) add([exact], quality.word);

    for (const phrase of shopperWords[word] ?? shopperWords[stem] ?? []) {
      const terms = wordsOf(phrase).map((w) => this.terms.find(stemOf(w)));
      if (terms.every((t): t is number => t !== undefined)) add(terms, quality.shopperWord);
    }

    // While typing, the last word may be the start of a longer one ("sams" for Samsung).
    if (isLast && whileTyping && word.length >= 2) {
      let taken = 0;
      for (const [, term] of this.vocabulary.atPrefix(word)) {
        add([term], quality.started);
        taken += 1;
        if (taken >= 50) break;
      }
    }

    // "smartwatch" also finds "Smart Watch": one typed word that the catalog writes as two.
    if (!exactIsUsed && word.length >= 6) {
      for (let cut = 3; cut <= word.length - 3; cut += 1) {
        const left = this.words.get(word.slice(0, cut));
        const right = this.words.get(word.slice(cut));
        if (left !== undefined && right !== undefined) add([left, right], quality.shopperWord);
      }
    }

    // Near spellings only for a word the catalog does not have as typed.
    if (!exactIsUsed && word.length >= 4 && /^[a-z]+$/.test(word)) {
      const near = new Set<number>();
      for (const [, [term]] of this.vocabulary.fuzzyGet(word, 1)) near.add(term);
      // Two letters swapped ("moblie"): one slip for a shopper, two for the edit distance.
      for (let i = 0; i + 1 < word.length; i += 1) {
        const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
        const term = this.words.get(swapped);
        if (term !== undefined) near.add(term);
      }
      if (near.size > 0) {
        for (const term of near) add([term], quality.oneSlip);
      } else if (word.length >= 7) {
        for (const [, [term]] of this.vocabulary.fuzzyGet(word, 2)) add([term], quality.twoSlips);
      }
    }
    return alternatives;
  }

  private nextGeneration(): number {
    this.generation += 1;
    if (this.generation === lastGeneration) {
      this.mark.fill(0);
      this.generation = 1;
    }
    return this.generation;
  }

  /** The words of a query that must match: up to 10, without joining words ("and", "for") unless that is all. */
  private queryWords(text: string): string[] {
    const allWords = wordsOf(text).slice(0, 10);
    const meaningful = allWords.filter((w) => !joiningWords.has(w));
    return meaningful.length > 0 ? meaningful : allWords;
  }

  /**
   * Scores every product matching `text`; undefined when the text has no word to search for. `minWeight`: only words
   * found in fields weighing at least this much count (suggestions want titles).
   */
  private matchText(text: string, whileTyping: boolean, minWeight = 0): TextMatch | undefined {
    const words = this.queryWords(text);
    if (words.length === 0) return undefined;
    const generation = this.nextGeneration();
    const markBase = generation << entryBits;
    const {
      mark,
      matchSlot,
      matchScore,
      matchHits,
      matchTiers,
      matchWord,
      matchWordScore,
      matchWordTier,
      wordEntries,
    } = this;
    let length = 0;
    for (let g = 0; g < words.length; g += 1) {
      const alternatives = this.alternativesOf(words[g]!, g === words.length - 1, whileTyping);
      const only = alternatives.length === 1 ? alternatives[0]! : undefined;
      if (words.length === 1 && minWeight === 0 && only?.terms.length === 1) {
        const postings = this.postings[only.terms[0]!]!;
        if (postings.stale === 0) {
          // Every entry is a distinct product with the word: no marks, no merging (same scores as below).
          const idf = Math.log(1 + this.size / Math.max(postings.length, 1));
          const single = { slots: postings.slots, weights: postings.weights, quality: only.quality, idf };
          return {
            slots: matchSlot,
            scores: matchScore,
            tiers: matchTiers,
            hits: matchHits,
            length: postings.length,
            required: 1,
            single,
          };
        }
      }
      // "smart watch" also finds "Smartwatch": two typed words that the catalog writes as one.
      for (const joined of [words[g - 1] ?? '', words[g + 1] ?? ''].map((w, i) =>
        i === 0 ? w + words[g]! : words[g]! + w,
      )) {
        if (joined === words[g]) continue;
        const term = this.words.get(joined);
        if (term !== undefined) alternatives.push({ terms: [term], quality: quality.shopperWord });
      }
      let wordCount = 0;
      for (const alternative of alternatives) {
        const [first, ...rest] = alternative.terms;
        const postings = this.postings[first!]!;
        const mayBeStale = postings.stale > 0;
        for (let i = 0; i < postings.length; i += 1) {
          let weight = postings.weights[i]!;
          if (weight < minWeight) continue;
          const slot = postings.slots[i]!;
          if (mayBeStale && postings.versions[i] !== this.textVersion[slot]) continue;
          if (rest.length > 0) {
            const found = this.weightsOfAll(slot, rest);
            if (found === 0) continue;
            weight = Math.min(weight, found);
          }
          const value = weight * alternative.quality;
          const tier = tierOf(weight);
          const marked = mark[slot]!;
          let entry = marked & entryMask;
          if (marked >>> entryBits !== generation) {
            entry = length;
            length += 1;
            mark[slot] = markBase | entry;
            matchSlot[entry] = slot;
            matchScore[entry] = 0;
            matchHits[entry] = 0;
            matchTiers[entry] = 0;
            matchWord[entry] = noWord;
          }
          if (matchWord[entry] !== g) {
            matchWord[entry] = g;
            matchWordScore[entry] = value;
            matchWordTier[entry] = tier;
            wordEntries[wordCount] = entry;
            wordCount += 1;
          } else {
            if (matchWordScore[entry]! < value) matchWordScore[entry] = value;
            if (matchWordTier[entry]! < tier) matchWordTier[entry] = tier;
          }
        }
      }
      if (wordCount === 0) continue;
      // Rarer words weigh more (inverse document frequency).
      const idf = Math.log(1 + this.size / wordCount);
      for (let i = 0; i < wordCount; i += 1) {
        const entry = wordEntries[i]!;
        matchScore[entry] = matchScore[entry]! + matchWordScore[entry]! * idf;
        matchTiers[entry] = matchTiers[entry]! + matchWordTier[entry]!;
        matchHits[entry] = matchHits[entry]! + 1;
      }
    }
    // Every word must match: a product that misses one is not what the shopper asked for.
    return {
      slots: matchSlot,
      scores: matchScore,
      tiers: matchTiers,
      hits: matchHits,
      length,
      required: words.length,
    };
  }

  /** The smallest weight of `terms` in the product, or 0 when one is missing. */
  private weightsOfAll(slot: number, terms: number[]): number {
    const start = this.docStart[slot]!;
    const end = start + this.docLength[slot]!;
    let least = 255;
    for (const term of terms) {
      let at = start;
      while (at < end && this.termPool[at] !== term) at += 1;
      if (at === end) return 0;
      least = Math.min(least, this.weightPool[at]!);
    }
    return least;
  }

  /**
   * One category's products that pass the filters, counted, and the page of them in the sort's order. Both walk the
   * category's own orders (categoryOrder), reading price, rating and visibility from copies side by side (the whole
   * catalog's arrays, read by slot, were a cache miss per product): the count walks the price order between the price
   * bounds, found by halving, and the page walks the sort's order from where its price or rating bounds begin until
   * the page is full.
   */
  private queryInCategory(q: PreparedQuery, sort: Exclude<CatalogSort, 'relevance'>, query: CatalogQuery) {
    const unlistedToo = query.includeUnlisted === true;
    const minSale = q.minSale ?? -Infinity;
    const maxSale = q.maxSale ?? Infinity;
    const minRating = q.minRating ?? -Infinity;
    const maxRating = q.maxRating ?? Infinity;
    const others =
      q.subCategory !== undefined ||
      q.brands !== undefined ||
      q.materials !== undefined ||
      q.colors !== undefined ||
      q.sizes !== undefined;
    const passes = (order: CategoryOrder, i: number) =>
      (order.listed[i] === 1 || unlistedToo) &&
      order.rating[i]! >= minRating &&
      order.rating[i]! <= maxRating &&
      order.sale[i]! >= minSale &&
      order.sale[i]! <= maxSale &&
      (!others || this.passesFilters(order.slots[i]!, q));

    const byPrice = this.categoryOrder(q.category!, 'price_asc');
    let total = 0;
    const [low, high] = window(byPrice.length, categoryOrderKey(byPrice, 'price_asc'), 'price_asc', q);
    for (let i = low; i < high; i += 1) if (passes(byPrice, i)) total += 1;

    const order = this.categoryOrder(q.category!, sort);
    const [start, end] = window(order.length, categoryOrderKey(order, sort), sort, q);
    const page: number[] = [];
    let seen = 0;
    for (let i = start; i < end && page.length < query.limit && seen < total; i += 1) {
      if (!passes(order, i)) continue;
      seen += 1;
      if (seen > query.offset) page.push(order.slots[i]!);
    }
    return { ids: page.map((slot) => this.ids[slot]!), total };
  }

  /** Whether `slot` passes every filter. */
  private passesFilters(slot: number, q: PreparedQuery): boolean {
    return this.failures(slot, q) === 0;
  }

  /** Which filters `slot` fails, as bits. */
  private failures(slot: number, q: PreparedQuery): number {
    let fails = 0;
    if (q.category !== undefined && this.category[slot] !== q.category) fails |= failsCategory;
    if (q.subCategory !== undefined && this.subCategory[slot] !== q.subCategory) fails |= failsSubCategory;
    if (q.brands !== undefined && !q.brands.has(this.brand[slot]!)) fails |= failsBrand;
    const sale = this.saleX100[slot]!;
    if ((q.minSale !== undefined && sale < q.minSale) || (q.maxSale !== undefined && sale > q.maxSale))
      fails |= failsPrice;
    const rating = this.rating[slot]!;
    if ((q.minRating !== undefined && rating < q.minRating) || (q.maxRating !== undefined && rating > q.maxRating))
      fails |= failsRating;
    if (
      (q.materials !== undefined && !q.materials.has(this.material[slot]!)) ||
      (q.colors !== undefined && !anyIn(this.options[slot], q.colors)) ||
      (q.sizes !== undefined && !anyIn(this.sizes[slot], q.sizes))
    )
      fails |= failsOther;
    return fails;
  }

  private prepare(query: CatalogQuery): PreparedQuery {
    const keys = (interner: Interner, values: string[] | undefined) => {
      if (!values?.length) return undefined;
      return new Set(values.map((v) => interner.find(v.toLowerCase()) ?? -2));
    };
    const category = query.categoryId === undefined ? undefined : (this.categoryKeys.find(query.categoryId) ?? -2);
    const subCategory =
      query.subCategoryId === undefined ? undefined : (this.subCategoryKeys.find(query.subCategoryId) ?? -2);
    return {
      category,
      subCategory,
      brands: keys(this.brandKeys, query.brands),
      materials: keys(this.materialKeys, query.materials),
      colors: keys(this.optionKeys, query.colors),
      sizes: keys(this.optionKeys, query.sizes),
      minSale: query.minSaleX100,
      maxSale: query.maxSaleX100,
      minRating: query.minRatingX100,
      maxRating: query.maxRatingX100,
    };
  }

  /** The products matching `query`: the page's ids in order, the count, and facet counts if asked. */
  query(query: CatalogQuery): CatalogAnswer {
    const prepared = this.prepare(query);
    const searching = query.text !== undefined && query.text.trim() !== '';
    const text = searching ? this.matchText(query.text!, true) : undefined;
    // A term without a word (punctuation only) matches nothing.
    if (searching && text === undefined) return { ids: [], total: 0, facets: query.facets ? emptyFacets() : undefined };
    const sort: CatalogSort = query.sort === 'relevance' && !text ? 'newest' : query.sort;
    const facets = query.facets ? new FacetCounter(this) : undefined;
    const unlistedToo = query.includeUnlisted === true;

    // A category without facets: only its own products need counting (below).
    const inCategory = !text && !facets && prepared.category !== undefined;
    if (!text && !inCategory) {
      // The whole catalog in the sort's order, kept sorted between requests: the page is the first matches after the
      // offset, and the walk stops once the page is full and `countUpTo` matches are counted (unless facets are asked).
      const order = this.sortedOrder(sort as Exclude<CatalogSort, 'relevance'>);
      const countUpTo = facets ? Infinity : (query.countUpTo ?? Infinity);
      const page: number[] = [];
      let total = 0;
      // Nothing filters: the count is known, so the walk stops as soon as the page is full.
      const unfiltered = !facets && !unlistedToo && noFilter(prepared);
      if (unfiltered) {
        for (let i = 0; i < order.length && page.length < query.limit; i += 1) {
          const slot = order.slots[i]!;
          if (this.listed[slot] === 0) continue;
          total += 1;
          if (total > query.offset) page.push(slot);
        }
        return { ids: page.map((slot) => this.ids[slot]!), total: this.listedCount };
      }
      // Facets count every product; a page alone needs only the part of the order its price or rating can be in.
      const [start, end] = facets ? [0, order.length] : window(order.length, (i) => order.keyAt(i), sort, prepared);
      for (let i = start; i < end; i += 1) {
        const slot = order.slots[i]!;
        if (this.listed[slot] === 0 && !unlistedToo) continue;
        const fails = this.failures(slot, prepared);
        facets?.count(slot, fails);
        if (fails !== 0) continue;
        total += 1;
        if (total > query.offset && page.length < query.limit) page.push(slot);
        if (total >= countUpTo && page.length === query.limit) break;
      }
      return { ids: page.map((slot) => this.ids[slot]!), total, facets: facets?.result() };
    }

    if (inCategory) return this.queryInCategory(prepared, sort as Exclude<CatalogSort, 'relevance'>, query);

    // A search's matches: ranked with one number per match entry (relevanceKey or sortKey), ties by id.
    const match = text!;
    const { matchKey: key, rankBits } = this;
    const slotOf = match.single?.slots ?? match.slots;
    const tie = (a: number, b: number) => this.tieBreak(sort, slotOf[a]!, slotOf[b]!);
    // A first page keeps its few best in a heap; a deep one (page 50 is 1,000 deep) would move most matches through
    // it, so it keeps every passing entry and picks the page by rank (pageByRank).
    const deep = query.offset + query.limit > deepPage;
    const heap = new TopK(deep ? 0 : query.offset + query.limit, key, tie);
    const passing = this.passingEntries;
    const filtered = !noFilter(prepared);
    let total = 0;
    const single = match.single;
    for (let entry = 0; entry < match.length; entry += 1) {
      if (!single && match.hits[entry] !== match.required) continue;
      const slot = single ? single.slots[entry]! : match.slots[entry]!;
      const bits = rankBits[slot]!;
      if (bits < listedBit && !unlistedToo) continue;
      const fails = filtered ? this.failures(slot, prepared) : 0;
      facets?.count(slot, fails);
      if (fails !== 0) continue;
      total += 1;
      key[entry] =
        sort === 'relevance'
          ? single
            ? relevanceKey(tierOf(single.weights[entry]!), singleListScore(single, entry), bits)
            : relevanceKey(match.tiers[entry]!, match.scores[entry]!, bits)
          : this.sortKey(sort as Exclude<CatalogSort, 'relevance'>, slot);
      if (deep) passing[total - 1] = entry;
      else if (key[entry]! >= heap.floor) heap.offer(entry);
    }
    const page = deep
      ? pageByRank(passing.subarray(0, total), key, this.rankScratch, query.offset, query.limit, tie)
      : heap.sorted().slice(query.offset);
    return {
      ids: page.map((entry) => this.ids[slotOf[entry]!]!),
      total,
      facets: facets?.result(),
    };
  }

  /**
   * One number per product that orders it for a sort but relevance (larger first): its column(s), as the database
   * would order them. Relevance is relevanceKey's, per match.
   */
  private sortKey(sort: Exclude<CatalogSort, 'relevance'>, slot: number): number {
    switch (sort) {
      case 'newest':
        return this.createdAt[slot]!;
      case 'price_asc':
        return -this.saleX100[slot]!;
      case 'price_desc':
        return this.saleX100[slot]!;
      case 'rating':
        return this.rating[slot]! * 2 ** 24 + Math.min(this.ratingCount[slot]!, 2 ** 24 - 1);
      case 'popular':
        return Math.min(this.unitsSold[slot]!, 2 ** 30) * 2 ** 10 + this.rating[slot]!;
    }
  }

  /** Orders products with equal keys: by rating after relevance, then by id as the database's `order by ..., id`. */
  private tieBreak(sort: CatalogSort, a: number, b: number): number {
    if (sort === 'relevance' && this.rating[a] !== this.rating[b]) return this.rating[b]! - this.rating[a]!;
    return this.idKey[a]! - this.idKey[b]! || (this.ids[a]! < this.ids[b]! ? -1 : this.ids[a]! > this.ids[b]! ? 1 : 0);
  }

  /**
   * One category's products in `sort`'s order (the catalog's kept order, read once and kept while no product is
   * written), with copies of their price, rating and visibility side by side. A write makes it again on its next use:
   * one pass over the kept order, about a millisecond at 100,000 products.
   */
  private categoryOrder(category: number, sort: Exclude<CatalogSort, 'relevance'>): CategoryOrder {
    const name = `${category} ${sort}`;
    const kept = this.categoryOrders.get(name);
    if (kept && kept.writes === this.productWrites) return kept;
    const catalog = this.sortedOrder(sort);
    let length = 0;
    for (let i = 0; i < catalog.length; i += 1) if (this.category[catalog.slots[i]!] === category) length += 1;
    const order: CategoryOrder =
      kept && kept.slots.length >= length
        ? { ...kept, writes: this.productWrites, length }
        : {
            writes: this.productWrites,
            length,
            slots: new Int32Array(length),
            sale: new Float64Array(length),
            rating: new Int16Array(length),
            listed: new Uint8Array(length),
          };
    let at = 0;
    for (let i = 0; i < catalog.length; i += 1) {
      const slot = catalog.slots[i]!;
      if (this.category[slot] !== category) continue;
      order.slots[at] = slot;
      order.sale[at] = this.saleX100[slot]!;
      order.rating[at] = this.rating[slot]!;
      order.listed[at] = this.listed[slot]!;
      at += 1;
    }
    this.categoryOrders.set(name, order);
    return order;
  }

  /** The catalog in `sort`'s order, brought up to date with the products changed since it was last read. */
  private sortedOrder(sort: Exclude<CatalogSort, 'relevance'>): SortedOrder {
    let order = this.orders.get(sort);
    if (!order) {
      order = new SortedOrder(this.capacity);
      this.orders.set(sort, order);
      order.rebuild(
        this.size,
        (slot) => this.sortKey(sort, slot),
        (a, b) => this.tieBreak(sort, a, b),
      );
      return order;
    }
    order.update(
      this.size,
      (slot) => this.sortKey(sort, slot),
      (a, b) => this.tieBreak(sort, a, b),
    );
    return order;
  }

  /**
   * Titles of listed products matching `text` as typed (the last word may be unfinished), best sellers first,
   * without repeats; for the suggestions under the search box. A title ranks by its best-selling listed product.
   */
  suggestTitles(text: string, limit: number): string[] {
    // One entry per title as written (its best seller): titles that differ only in case are dropped at the end.
    const heap = new TopK(limit * 2, this.popularity, (a, b) => a - b);
    /** Titles in the heap, and titles found where products are not read best-seller first (offered at the end). */
    const offered = new Set<string>();
    const bestOfTitle = new Map<string, number>();
    const consider = (slot: number) => {
      const title = this.titles[slot]!;
      if (offered.has(title)) return;
      const known = bestOfTitle.get(title);
      const { popularity } = this;
      if (
        known === undefined ||
        popularity[slot]! > popularity[known]! ||
        (popularity[slot] === popularity[known] && slot < known)
      )
        bestOfTitle.set(title, slot);
    };
    // Words in the title: a title that matched only through its description would be a strange suggestion.
    const words = this.queryWords(text);
    if (words.length === 1) {
      // One word, the usual case while typing. First its one-term spellings: each term's titles best seller first
      // (titleOrder), read until none left could enter the heap.
      const alternatives = this.alternativesOf(words[0]!, true, true);
      // A product already met carries this look's mark (its entry number is not needed here).
      const seen = this.nextGeneration() << entryBits;
      const { textVersion, mark, listed, popularity } = this;
      for (const { terms } of alternatives) {
        if (terms.length !== 1) continue;
        for (const slot of this.titleOrder(terms[0]!)) {
          if (popularity[slot]! < heap.floor) break;
          if (mark[slot] === seen) continue;
          mark[slot] = seen;
          offered.add(this.titles[slot]!);
          heap.offer(slot);
        }
      }
      // Then the spellings of several terms ("t shirt"), read from the first term's posting list.
      for (const { terms } of alternatives) {
        if (terms.length === 1) continue;
        const [first, ...rest] = terms;
        const { slots, weights, versions, length } = this.postings[first!]!;
        for (let i = 0; i < length; i += 1) {
          if (weights[i]! < fieldWeight.title) continue;
          const slot = slots[i]!;
          if (versions[i] !== textVersion[slot] || listed[slot] !== 1) continue;
          if (this.weightsOfAll(slot, rest) < fieldWeight.title) continue;
          consider(slot);
        }
      }
    } else {
      const match = this.matchText(text, true, fieldWeight.title);
      if (!match) return [];
      for (let entry = 0; entry < match.length; entry += 1) {
        const slot = match.slots[entry]!;
        if (match.hits[entry] === match.required && this.listed[slot] === 1) consider(slot);
      }
    }
    for (const slot of bestOfTitle.values()) if (this.popularity[slot]! >= heap.floor) heap.offer(slot);
    const titles: string[] = [];
    const seen = new Set<string>();
    for (const slot of heap.sorted()) {
      const title = this.titles[slot]!;
      const folded = title.toLowerCase();
      if (seen.has(folded)) continue;
      seen.add(folded);
      titles.push(title);
      if (titles.length === limit) break;
    }
    return titles;
  }

  /**
   * The listed products with `term` in their title, best seller first, ties by slot (the order TopK keeps), one per
   * title as written: its best seller. Many products share a title (one per colour or pack size: 100,000 seeded
   * products have 1,693 titles), so this is what lets suggestTitles stop after a few dozen products.
   */
  private titleOrder(term: number): Int32Array {
    let order = this.titleOrders.get(term);
    if (order) return order;
    const { slots, weights, versions, length } = this.postings[term]!;
    const picked: number[] = [];
    for (let i = 0; i < length; i += 1) {
      const slot = slots[i]!;
      if (weights[i]! >= fieldWeight.title && versions[i] === this.textVersion[slot] && this.listed[slot] === 1)
        picked.push(slot);
    }
    const popularity = this.popularity;
    picked.sort((a, b) => popularity[b]! - popularity[a]! || a - b);
    const titles = new Set<string>();
    order = Int32Array.from(
      picked.filter((slot) => {
        const title = this.titles[slot]!;
        if (titles.has(title)) return false;
        titles.add(title);
        return true;
      }),
    );
    this.titleOrders.set(term, order);
    return order;
  }

  /**
   * Shown categories, sub categories and brands (of listed products) whose words match every word of `text` the way
   * a product's would (as typed, a shopper word, a started last word, a near spelling).
   */
  matchNames(text: string): NameMatch[] {
    const words = wordsOf(text).slice(0, 10);
    if (words.length === 0) return [];
    const groups = words.map((word, i) => {
      const best = new Map<number, number>();
      for (const alternative of this.alternativesOf(word, i === words.length - 1, true)) {
        if (alternative.terms.length !== 1) continue;
        const term = alternative.terms[0]!;
        best.set(term, Math.max(best.get(term) ?? 0, alternative.quality));
      }
      return best;
    });
    const closeness = (name: string): number => {
      const stems = this.termsOfName(name);
      let least = 1;
      for (const group of groups) {
        let found = 0;
        for (const stem of stems) if (stem !== undefined) found = Math.max(found, group.get(stem) ?? 0);
        if (found === 0) return 0;
        least = Math.min(least, found);
      }
      return least;
    };
    const matches: NameMatch[] = [];
    const consider = (name: string, kind: NameMatch['kind']) => {
      const c = closeness(name);
      if (c > 0) matches.push({ name, kind, closeness: c });
    };
    for (const c of this.categoryList) if (c.isActive) consider(c.name, 'category');
    for (const s of this.subCategoryList) if (s.isActive) consider(s.name, 'subCategory');
    for (const [key, count] of this.brandListed) {
      const name = this.brandDisplay[key];
      if (count > 0 && name) consider(name, 'brand');
    }
    return matches;
  }

  /**
   * The terms of a category, sub category or brand name's stems (undefined for a stem no product has), worked out
   * once per name: looking each stem up on every keystroke's suggestions was a fifth of their time at 100,000
   * products. Worked out again once the catalog has new words, if the name had a stem without a term.
   */
  private termsOfName(name: string): (number | undefined)[] {
    const termCount = this.terms.values.length;
    let known = this.nameTerms.get(name);
    if (!known || (known.termCount !== termCount && known.terms.includes(undefined))) {
      known = { terms: wordsOf(name).map((word) => this.terms.find(stemOf(word))), termCount };
      this.nameTerms.set(name, known);
    }
    return known.terms;
  }

  /** For facet counting. */
  facetView() {
    return {
      category: this.category,
      subCategory: this.subCategory,
      brand: this.brand,
      saleX100: this.saleX100,
      rating: this.rating,
      categoryKeys: this.categoryKeys.values,
      subCategoryKeys: this.subCategoryKeys.values,
      brandDisplay: this.brandDisplay,
      categoryNames: this.categoryNames,
      subCategoryInfo: this.subCategoryInfo,
    };
  }
}

interface TextFields {
  title: string;
  brand: string;
  description: string;
  category: string;
  subCategory: string;
  options: string;
}

/**
 * A product's colours, sizes and material as one text, the same whether read from the product or from what the index
 * kept of it (lower-cased and interned): so an upsert that changes no word (a sale, a stock change) is not indexed
 * again.
 */
const optionText = (values: string[]) =>
  [...new Set(values.filter((v) => v !== '').map((v) => v.toLowerCase()))].sort().join(' ');

/**
 * A 48-bit hash of a product's text fields (the first 6 bytes of their SHA-256, the fields ended by a character no
 * text has): an upsert whose text changed hashes alike by chance about once in 2^48, which would leave it found by its
 * old words until its next change.
 */
function hashOfText(text: TextFields): number {
  const hash = createHash('sha256');
  for (const field of [text.title, text.brand, text.description, text.category, text.subCategory, text.options]) {
    hash.update(field).update('\uffff');
  }
  return hash.digest().readUIntBE(0, 6);
}

/**
 * A single-list match's text score for its entry, as matchText's merge computes it in 32-bit floats: the weight times
 * the spelling's quality, times the word's idf.
 */
function singleListScore(single: NonNullable<TextMatch['single']>, entry: number): number {
  return Math.fround(Math.fround(single.weights[entry]! * single.quality) * single.idf);
}

/** Pages reaching deeper than this many matches are picked by rank, not kept in a heap. */
const deepPage = 200;

/**
 * The entries ranked offset .. offset + limit - 1 of `entries`, by `keys` (larger first) and then `tie`, without
 * ordering all of them: the keys are sorted as plain numbers (natively, in `scratch`), which gives the page's highest
 * and lowest key; the entries above the highest are only counted, and only those between the two are ordered.
 */
function pageByRank(
  entries: Int32Array,
  keys: Float64Array,
  scratch: Float64Array,
  offset: number,
  limit: number,
  tie: (a: number, b: number) => number,
): number[] {
  const n = entries.length;
  if (offset >= n || limit === 0) return [];
  const sorted = scratch.subarray(0, n);
  for (let i = 0; i < n; i += 1) sorted[i] = keys[entries[i]!]!;
  sorted.sort();
  const last = Math.min(offset + limit, n) - 1;
  const highest = sorted[n - 1 - offset]!;
  const lowest = sorted[n - 1 - last]!;
  let above = 0;
  const between: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const key = keys[entries[i]!]!;
    if (key > highest) above += 1;
    else if (key >= lowest) between.push(entries[i]!);
  }
  between.sort((a, b) => keys[b]! - keys[a]! || tie(a, b));
  return between.slice(offset - above, last + 1 - above);
}

/** rankBits: the listed flag, the in-stock flag, and units sold capped at 2^20 - 1. */
const listedBit = 1 << 21;
const inStockBit = 1 << 20;
const unitsSoldMask = inStockBit - 1;

/**
 * A search match's rank for relevance, exact in a double (larger first): where the words matched (title or brand,
 * then names and options, then description: fieldTier), then in stock before sold out (ADR 0036), then the text score
 * to 2 decimals, then units sold (the shop's signal; rating breaks what is left, tieBreak). `bits` is the product's
 * rankBits. Every product here matched every word, so no word count.
 */
function relevanceKey(tiers: number, score: number, bits: number): number {
  return (
    Math.min(tiers, 31) * 2 ** 47 +
    (bits & inStockBit ? 2 ** 46 : 0) +
    Math.min(Math.round(score * 100), 2 ** 26 - 1) * 2 ** 20 +
    (bits & unitsSoldMask)
  );
}

function noFilter(q: PreparedQuery): boolean {
  return (
    q.category === undefined &&
    q.subCategory === undefined &&
    q.brands === undefined &&
    q.materials === undefined &&
    q.colors === undefined &&
    q.sizes === undefined &&
    q.minSale === undefined &&
    q.maxSale === undefined &&
    q.minRating === undefined &&
    q.maxRating === undefined
  );
}

/** A name's terms, and how many terms the catalog had when they were looked up (termsOfName). */
interface NameTerms {
  terms: (number | undefined)[];
  termCount: number;
}

/** One category's products in one sort's order, and copies of the fields a filter reads (categoryOrder). */
interface CategoryOrder {
  /** The index's product writes when it was made. */
  writes: number;
  length: number;
  slots: Int32Array;
  sale: Float64Array;
  /** Ratings are 0-500. */
  rating: Int16Array;
  listed: Uint8Array;
}

/**
 * The positions of a sorted order that can hold matches of a price or rating filter when the list is sorted by that
 * same column: the keys (`keyAt`, larger first) fall along the order, so the matches lie between two positions found
 * by halving. A list "price high to low, ₹500-5,000" then skips every dearer product without reading it. Other sorts
 * and unbounded columns give the whole order.
 */
function window(length: number, keyAt: (i: number) => number, sort: CatalogSort, q: PreparedQuery): [number, number] {
  let [high, low] = [Infinity, -Infinity];
  if (sort === 'price_desc') [high, low] = [q.maxSale ?? Infinity, q.minSale ?? -Infinity];
  if (sort === 'price_asc') [high, low] = [-(q.minSale ?? -Infinity), -(q.maxSale ?? Infinity)];
  if (sort === 'rating') {
    high = q.maxRating === undefined ? Infinity : q.maxRating * 2 ** 24 + (2 ** 24 - 1);
    low = q.minRating === undefined ? -Infinity : q.minRating * 2 ** 24;
  }
  const start = high === Infinity ? 0 : firstWhere(length, (i) => keyAt(i) <= high);
  const end = low === -Infinity ? length : firstWhere(length, (i) => keyAt(i) < low);
  return [start, end];
}

/**
 * A category order's key at position i for `window`, from its copies: the sale price for the price sorts, the rating
 * (x 2^24, as sortKey puts it before the count of ratings) for the rating sort. The other sorts have no bounds.
 */
function categoryOrderKey(order: CategoryOrder, sort: Exclude<CatalogSort, 'relevance'>): (i: number) => number {
  if (sort === 'price_desc') return (i) => order.sale[i]!;
  if (sort === 'price_asc') return (i) => -order.sale[i]!;
  return (i) => order.rating[i]! * 2 ** 24;
}

/** The first of 0..length-1 where `holds` is true, for a `holds` that stays true once it is; `length` when none. */
function firstWhere(length: number, holds: (i: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (holds(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

interface PreparedQuery {
  category?: number;
  subCategory?: number;
  brands?: Set<number>;
  materials?: Set<number>;
  colors?: Set<number>;
  sizes?: Set<number>;
  minSale?: number;
  maxSale?: number;
  minRating?: number;
  maxRating?: number;
}

function anyIn(values: Int32Array | undefined, wanted: Set<number>): boolean {
  if (!values) return false;
  for (const v of values) if (wanted.has(v)) return true;
  return false;
}

function emptyFacets(): CatalogFacets {
  return {
    categories: [],
    subCategories: [],
    brands: [],
    ratings: ratingFloors.map((min) => ({ min, count: 0 })),
    prices: priceBands.map((band) => ({ ...band, count: 0 })),
  };
}

/**
 * Facet counts over every match (not the page). Each facet ignores its own filter, so a shopper who chose one brand
 * still sees how many the other brands have.
 */
class FacetCounter {
  private readonly view: ReturnType<CatalogIndex['facetView']>;
  private readonly categories: Int32Array;
  private readonly subCategories: Int32Array;
  private readonly brands: Int32Array;
  private readonly ratings = new Int32Array(ratingFloors.length);
  private readonly prices = new Int32Array(priceBands.length);

  constructor(index: CatalogIndex) {
    this.view = index.facetView();
    this.categories = new Int32Array(this.view.categoryKeys.length);
    this.subCategories = new Int32Array(this.view.subCategoryKeys.length);
    this.brands = new Int32Array(this.view.brandDisplay.length);
  }

  count(slot: number, fails: number) {
    const v = this.view;
    if ((fails & ~(failsCategory | failsSubCategory)) === 0) this.categories[v.category[slot]!]! += 1;
    const sub = v.subCategory[slot]!;
    if ((fails & ~failsSubCategory) === 0 && sub >= 0) this.subCategories[sub]! += 1;
    if ((fails & ~failsBrand) === 0) this.brands[v.brand[slot]!]! += 1;
    if ((fails & ~failsRating) === 0) {
      const rating = v.rating[slot]!;
      for (let i = 0; i < ratingFloors.length; i += 1) if (rating >= ratingFloors[i]! * 100) this.ratings[i]! += 1;
    }
    if ((fails & ~failsPrice) === 0) {
      // Sale price x100 in paise; bands are in rupees: rupees x 100 (paise) x 100.
      const rupees = v.saleX100[slot]! / 10_000;
      for (let i = priceBands.length - 1; i >= 0; i -= 1) {
        if (rupees >= priceBands[i]!.min) {
          this.prices[i]! += 1;
          break;
        }
      }
    }
  }

  result(): CatalogFacets {
    const v = this.view;
    const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
    const counted = (counts: Int32Array) => [...counts.entries()].filter(([, count]) => count > 0);
    return {
      categories: counted(this.categories)
        .map(([key, count]) => {
          const id = v.categoryKeys[key]!;
          return { id, name: v.categoryNames.get(id) ?? '', count };
        })
        .sort(byCount),
      subCategories: counted(this.subCategories)
        .map(([key, count]) => {
          const id = v.subCategoryKeys[key]!;
          const info = v.subCategoryInfo.get(id);
          return { id, categoryId: info?.categoryId ?? '', name: info?.name ?? '', count };
        })
        .sort(byCount),
      brands: counted(this.brands)
        .map(([key, count]) => ({ name: v.brandDisplay[key] ?? '', count }))
        .filter((b) => b.name !== '')
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, maxBrandFacets),
      ratings: ratingFloors.map((min, i) => ({ min, count: this.ratings[i]! })),
      prices: priceBands.map((band, i) => ({ ...band, count: this.prices[i]! })),
    };
  }
}

function bump(counts: Map<number, number>, key: number, by = 1) {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

/**
 * Every product slot in one sort's order (larger key first, then `tie`), kept between requests. A product whose key
 * may have changed is marked; the next read moves each marked product to its new place (a binary search and a memory
 * move each), or sorts everything again when many changed (a large import).
 */
class SortedOrder {
  slots: Int32Array;
  length = 0;
  /** The key each slot was placed by. */
  private keys: Float64Array;
  private readonly marked = new Set<number>();

  constructor(capacity: number) {
    this.slots = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
  }

  grow(capacity: number) {
    this.slots = grow(this.slots, capacity);
    this.keys = grow(this.keys, capacity);
  }

  changed(slot: number) {
    this.marked.add(slot);
  }

  rebuild(size: number, keyOf: (slot: number) => number, tie: (a: number, b: number) => number) {
    for (let slot = 0; slot < size; slot += 1) {
      this.slots[slot] = slot;
      this.keys[slot] = keyOf(slot);
    }
    const keys = this.keys;
    this.slots.subarray(0, size).sort((a, b) => keys[b]! - keys[a]! || tie(a, b));
    this.length = size;
    this.marked.clear();
  }

  update(size: number, keyOf: (slot: number) => number, tie: (a: number, b: number) => number) {
    if (this.marked.size === 0) return;
    if (this.marked.size > 2_000) {
      this.rebuild(size, keyOf, tie);
      return;
    }
    const keys = this.keys;
    const before = (a: number, b: number) => keys[b]! - keys[a]! || tie(a, b);
    for (const slot of this.marked) {
      const at = this.positionOf(slot, before);
      const key = keyOf(slot);
      if (at >= 0 && key === keys[slot]) continue;
      if (at >= 0) {
        this.slots.copyWithin(at, at + 1, this.length);
        this.length -= 1;
      }
      keys[slot] = key;
      // The first position whose slot comes after this one.
      const low = firstWhere(this.length, (i) => before(this.slots[i]!, slot) >= 0);
      this.slots.copyWithin(low + 1, low, this.length);
      this.slots[low] = slot;
      this.length += 1;
    }
    this.marked.clear();
  }

  /** The key the product at `position` was placed by (larger first). */
  keyAt(position: number): number {
    return this.keys[this.slots[position]!]!;
  }

  /** Where `slot` is, found by the key it was placed with; -1 when it is not placed. */
  private positionOf(slot: number, before: (a: number, b: number) => number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (before(this.slots[mid]!, slot) < 0) low = mid + 1;
      else high = mid;
    }
    return low < this.length && this.slots[low] === slot ? low : -1;
  }
}

/**
 * The best `k` items offered, by a number per item (larger first; `keys` is indexed by item), ties by `tie`. A binary
 * heap whose root is the worst kept: most offers lose to it on the number alone, without calling `tie`.
 */
class TopK {
  private readonly items: number[] = [];
  /** The worst kept key once the heap is full: an item whose key is below it cannot get in (callers skip it). */
  floor = -Infinity;
  constructor(
    private readonly k: number,
    private readonly keys: Float64Array,
    private readonly tie: (a: number, b: number) => number,
  ) {}

  /** Whether `a` ranks after `b`. */
  private worse(a: number, b: number): boolean {
    const ka = this.keys[a]!;
    const kb = this.keys[b]!;
    return ka !== kb ? ka < kb : this.tie(a, b) > 0;
  }

  offer(item: number) {
    const items = this.items;
    if (items.length < this.k) {
      items.push(item);
      let i = items.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(items[i]!, items[parent]!)) break;
        [items[i], items[parent]] = [items[parent]!, items[i]!];
        i = parent;
      }
      if (items.length === this.k) this.floor = this.keys[items[0]!]!;
      return;
    }
    if (this.k === 0 || this.keys[item]! < this.keys[items[0]!]! || !this.worse(items[0]!, item)) return;
    items[0] = item;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < items.length && this.worse(items[left]!, items[worst]!)) worst = left;
      if (right < items.length && this.worse(items[right]!, items[worst]!)) worst = right;
      if (worst === i) break;
      [items[i], items[worst]] = [items[worst]!, items[i]!];
      i = worst;
    }
    this.floor = this.keys[items[0]!]!;
  }

  sorted(): number[] {
    const keys = this.keys;
    return [...this.items].sort((a, b) => keys[b]! - keys[a]! || this.tie(a, b));
  }
}
