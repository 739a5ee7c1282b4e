/**
 * The catalog index's orders (ADR 0036): the catalog kept sorted for each list order between requests, the best few
 * of a search's matches in a heap or a deep page picked by rank, a search match's relevance as one number, and the
 * part of a sorted order a price or rating filter can be in.
 */
import type { PreparedQuery } from './catalog-filters';
import type { CatalogSort } from './catalog-query';
import { grow } from './growable-arrays';

/** Pages reaching deeper than this many matches are picked by rank, not kept in a heap. */
export const deepPage = 200;

/**
 * The entries ranked offset .. offset + limit - 1 of `entries`, by `keys` (larger first) and then `tie`, without
 * ordering all of them: the keys are sorted as plain numbers (natively, in `scratch`), which gives the page's highest
 * and lowest key; the entries above the highest are only counted, and only those between the two are ordered.
 */
export function pageByRank(
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
export const listedBit = 1 << 21;
export const inStockBit = 1 << 20;
export const unitsSoldMask = inStockBit - 1;

/**
 * A search match's rank for relevance, exact in a double (larger first): how many query words it has whole (as typed,
 * or a shopper word, rather than only the start of a longer word or a near spelling: rule:search-hindi-and-units),
 * then where the words matched (title or brand, then names and options, then description: fieldTier), then in stock
 * before sold out (ADR 0036), then the text score to 2 decimals, then units sold (the shop's signal; rating breaks
 * what is left, tieBreak). `bits` is the product's rankBits. Every product here matched every word, so no word count.
 *
 * Bits from the top: whole words 4 (a query has at most 10), tiers 5, in stock 1, score 23 (10 words at most weigh
 * 32 x idf under 17 each: under 2^20 hundredths), units sold 20; 53 in all, which a double holds exactly.
 */
export function relevanceKey(wholeWords: number, tiers: number, score: number, bits: number): number {
  return (
    Math.min(wholeWords, 15) * 2 ** 49 +
    Math.min(tiers, 31) * 2 ** 44 +
    (bits & inStockBit ? 2 ** 43 : 0) +
    Math.min(Math.round(score * 100), 2 ** 23 - 1) * 2 ** 20 +
    (bits & unitsSoldMask)
  );
}

/** One category's products in one sort's order, and copies of the fields a filter reads (categoryOrder). */
export interface CategoryOrder {
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
export function window(
  length: number,
  keyAt: (i: number) => number,
  sort: CatalogSort,
  q: PreparedQuery,
): [number, number] {
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
export function categoryOrderKey(order: CategoryOrder, sort: Exclude<CatalogSort, 'relevance'>): (i: number) => number {
  if (sort === 'price_desc') return (i) => order.sale[i]!;
  if (sort === 'price_asc') return (i) => -order.sale[i]!;
  return (i) => order.rating[i]! * 2 ** 24;
}

/** The first of 0..length-1 where `holds` is true, for a `holds` that stays true once it is; `length` when none. */
export function firstWhere(length: number, holds: (i: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (holds(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * Every product slot in one sort's order (larger key first, then `tie`), kept between requests. A product whose key
 * may have changed is marked; the next read moves each marked product to its new place (a binary search and a memory
 * move each), or sorts everything again when many changed (a large import).
 */
export class SortedOrder {
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
export class TopK {
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
