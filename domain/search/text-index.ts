/**
 * The catalog index's words (ADR 0036): every product's words with the weight of the field they are in, an inverted
 * index of them (a posting list per stem), and the matching of a shopper's text against it, as the header of
 * catalog-index.ts describes (text-analysis.ts for the words, shopper-words.ts for the alternatives).
 */
import { createHash } from 'node:crypto';
import SearchableMap from 'minisearch/SearchableMap';
import { grow, Interner, roomFor } from './growable-arrays';
import { devanagariWordsStartedBy, shopperAlternativesOf } from './shopper-words';
import { indexedWordsOf, isDevanagari, joiningWords, stemOf, wordsOf } from './text-analysis';

/** A title's first word weighs a little more than its others: "Kurta Pyjama Set" before "Cotton Kurta" for "kurta". */
export const fieldWeight = {
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
export const tierOf = (weight: number) => (weight >= fieldWeight.brand ? 2 : weight >= fieldWeight.option ? 1 : 0);

const quality = { word: 1, shopperWord: 0.9, started: 0.8, oneSlip: 0.7, twoSlips: 0.5 } as const;

/**
 * Whether a match of this quality is of the whole word (as typed or stemmed, a shopper word, one word written as two),
 * rather than the start of a longer word or a near spelling. A search ranks products by how many query words they
 * have whole before anything else (rule:search-hindi-and-units, relevanceKey): by the tier of the field first, a brand
 * that merely starts with the word (a brand Dalmia for "dal": brand 25 x started 0.8, tier 2) would rank above the
 * word itself in a weaker field (the sub category "Atta, Rice & Dals", tier 1; a description, tier 0).
 */
export const isWhole = (matchQuality: number) => matchQuality >= quality.shopperWord;

/** Devanagari keys an unfinished Devanagari word may stand for (shopper-words.ts), as the catalog's 50 for Latin. */
const devanagariStartsTaken = 8;

/** The pool's first size per product when a load begins: the demo catalog's products have about 21 words each. */
const wordsPerProductGuess = 24;

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
export interface Alternative {
  /** Stems that must all be in the product. */
  terms: number[];
  quality: number;
}

/**
 * A text's matches, in the order they were first met: entry i is product `slots[i]`, with its score, the tiers its
 * words matched in, how many of the words it has and how many of those whole (isWhole) (the query's scratch space,
 * valid until the next match).
 */
export interface TextMatch {
  slots: Int32Array;
  scores: Float32Array;
  tiers: Uint8Array;
  hits: Uint8Array;
  wholeWords: Uint8Array;
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
 * costs one read of one small array. Catalogs stay under 2^24 products (grow); generations run 1-127, and the
 * marks are cleared when they wrap.
 */
export const entryBits = 24;
export const entryMask = (1 << entryBits) - 1;
const lastGeneration = 128;
/** No word yet (matchWord). */
const noWord = 255;

/** A product's text, field by field, as the index weighs it. */
export interface TextFields {
  title: string;
  /**
   * The Hindi title ('' for none), weighed as the title: a Devanagari search finds the product by it. It costs the
   * index its words only (no text is kept): about 14 bytes per word of it in each product, and the new words.
   */
  titleHi: string;
  brand: string;
  description: string;
  category: string;
  subCategory: string;
  options: string;
}

/**
 * A product's options (colours, sizes, material, RAM, storage, pack sizes) as one text, the same whether read from the
 * product or from what the index kept of it (lower-cased and interned): so an upsert that changes no word (a sale, a
 * stock change) is not indexed again. Values are separated by commas, so a size and the next value never read as a
 * number and its unit ("32", "l" is not "32l": text-analysis.ts).
 */
export const optionText = (values: string[]) =>
  [...new Set(values.filter((v) => v !== '').map((v) => v.toLowerCase()))].sort().join(', ');

/**
 * A 48-bit hash of a product's text fields (the first 6 bytes of their SHA-256, the fields ended by a character no
 * text has): an upsert whose text changed hashes alike by chance about once in 2^48, which would leave it found by its
 * old words until its next change.
 */
function hashOfText(text: TextFields): number {
  const hash = createHash('sha256');
  for (const field of [
    text.title,
    text.titleHi,
    text.brand,
    text.description,
    text.category,
    text.subCategory,
    text.options,
  ]) {
    hash.update(field).update('\uffff');
  }
  return hash.digest().readUIntBE(0, 6);
}

/**
 * A single-list match's text score for its entry, as matchText's merge computes it in 32-bit floats: the weight times
 * the spelling's quality, times the word's idf.
 */
export function singleListScore(single: NonNullable<TextMatch['single']>, entry: number): number {
  return Math.fround(Math.fround(single.weights[entry]! * single.quality) * single.idf);
}

export class TextIndex {
  /** Per product: how many times its words were indexed (0: never); posting entries of an older version are stale. */
  textVersion = new Uint32Array(0);
  /**
   * Each product's words and their weights, packed one product after another in two pools (not one small array per
   * product: 100,000 of those cost tens of megabytes of object headers). A product written again gets a new range;
   * the old one is left behind until the pools are compacted.
   */
  private termPool = new Int32Array(1 << 16);
  private weightPool = new Uint8Array(1 << 16);
  private poolLength = 0;
  /** Set by endLoad(): the pool grows by an eighth, not twice (roomFor). */
  private trimmed = false;
  /** Between beginLoad() and endLoad(): words go to the pool only. */
  private loading = false;
  private docStart = new Int32Array(0);
  private docLength = new Uint16Array(0);
  /**
   * A hash of the text each product was indexed with (textFields: its words and its category names), so an upsert
   * that changes none of them (a sale, a stock change) is not indexed again. The texts themselves are not kept: a
   * catalog's descriptions would be most of the index's memory (ADR 0036).
   */
  private textHash = new Float64Array(0);

  private readonly terms = new Interner();
  postings: Postings[] = [];
  /** Every word seen in the catalog (folded, not stemmed) and the stem it is indexed under. */
  private vocabulary = new SearchableMap<number>();
  /** The same words in a hash map, for the exact look-ups (the tree is for prefixes and near spellings). */
  private readonly words = new Map<string, number>();
  private staleEntries = 0;
  private liveEntries = 0;

  // Scratch space reused by every query (one query runs at a time: the server has one thread).
  /** Per product: the generation of the last look at it and its entry there (entryBits). */
  mark = new Int32Array(0);
  private generation = 0;
  /**
   * Per match entry, side by side in the order products were met (a text's postings are read in slot order, so these
   * are written and read in order; arrays by slot were a cache miss each per product at 100,000 products).
   */
  private matchSlot = new Int32Array(0);
  private matchScore = new Float32Array(0);
  private matchHits = new Uint8Array(0);
  /** How many query words the entry has whole (isWhole). */
  private matchWholeWords = new Uint8Array(0);
  /** Per query word, where it matched (fieldTier), summed over the words. */
  private matchTiers = new Uint8Array(0);
  /** The query word that last met the entry, and its best score and tier in that word's alternatives. */
  private matchWord = new Uint8Array(0);
  private matchWordScore = new Float32Array(0);
  private matchWordTier = new Uint8Array(0);
  /** Whether the query word that last met the entry matched it whole, in any of its alternatives. */
  private matchWordWhole = new Uint8Array(0);
  /** The entries the current word met. */
  private wordEntries = new Int32Array(0);

  /** How many stems the catalog's words have so far. */
  get termCount(): number {
    return this.terms.values.length;
  }

  /** The term a stem is indexed under; undefined for a stem no product has. */
  termOf(stem: string): number | undefined {
    return this.terms.find(stem);
  }

  /** Whether the product in `slot` has had its words indexed. */
  has(slot: number): boolean {
    return this.textVersion[slot]! > 0;
  }

  /** Room for `size` products (CatalogIndex.ensureCapacity); the query scratch space starts afresh. */
  grow(size: number): void {
    this.textHash = grow(this.textHash, size);
    this.textVersion = grow(this.textVersion, size);
    this.docStart = grow(this.docStart, size);
    this.docLength = grow(this.docLength, size);
    if (size > entryMask) throw new Error(`the catalog index holds at most ${entryMask} products`);
    this.mark = new Int32Array(size);
    this.generation = 0;
    this.matchSlot = new Int32Array(size);
    this.matchScore = new Float32Array(size);
    this.matchHits = new Uint8Array(size);
    this.matchWholeWords = new Uint8Array(size);
    this.matchTiers = new Uint8Array(size);
    this.matchWord = new Uint8Array(size);
    this.matchWordScore = new Float32Array(size);
    this.matchWordTier = new Uint8Array(size);
    this.matchWordWhole = new Uint8Array(size);
    this.wordEntries = new Int32Array(size);
  }

  /** A load of about `count` products begins (CatalogIndex.beginLoad): words go to the pool only until endLoad. */
  beginLoad(count: number): void {
    this.reservePool(count * wordsPerProductGuess);
    this.loading = true;
  }

  /** The load of `size` products ends: the posting lists are built at their final sizes, room kept for growth given back. */
  endLoad(size: number): void {
    this.loading = false;
    this.termPool = this.termPool.slice(0, Math.max(this.poolLength, 1 << 16));
    this.weightPool = this.weightPool.slice(0, this.termPool.length);
    this.buildPostingsFromPool(size);
    this.trimmed = true;
  }

  /**
   * Indexes the words of the product in `slot` unless they are those it was indexed with (by their hash); `size` is
   * how many products the index holds. Whether the words were indexed again.
   */
  indexIfChanged(slot: number, text: TextFields, size: number): boolean {
    const hash = hashOfText(text);
    if (this.has(slot) && this.textHash[slot] === hash) return false;
    this.textHash[slot] = hash;
    this.indexText(slot, text);
    this.compactIfStale(size);
    return true;
  }

  private indexText(slot: number, text: TextFields) {
    const weights = new Map<number, number>();
    const add = (value: string, weight: number) => {
      for (const word of indexedWordsOf(value)) {
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
    add(text.titleHi, fieldWeight.title);
    add(text.brand, fieldWeight.brand);
    add(text.subCategory, fieldWeight.subCategory);
    add(text.category, fieldWeight.category);
    add(text.options, fieldWeight.option);
    add(text.description, fieldWeight.description);

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
  private compactIfStale(size: number) {
    if (this.loading || this.staleEntries < 10_000 || this.staleEntries < this.liveEntries / 4) return;
    const terms = new Int32Array(Math.max(1 << 16, this.liveEntries));
    const weights = new Uint8Array(terms.length);
    let length = 0;
    for (let slot = 0; slot < size; slot += 1) {
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
    this.buildPostingsFromPool(size);
  }

  /** Every term's posting list from the products' current words in the pool, each allocated at its final size. */
  private buildPostingsFromPool(size: number) {
    const counts = new Int32Array(this.terms.values.length);
    for (let slot = 0; slot < size; slot += 1) {
      const start = this.docStart[slot]!;
      const end = start + this.docLength[slot]!;
      for (let at = start; at < end; at += 1) counts[this.termPool[at]!]! += 1;
    }
    this.postings = Array.from(counts, (count) => new Postings(count, true));
    for (let slot = 0; slot < size; slot += 1) {
      const start = this.docStart[slot]!;
      const end = start + this.docLength[slot]!;
      const version = this.textVersion[slot]!;
      for (let at = start; at < end; at += 1)
        this.postings[this.termPool[at]!]!.push(slot, this.weightPool[at]!, version);
    }
  }

  /** The alternatives a query word may match, best first. */
  alternativesOf(word: string, isLast: boolean, whileTyping: boolean): Alternative[] {
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

    const addPhrases = (phrases: readonly string[], q: number) => {
      for (const phrase of phrases) {
        const terms = wordsOf(phrase).map((w) => this.terms.find(stemOf(w)));
        if (terms.length > 0 && terms.every((t): t is number => t !== undefined)) add(terms, q);
      }
    };
    addPhrases(shopperAlternativesOf(word, stem), quality.shopperWord);

    // While typing, the last word may be the start of a longer one ("sams" for Samsung); in Devanagari, of a Hindi
    // word the shopper words know ("चाव" for चावल), since the catalog's own words are English.
    if (isLast && whileTyping && word.length >= 2) {
      let taken = 0;
      for (const [, term] of this.vocabulary.atPrefix(word)) {
        add([term], quality.started);
        taken += 1;
        if (taken >= 50) break;
      }
      if (isDevanagari(word)) {
        for (const hindi of devanagariWordsStartedBy(word, devanagariStartsTaken)) {
          addPhrases(shopperAlternativesOf(hindi, hindi), quality.started);
        }
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

  nextGeneration(): number {
    this.generation += 1;
    if (this.generation === lastGeneration) {
      this.mark.fill(0);
      this.generation = 1;
    }
    return this.generation;
  }

  /** The words of a query that must match: up to 10, without joining words ("and", "for") unless that is all. */
  queryWords(text: string): string[] {
    const allWords = wordsOf(text).slice(0, 10);
    const meaningful = allWords.filter((w) => !joiningWords.has(w));
    return meaningful.length > 0 ? meaningful : allWords;
  }

  /**
   * Scores every product matching `text`; undefined when the text has no word to search for. `minWeight`: only words
   * found in fields weighing at least this much count (suggestions want titles). `size`: the products indexed, for the
   * words' rarity.
   */
  matchText(text: string, whileTyping: boolean, size: number, minWeight = 0): TextMatch | undefined {
    const words = this.queryWords(text);
    if (words.length === 0) return undefined;
    const generation = this.nextGeneration();
    const markBase = generation << entryBits;
    const {
      mark,
      matchSlot,
      matchScore,
      matchHits,
      matchWholeWords,
      matchTiers,
      matchWord,
      matchWordScore,
      matchWordTier,
      matchWordWhole,
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
          const idf = Math.log(1 + size / Math.max(postings.length, 1));
          const single = { slots: postings.slots, weights: postings.weights, quality: only.quality, idf };
          return {
            slots: matchSlot,
            scores: matchScore,
            tiers: matchTiers,
            hits: matchHits,
            wholeWords: matchWholeWords,
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
        const whole = isWhole(alternative.quality) ? 1 : 0;
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
            matchWholeWords[entry] = 0;
            matchTiers[entry] = 0;
            matchWord[entry] = noWord;
          }
          if (matchWord[entry] !== g) {
            matchWord[entry] = g;
            matchWordScore[entry] = value;
            matchWordTier[entry] = tier;
            matchWordWhole[entry] = whole;
            wordEntries[wordCount] = entry;
            wordCount += 1;
          } else {
            if (matchWordScore[entry]! < value) matchWordScore[entry] = value;
            if (matchWordTier[entry]! < tier) matchWordTier[entry] = tier;
            if (matchWordWhole[entry]! < whole) matchWordWhole[entry] = whole;
          }
        }
      }
      if (wordCount === 0) continue;
      // Rarer words weigh more (inverse document frequency).
      const idf = Math.log(1 + size / wordCount);
      for (let i = 0; i < wordCount; i += 1) {
        const entry = wordEntries[i]!;
        matchScore[entry] = matchScore[entry]! + matchWordScore[entry]! * idf;
        matchTiers[entry] = matchTiers[entry]! + matchWordTier[entry]!;
        matchHits[entry] = matchHits[entry]! + 1;
        matchWholeWords[entry] = matchWholeWords[entry]! + matchWordWhole[entry]!;
      }
    }
    // Every word must match: a product that misses one is not what the shopper asked for.
    return {
      slots: matchSlot,
      scores: matchScore,
      tiers: matchTiers,
      hits: matchHits,
      wholeWords: matchWholeWords,
      length,
      required: words.length,
    };
  }

  /** The smallest weight of `terms` in the product, or 0 when one is missing. */
  weightsOfAll(slot: number, terms: number[]): number {
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
}
