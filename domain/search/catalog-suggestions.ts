/**
 * The suggestions under the search box from the catalog index (ADR 0036): titles of listed products matching what is
 * typed, best sellers first, and the shown category, sub category and brand names whose words match it.
 */
import type { IndexedCategory, IndexedSubCategory, NameMatch } from './catalog-query';
import { TopK } from './sorted-orders';
import { stemOf, wordsOf } from './text-analysis';
import { entryBits, fieldWeight, isWhole, type Alternative, type TextIndex } from './text-index';

/** What title suggestions read of the products, by slot: how many there are, their titles, popularity and visibility. */
export interface TitledProducts {
  size: number;
  titles: readonly string[];
  /** Best sellers first, then the better rated. */
  popularity: Float64Array;
  listed: Uint8Array;
}

/** The names shoppers may be shown: categories and sub categories (with whether shown) and brands of listed products. */
export interface ShownNames {
  categories: readonly IndexedCategory[];
  subCategories: readonly IndexedSubCategory[];
  /** Listed products per brand key; brands with none are not suggested. */
  brandListed: ReadonlyMap<number, number>;
  /** A brand as written, by brand key. */
  brandDisplay: readonly string[];
}

/** A name's terms, and how many terms the catalog had when they were looked up (termsOfName). */
interface NameTerms {
  terms: (number | undefined)[];
  termCount: number;
}

/** A suggested title, and whether it has every typed word whole (isWhole) rather than only a word's start. */
export interface SuggestedTitle {
  title: string;
  whole: boolean;
}

/**
 * The best-selling titles of the products offered, best seller first, one entry per title as written (its best
 * seller), at most `limit` (without those in `excluded`, titles already suggested).
 */
class TitlePicker {
  /** Twice the limit: titles that differ only in case are dropped at the end. */
  private readonly heap: TopK;
  /** Titles in the heap. */
  private readonly offered = new Set<string>();
  /** Titles found where products are not read best-seller first, and their best seller so far (offered at the end). */
  private readonly bestOfTitle = new Map<string, number>();

  constructor(
    private readonly limit: number,
    readonly products: TitledProducts,
    private readonly excluded: ReadonlySet<string>,
  ) {
    this.heap = new TopK(limit * 2, products.popularity, (a, b) => a - b);
  }

  /** The popularity a product needs to enter the heap. */
  get floor(): number {
    return this.heap.floor;
  }

  /** A product met in best-seller order, the best seller of its title there (titleOrder): offered at once. */
  offerInOrder(slot: number): void {
    const title = this.products.titles[slot]!;
    if (this.excluded.has(title)) return;
    this.offered.add(title);
    this.heap.offer(slot);
  }

  /** A product met in any order: its title's best seller is offered at the end. */
  consider(slot: number): void {
    const title = this.products.titles[slot]!;
    if (this.offered.has(title) || this.excluded.has(title)) return;
    const known = this.bestOfTitle.get(title);
    const { popularity } = this.products;
    if (
      known === undefined ||
      popularity[slot]! > popularity[known]! ||
      (popularity[slot] === popularity[known] && slot < known)
    )
      this.bestOfTitle.set(title, slot);
  }

  /** The titles, best seller first, without repeats in another case. */
  best(): string[] {
    const { popularity, titles: titleOf } = this.products;
    for (const slot of this.bestOfTitle.values()) if (popularity[slot]! >= this.heap.floor) this.heap.offer(slot);
    const titles: string[] = [];
    const seen = new Set<string>();
    for (const slot of this.heap.sorted()) {
      const title = titleOf[slot]!;
      const folded = title.toLowerCase();
      if (seen.has(folded)) continue;
      seen.add(folded);
      titles.push(title);
      if (titles.length === this.limit) break;
    }
    return titles;
  }
}

export class CatalogSuggestions {
  /**
   * Per term, the best-selling listed product of each title with the term, best seller first (titleOrder; titles()
   * reads them until the popularity falls under what it keeps). Made when first asked; all are dropped when a text, a
   * popularity or a visibility changes (forgetTitleOrders).
   */
  private readonly titleOrders = new Map<number, Int32Array>();
  /** The terms of category, sub category and brand names (termsOfName). */
  private readonly nameTerms = new Map<string, NameTerms>();

  constructor(private readonly text: TextIndex) {}

  /** A product's title, popularity, visibility or words changed: every title order may be wrong. */
  forgetTitleOrders(): void {
    this.titleOrders.clear();
  }

