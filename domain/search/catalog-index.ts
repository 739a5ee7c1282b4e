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
 * The parts: catalog-query.ts (what it is given and answers), text-index.ts (the words and matching a text),
 * catalog-filters.ts and facet-counts.ts (filters and their counts), sorted-orders.ts (the kept orders, ranking and
 * paging), catalog-suggestions.ts (what the search box suggests), growable-arrays.ts (the storage); this class holds
 * the products' columns and composes them.
 *
 * Text matching (text-analysis.ts for the words):
 * - each query word is a group; a product matches a group through the word's stem, a shopper word's alternatives
 *   (shopper-words.ts), a word the last query word begins (while typing), or a near spelling (one slip; two in
 *   words of seven letters or more, or two letters swapped);
 * - the products that match every group are the result (joining words such as "for" or "with" make no group);
 * - a group scores the best field the word is in (title 30, its first word 32, brand 25, sub category 20, category 15, options 10,
 *   description 5) times how exact the match is (the word 1, a shopper word 0.9, a started word 0.8, a near
 *   spelling 0.7 or 0.5), times the group's rarity (idf), so a rare word counts more than a common one;
 * - ranking by relevance puts the products with more query words whole (the word or a shopper word, not a longer word
 *   it starts or a near spelling) first, then the best fields, stock and score (relevanceKey in sorted-orders.ts).
 */
import {
  anyIn,
  failsBrand,
  failsCategory,
  failsOther,
  failsPrice,
  failsRating,
  failsSubCategory,
  noFilter,
  type PreparedQuery,
} from './catalog-filters';
import type {
  CatalogAnswer,
  CatalogQuery,
  CatalogSort,
  IndexedCategory,
  IndexedProduct,
  IndexedProductState,
  IndexedSubCategory,
  NameMatch,
} from './catalog-query';
import { CatalogSuggestions, type SuggestedTitle } from './catalog-suggestions';
import { emptyFacets, FacetCounter, type FacetView } from './facet-counts';
import { grow, Interner, roomFor } from './growable-arrays';
import {
  categoryOrderKey,
  deepPage,
  listedBit,
  pageByRank,
  relevanceKey,
  SortedOrder,
  TopK,
  unitsSoldMask,
  window,
  type CategoryOrder,
} from './sorted-orders';
import { isWhole, optionText, singleListScore, TextIndex, tierOf, type TextFields } from './text-index';

