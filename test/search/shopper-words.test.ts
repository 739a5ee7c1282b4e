/**
 * The shopper words (domain/search/shopper-words.ts, rule:search-hindi-and-units) are a curated list, held here to
 * the demo catalog (db/seed/data/): every key is one word as a query would read it, every Devanagari word is read as
 * one Latin word, and every alternative is made of words the catalog has, except the few listed below that a real
 * Indian shop's catalog has and the demo's lacks. No database: the words are worked out from the seed's own data.
 */
import { describe, expect, it } from 'vitest';
import { buildDemoCatalog } from '../../db/seed/build-catalog';
import { devanagariWords, shopperAlternativesOf, shopperWords } from '../../domain/search/shopper-words';
import { indexedWordsOf, isDevanagari, stemOf, wordsOf } from '../../domain/search/text-analysis';

/** Alternatives for products the demo catalog does not sell (yet): words shoppers and real catalogs use. */
const wordsOfRealCatalogs = [
  'slipper',
  'chappal',
  'tee',
  'lehenga',
  'flour',
  'cumin',
  'cardamom',
  'wok',
  'kadai',
  'griddle',
  'bed',
  'sheet',
  'smartphone',
  'television',
  'wallet',
  'bicycle',
];

/** The stems of every word the index keeps of the demo catalog's products (CatalogIndex.textFields). */
function demoCatalogStems(): Set<string> {
  const stems = new Set<string>();
  for (const product of buildDemoCatalog(new Date('2026-11-01T00:00:00Z')).products) {
    const v = product.values;
    const texts = [
      v.title,
      v.brand,
      v.description,
      product.categoryName,
      product.subCategoryName,
      v.material,
      ...(v.colors ?? []),
      ...(v.sizes ?? []),
      ...(v.rams ?? []),
      ...(v.specs ?? []),
      ...(v.weight ?? []),
    ];
    for (const text of texts) for (const word of indexedWordsOf(text ?? '')) stems.add(stemOf(word));
  }
  return stems;
}

const catalogStems = demoCatalogStems();
const inCatalog = (word: string) => catalogStems.has(stemOf(word));

describe('shopper words (rule:search-hindi-and-units)', () => {
  it('keys Latin words each one word as a query reads it', () => {
    for (const key of Object.keys(shopperWords)) {
      expect(wordsOf(key), key).toEqual([key]);
      expect(isDevanagari(key), key).toBe(false);
    }
  });

  it('reads each Devanagari word, one word however its nukta is typed, as one Latin word', () => {
    const folded = new Set<string>();
    for (const [hindi, latin] of Object.entries(devanagariWords)) {
      const words = wordsOf(hindi);
      expect(words, hindi).toHaveLength(1);
      expect(isDevanagari(words[0]!), hindi).toBe(true);
      // Two keys that fold alike would hide one of them.
      expect(folded.has(words[0]!), hindi).toBe(false);
      folded.add(words[0]!);
      expect(wordsOf(latin), hindi).toEqual([latin]);
      // Read as its Latin word, then that word's alternatives.
      expect(shopperAlternativesOf(words[0]!, words[0]!)[0], hindi).toBe(latin);
    }
  });

  it('gives alternatives made of words of the demo catalog, but for those listed for real catalogs', () => {
    const missing = new Set<string>();
    const phrases = [
      ...Object.values(shopperWords).flat(),
      // A Devanagari word's Latin reading is a catalog word or a Latin key with alternatives of its own.
      ...Object.values(devanagariWords).filter((latin) => !(latin in shopperWords)),
    ];
    for (const phrase of phrases) for (const word of wordsOf(phrase)) if (!inCatalog(word)) missing.add(word);
    expect([...missing].sort()).toEqual([...wordsOfRealCatalogs].sort());
  });

  it('lists the words the issue names, in both scripts', () => {
    for (const hindi of ['साड़ी', 'चावल', 'जूते', 'जूता', 'आटा', 'दाल', 'तेल', 'चाय', 'दूध', 'कुर्ता', 'मोबाइल']) {
      expect(devanagariWords[hindi], hindi).toBeDefined();
    }
    for (const latin of ['haldi', 'jeera', 'mirch', 'dhaniya', 'elaichi', 'chawal', 'atta', 'lehnga', 'chunni']) {
      expect(shopperWords[latin], latin).toBeDefined();
    }
  });
});
