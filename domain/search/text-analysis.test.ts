/**
 * How text is cut into words for search (text-analysis.ts, rule:search-hindi-and-units): Devanagari keeps its vowel
 * signs, a nukta typed either way (or not at all) is the same word, scripts are words of their own, and a number with
 * its unit is one word however it is written.
 */
import { describe, expect, it } from 'vitest';
import { indexedWordsOf, wordsOf } from './text-analysis';

describe('words of Latin and Devanagari text', () => {
  it('folds Latin accents, case and apostrophes', () => {
    expect(wordsOf("Lakmé Men's CAFÉ")).toEqual(['lakme', 'mens', 'cafe']);
  });

  it('keeps Devanagari vowel signs and virama: they are part of the word', () => {
    // साड़ी without its vowel signs would be सड, another word; क्ष keeps its virama.
    expect(wordsOf('साड़ी')).toEqual(['\u0938\u093E\u0921\u0940']);
    expect(wordsOf('चावल जूते क्षमा')).toEqual(['चावल', 'जूते', '\u0915\u094D\u0937\u092E\u093E']);
  });

  it('reads a nukta letter typed as one code point, as letter and nukta, or without the nukta as one word', () => {
    const oneCodePoint = '\u0938\u093E\u095C\u0940'; // सा ड़(U+095C) ी
    const letterAndNukta = '\u0938\u093E\u0921\u093C\u0940'; // सा ड ़ ी
    const withoutNukta = '\u0938\u093E\u0921\u0940'; // साडी
    expect(oneCodePoint).not.toBe(letterAndNukta);
    expect(wordsOf(oneCodePoint)).toEqual(wordsOf(letterAndNukta));
    expect(wordsOf(withoutNukta)).toEqual(wordsOf(letterAndNukta));
    // ढ़ (U+095D) and फ़ (U+095E) too.
    expect(wordsOf('\u0915\u095D\u093E\u0908')).toEqual(wordsOf('\u0915\u0922\u093C\u093E\u0908'));
    expect(wordsOf('\u0915\u0949\u095E\u0940')).toEqual(wordsOf('\u0915\u0949\u092B\u093C\u0940'));
  });

  it('reads a chandrabindu as an anusvara, and drops zero-width joiners', () => {
    expect(wordsOf('साड़ियाँ')).toEqual(wordsOf('साड़ियां'));
    expect(wordsOf('क्\u200Dष')).toEqual(wordsOf('क्ष'));
  });

  it('cuts a run where Devanagari meets Latin letters or digits', () => {
    expect(wordsOf('साड़ीsaree')).toEqual([wordsOf('साड़ी')[0], 'saree']);
    expect(wordsOf('चावल5')).toEqual(['चावल', '5']);
    expect(wordsOf('साड़ी, कुर्ता। saree')).toEqual([wordsOf('साड़ी')[0], 'कुर्ता', 'saree']);
  });

  it('reads Devanagari digits as 0-9', () => {
    expect(wordsOf('१२३')).toEqual(['123']);
  });
});

describe('a number and its unit are one word', () => {
  it.each([
    ['9w', '9w'],
    ['9W', '9w'],
    ['9 W', '9w'],
    ['9 watt', '9w'],
    ['9-Watt', '9w'],
    ['1kg', '1kg'],
    ['1 KG', '1kg'],
    ['1 kilo', '1kg'],
    ['5 kgs', '5kg'],
    ['500ml', '500ml'],
    ['500 ml', '500ml'],
    ['64gb', '64gb'],
    ['64 GB', '64gb'],
    ['1 TB', '1tb'],
    ['1.5l', '1.5l'],
    ['1.50 Ltr', '1.5l'],
    ['2 ltr', '2l'],
    ['2 litres', '2l'],
    ['1 L', '1l'],
    ['500 gm', '500g'],
    ['500 grams', '500g'],
    ['20000 mAh', '20000mah'],
    ['43 inch', '43inch'],
    ['१ किलो', '1kg'],
    ['500 ग्राम', '500g'],
  ])('%s is %s', (written, word) => {
    expect(wordsOf(written)).toEqual([word]);
  });

  it('leaves a number alone where what follows is not a unit', () => {
    expect(wordsOf('size 9 in black')).toEqual(['size', '9', 'in', 'black']);
    expect(wordsOf('9 wide')).toEqual(['9', 'wide']);
    expect(wordsOf('Pack of 4')).toEqual(['pack', 'of', '4']);
    expect(wordsOf('B22 LED')).toEqual(['b22', 'led']);
    expect(wordsOf('40 M')).toEqual(['40', 'm']);
  });

  it('indexes the number and the unit on their own too, so "9" still finds "9 W"', () => {
    expect(indexedWordsOf('Philips 9 W B22 LED Bulb')).toEqual(['philips', '9w', '9', 'w', 'b22', 'led', 'bulb']);
    expect(indexedWordsOf('Mixer 1000W')).toEqual(['mixer', '1000w', '1000', 'w']);
    expect(indexedWordsOf('1.5 L')).toEqual(['1.5l', '1', '5', 'l']);
  });
});
