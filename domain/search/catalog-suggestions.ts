/**
 * The suggestions under the search box from the catalog index (ADR 0036): titles of listed products matching what is
 * typed, best sellers first, and the shown category, sub category and brand names whose words match it.
 */
import type { IndexedCategory, IndexedSubCategory, NameMatch } from './catalog-query';
import { TopK } from './sorted-orders';
import { stemOf, wordsOf } from './text-analysis';
import { entryBits, fieldWeight, type TextIndex } from './text-index';

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
   * Titles of listed products matching `text` as typed (the last word may be unfinished), best sellers first,
   * without repeats; for the suggestions under the search box. A title ranks by its best-selling listed product.
   */
  titles(text: string, limit: number, products: TitledProducts): string[] {
    // One entry per title as written (its best seller): titles that differ only in case are dropped at the end.
    const heap = new TopK(limit * 2, products.popularity, (a, b) => a - b);
    /** Titles in the heap, and titles found where products are not read best-seller first (offered at the end). */
    const offered = new Set<string>();
    const bestOfTitle = new Map<string, number>();
    const consider = (slot: number) => {
      const title = products.titles[slot]!;
      if (offered.has(title)) return;
      const known = bestOfTitle.get(title);
      const { popularity } = products;
      if (
        known === undefined ||
        popularity[slot]! > popularity[known]! ||
        (popularity[slot] === popularity[known] && slot < known)
      )
        bestOfTitle.set(title, slot);
    };
    // Words in the title: a title that matched only through its description would be a strange suggestion.
    const words = this.text.queryWords(text);
    if (words.length === 1) {
      // One word, the usual case while typing. First its one-term spellings: each term's titles best seller first
      // (titleOrder), read until none left could enter the heap.
      const alternatives = this.text.alternativesOf(words[0]!, true, true);
      // A product already met carries this look's mark (its entry number is not needed here).
      const seen = this.text.nextGeneration() << entryBits;
      const { textVersion, mark } = this.text;
      const { listed, popularity } = products;
      for (const { terms } of alternatives) {
        if (terms.length !== 1) continue;
        for (const slot of this.titleOrder(terms[0]!, products)) {
          if (popularity[slot]! < heap.floor) break;
          if (mark[slot] === seen) continue;
          mark[slot] = seen;
          offered.add(products.titles[slot]!);
          heap.offer(slot);
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
          if (versions[i] !== textVersion[slot] || listed[slot] !== 1) continue;
          if (this.text.weightsOfAll(slot, rest) < fieldWeight.title) continue;
          consider(slot);
        }
      }
    } else {
      const match = this.text.matchText(text, true, products.size, fieldWeight.title);
      if (!match) return [];
      for (let entry = 0; entry < match.length; entry += 1) {
        const slot = match.slots[entry]!;
        if (match.hits[entry] === match.required && products.listed[slot] === 1) consider(slot);
      }
    }
    for (const slot of bestOfTitle.values()) if (products.popularity[slot]! >= heap.floor) heap.offer(slot);
    const titles: string[] = [];
    const seen = new Set<string>();
    for (const slot of heap.sorted()) {
      const title = products.titles[slot]!;
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