// Importers keep reading the index's vocabulary from here.
export * from './catalog-query';

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
  /** Option sets are shared between products with the same colours or sizes. */
  private readonly optionSets = new Map<string, Int32Array>();
  private titles: string[] = [];
  private readonly categoryKeys = new Interner();
  private readonly subCategoryKeys = new Interner();
  private readonly brandKeys = new Interner();
  /** A brand as written (on the product last written with it), by brand key. */
  private brandDisplay: string[] = [];
  /** Listed products per brand key; brands with none are not suggested. */
  private brandListed = new Map<number, number>();
  private categoryList: IndexedCategory[] = [];
  private subCategoryList: IndexedSubCategory[] = [];
  private readonly materialKeys = new Interner();
  private readonly optionKeys = new Interner();
  private categoryNames = new Map<string, string>();
  private subCategoryInfo = new Map<string, { categoryId: string; name: string }>();

  /**
   * What a search reads of each matching product, in one small number so that it reads one array per match:
   * listed << 21 | inStock << 20 | units sold (capped at 2^20 - 1), as relevanceKey reads it.
   */
  private rankBits = new Int32Array(0);
  /** Set by endLoad(): the per-product arrays then grow by an eighth, not twice (roomFor). */
  private trimmed = false;
  /** The products' words and the matching of a shopper's text. */
  private readonly text = new TextIndex();
  /** The suggestions under the search box, from the words and the products' titles and names. */
  private readonly suggestions = new CatalogSuggestions(this.text);

  /** A search's ranking: one key per match entry. */
  private matchKey = new Float64Array(0);
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
    this.text.beginLoad(count);
  }

  /** Ends a load: builds the posting lists and gives back the room kept for growth. */
  endLoad(): void {
    this.text.endLoad(this.size);
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
    const known = this.text.has(slot);
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
    if (this.popularity[slot] !== popularity) this.suggestions.forgetTitleOrders();
    this.popularity[slot] = popularity;
    this.createdAt[slot] = product.createdAtMs;
    this.inStock[slot] = product.stock > 0 ? 1 : 0;
    // Title orders hold listed products only (titleOrder).
    if (known && this.listed[slot] !== (product.isListed ? 1 : 0)) this.suggestions.forgetTitleOrders();
    this.listedCount += (product.isListed ? 1 : 0) - (known ? this.listed[slot]! : 0);
    this.listed[slot] = product.isListed ? 1 : 0;
    this.rankBits[slot] =
      (this.listed[slot]! << 21) | (this.inStock[slot]! << 20) | Math.min(product.unitsSold, unitsSoldMask);
    this.writes[slot] = this.writes[slot]! + 1;
    for (const order of this.orders.values()) order.changed(slot);
    if (product.isListed) bump(this.brandListed, this.brand[slot]!, 1);
    // An order keeps one product per title as written (titleOrder).
    if (this.titles[slot] !== product.title) this.suggestions.forgetTitleOrders();
    this.titles[slot] = product.title;
    if (this.text.indexIfChanged(slot, this.textFields(product), this.size)) this.suggestions.forgetTitleOrders();
  }

  private textFields(product: IndexedProduct): TextFields {
    return {
      title: product.title,
      titleHi: product.titleHi ?? '',
      brand: product.brand,
      description: product.description,
      category: this.categoryNames.get(product.categoryId) ?? '',
      subCategory: product.subCategoryId ? (this.subCategoryInfo.get(product.subCategoryId)?.name ?? '') : '',
      options: optionText([
        ...product.colors,
        product.color,
        ...product.sizes,
        product.size,
        product.material,
        ...(product.otherOptions ?? []),
      ]),
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
    this.rankBits = grow(this.rankBits, size);
    this.text.grow(size);
    this.matchKey = new Float64Array(size);
    this.passingEntries = new Int32Array(size);
    this.rankScratch = new Float64Array(size);
    for (const order of this.orders.values()) order.grow(size);
    this.capacity = size;
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
    const text = searching ? this.text.matchText(query.text!, true, this.size) : undefined;
    // A term without a word (punctuation only) matches nothing.
    if (searching && text === undefined) return { ids: [], total: 0, facets: query.facets ? emptyFacets() : undefined };
    const sort: CatalogSort = query.sort === 'relevance' && !text ? 'newest' : query.sort;
    const facets = query.facets ? new FacetCounter(this.facetView()) : undefined;
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
    // A single list's entries all matched the one word by the same spelling: whole for all or for none.
    const singleWhole = single && isWhole(single.quality) ? 1 : 0;
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
            ? relevanceKey(singleWhole, tierOf(single.weights[entry]!), singleListScore(single, entry), bits)
            : relevanceKey(match.wholeWords[entry]!, match.tiers[entry]!, match.scores[entry]!, bits)
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
   * Titles of listed products matching `text` as typed (the last word may be unfinished), those with every word whole
   * first, best sellers first, without repeats; for the suggestions under the search box. A title ranks by its
   * best-selling listed product.
   */
  suggestTitles(text: string, limit: number): SuggestedTitle[] {
    const { size, titles, popularity, listed } = this;
    return this.suggestions.titles(text, limit, { size, titles, popularity, listed });
  }

  /**
   * Shown categories, sub categories and brands (of listed products) whose words match every word of `text` the way
   * a product's would (as typed, a shopper word, a started last word, a near spelling).
   */
  matchNames(text: string): NameMatch[] {
    return this.suggestions.names(text, {
      categories: this.categoryList,
      subCategories: this.subCategoryList,
      brandListed: this.brandListed,
      brandDisplay: this.brandDisplay,
    });
  }

  /** For facet counting. */
  private facetView(): FacetView {
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

function bump(counts: Map<number, number>, key: number, by = 1) {
  counts.set(key, (counts.get(key) ?? 0) + by);
}