  /**
   * Titles of listed products matching `text` as typed (the last word may be unfinished), without repeats; for the
   * suggestions under the search box. Titles with every word whole (the word or a shopper word: isWhole) come first,
   * then titles that only have a longer word the last word starts, or a near spelling (rule:search-hindi-and-units:
   * "haldi" suggests turmeric before Haldiram's); best sellers first within each. A title ranks by its best-selling
   * listed product.
   */
  titles(text: string, limit: number, products: TitledProducts): SuggestedTitle[] {
    const picked: SuggestedTitle[] = [];
    const pickedTitles = new Set<string>();
    const foldedPicked = new Set<string>();
    // Titles that differ only in case are one suggestion.
    const take = (titles: string[], whole: boolean) => {
      for (const title of titles) {
        const folded = title.toLowerCase();
        if (picked.length === limit || foldedPicked.has(folded)) continue;
        foldedPicked.add(folded);
        pickedTitles.add(title);
        picked.push({ title, whole });
      }
    };
    // Words in the title: a title that matched only through its description would be a strange suggestion.
    const words = this.text.queryWords(text);
    if (words.length === 1) {
      // One word, the usual case while typing.
      const alternatives = this.text.alternativesOf(words[0]!, true, true);
      const wholeOnes = alternatives.filter((a) => isWhole(a.quality));
      take(this.titlesOfAlternatives(wholeOnes, new TitlePicker(limit, products, pickedTitles)), true);
      if (picked.length < limit) {
        const partOnes = alternatives.filter((a) => !isWhole(a.quality));
        take(this.titlesOfAlternatives(partOnes, new TitlePicker(limit, products, pickedTitles)), false);
      }
      return picked;
    }
    const match = this.text.matchText(text, true, products.size, fieldWeight.title);
    if (!match) return [];
    const whole = new TitlePicker(limit, products, pickedTitles);
    const partly = new TitlePicker(limit, products, pickedTitles);
    for (let entry = 0; entry < match.length; entry += 1) {
      const slot = match.slots[entry]!;
      if (match.hits[entry] !== match.required || products.listed[slot] !== 1) continue;
      (match.wholeWords[entry] === match.required ? whole : partly).consider(slot);
    }
    take(whole.best(), true);
    take(partly.best(), false);
    return picked;
  }

  /** The best-selling titles with one of these spellings of one word (a term, or every term of a phrase). */
  private titlesOfAlternatives(alternatives: Alternative[], picker: TitlePicker): string[] {
    const { products } = picker;
    // First the one-term spellings: each term's titles best seller first (titleOrder), read until none left could
    // enter the heap. A product already met carries this look's mark (its entry number is not needed here).
    const seen = this.text.nextGeneration() << entryBits;
    const { textVersion, mark } = this.text;
    for (const { terms } of alternatives) {
      if (terms.length !== 1) continue;
      for (const slot of this.titleOrder(terms[0]!, products)) {
        if (products.popularity[slot]! < picker.floor) break;
        if (mark[slot] === seen) continue;
        mark[slot] = seen;
        picker.offerInOrder(slot);
      }
    }
    // Then the spellings of several terms ("t shirt"), read from the first term's posting list.
    for (const { terms } of alternatives) {
      if (terms.length === 1) continue;
      const [first, ...rest] = terms;
      const { slots, weights, versions, length } = this.text.postings[first!]!;
      for (let i = 0; i < length; i += 1) {
        if (weights[i]! < fieldWeight.title) continue;
        const slot = slots[i]!;
        if (versions[i] !== textVersion[slot] || products.listed[slot] !== 1) continue;
        if (this.text.weightsOfAll(slot, rest) < fieldWeight.title) continue;
        picker.consider(slot);
      }
    }
    return picker.best();
  }

  /**
   * The listed products with `term` in their title, best seller first, ties by slot (the order TopK keeps), one per
   * title as written: its best seller. Many products share a title (one per colour or pack size: 100,000 seeded
   * products have 1,693 titles), so this is what lets suggestTitles stop after a few dozen products.
   */
  private titleOrder(term: number, products: TitledProducts): Int32Array {
    let order = this.titleOrders.get(term);
    if (order) return order;
    const { slots, weights, versions, length } = this.text.postings[term]!;
    const picked: number[] = [];
    for (let i = 0; i < length; i += 1) {
      const slot = slots[i]!;
      if (
        weights[i]! >= fieldWeight.title &&
        versions[i] === this.text.textVersion[slot] &&
        products.listed[slot] === 1
      )
        picked.push(slot);
    }
    const popularity = products.popularity;
    picked.sort((a, b) => popularity[b]! - popularity[a]! || a - b);
    const titles = new Set<string>();
    order = Int32Array.from(
      picked.filter((slot) => {
        const title = products.titles[slot]!;
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
  names(text: string, shown: ShownNames): NameMatch[] {
    const words = wordsOf(text).slice(0, 10);
    if (words.length === 0) return [];
    const groups = words.map((word, i) => {
      const best = new Map<number, number>();
      for (const alternative of this.text.alternativesOf(word, i === words.length - 1, true)) {
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
    for (const c of shown.categories) if (c.isActive) consider(c.name, 'category');
    for (const s of shown.subCategories) if (s.isActive) consider(s.name, 'subCategory');
    for (const [key, count] of shown.brandListed) {
      const name = shown.brandDisplay[key];
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
    const termCount = this.text.termCount;
    let known = this.nameTerms.get(name);
    if (!known || (known.termCount !== termCount && known.terms.includes(undefined))) {
      known = { terms: wordsOf(name).map((word) => this.text.termOf(stemOf(word))), termCount };
      this.nameTerms.set(name, known);
    }
    return known.terms;
  }
}
