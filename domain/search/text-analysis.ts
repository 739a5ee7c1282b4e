/**
 * How catalog text and search terms are cut into words (ADR 0036). The catalog index (catalog-index.ts) and every
 * query go through the same steps, so a word in a query meets the same word in a title however either is written:
 * - Latin accents and case are folded ("Lakmé" is "lakme"), apostrophes dropped ("Men's" is "mens");
 * - Devanagari keeps its vowel signs and virama (they are the word: "साड़ी" is not "सड"), but a nukta is dropped and a
 *   chandrabindu read as an anusvara, since shoppers type both ways ("साड़ी", "साडी"; "साड़ियाँ", "साड़ियां"), and
 *   Devanagari digits are read as 0-9 (rule:search-hindi-and-units);
 * - words are runs of letters, marks and digits within one script (a Devanagari run and a Latin one are two words);
 *   everything else separates them (so `%_\` or tsquery operators are not words, rule:search-terms-are-text);
 * - a number and the unit after it are one word, "9 W" and "9w" alike "9w" (unitWordOf; rule:search-hindi-and-units);
 * - each word is reduced to its stem with the Porter stemmer ("kurtas" and "kurta", "shoes" and "shoe").
 */
import { stemmer } from 'stemmer';

/** The longest word kept; longer runs of letters are no product word. */
const maxWordLength = 40;

/**
 * Combining characters of no script of their own: the accents NFKD splits off Latin letters, zero-width joiners.
 * A script's own marks (Devanagari vowel signs, virama, anusvara) are kept.
 */
const markOfNoScript = /\p{Script=Inherited}/gu;
const devanagariNukta = /\u093C/g;
const devanagariChandrabindu = /\u0901/g;
const anusvara = '\u0902';
const devanagariDigit = /[\u0966-\u096F]/g;

/** Beyond ASCII: only such text has accents, other scripts or typographic apostrophes to fold. */
const beyondAscii = /[\u0080-\uFFFF]/;

/** Lower case, without Latin accents, nuktas or apostrophes, Devanagari digits as 0-9; Unicode NFC. */
export function foldText(text: string): string {
  const folded = beyondAscii.test(text) ? foldScripts(text) : text;
  return folded.toLowerCase().replace(/['’‘`]/g, '');
}

/** The folding text beyond ASCII needs (foldText); most catalog text is ASCII and skips it. */
function foldScripts(text: string): string {
  return text
    .normalize('NFKD')
    .replace(markOfNoScript, '')
    .replace(devanagariNukta, '')
    .replace(devanagariChandrabindu, anusvara)
    .normalize('NFC')
    .replace(devanagariDigit, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/**
 * Units written after a number, as shoppers and the catalog write them, and the one spelling a number's unit word
 * takes ("9 W", "9w", "9 watt" are all "9w"). Curated: a unit only where a number before it can mean nothing else
 * ("in" and "m" are left out: "size 9 in black", "40 M").
 */
const unitSpellings: Readonly<Record<string, readonly string[]>> = {
  w: ['w', 'watt', 'watts'],
  kw: ['kw'],
  v: ['v', 'volt', 'volts'],
  mah: ['mah'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'किलो', 'किलोग्राम', 'किग्रा'],
  g: ['g', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes', 'ग्राम'],
  mg: ['mg'],
  l: ['l', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters', 'लीटर'],
  ml: ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  gb: ['gb'],
  tb: ['tb'],
  mb: ['mb'],
  inch: ['inch', 'inches'],
  cm: ['cm'],
  mm: ['mm'],
  hz: ['hz'],
  mp: ['mp'],
};
const unitOf = new Map(
  Object.entries(unitSpellings).flatMap(([unit, spellings]) => spellings.map((s) => [foldText(s), unit] as const)),
);

const unitAlternatives = [...unitOf.keys()].sort((a, b) => b.length - a.length).join('|');
/**
 * A number (not part of a longer word or number) with a unit after it, glued or after spaces or a hyphen; or a run of
 * letters, marks and digits. Longer unit spellings are tried first, and a unit must end where its word ends ("5 kgs",
 * not "5 kg" and "s"; "9 wide" has no unit).
 */
const wordPattern = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}.])(\\d+(?:\\.\\d+)?)[ -]*(${unitAlternatives})(?![\\p{L}\\p{M}\\p{N}])|[\\p{L}\\p{M}\\p{N}]+`,
  'gu',
);
const runOfLetters = /[\p{L}\p{M}\p{N}]+/gu;
const anyDigit = /\d/;
const devanagari = /\p{Script=Devanagari}/u;
/** A run cut where Devanagari meets another script or a digit. */
const runsOfOneScript = /\p{Script=Devanagari}+|\P{Script=Devanagari}+/gu;

/** A number as one spelling: "05" is "5", "1.50" is "1.5", "1.0" is "1". */
function canonicalNumber(digits: string): string {
  const [whole = '', fraction = ''] = digits.split('.');
  const wholePart = whole.replace(/^0+(?=\d)/, '');
  const fractionPart = fraction.replace(/0+$/, '');
  return fractionPart === '' ? wholePart : `${wholePart}.${fractionPart}`;
}

/** A number and its unit as one word: ("9", "watt") is "9w", ("1.50", "ltr") is "1.5l". */
export function unitWordOf(number: string, unit: string): string {
  return canonicalNumber(number) + (unitOf.get(unit) ?? unit);
}

/**
 * Cuts folded text into words and hands each to `take`; a number with its unit is handed as one word (unitWordOf)
 * and, with `parts`, also as the number and the unit as written (what the catalog index adds, so "9" alone still
 * finds "9 W").
 */
function eachWord(text: string, parts: boolean, take: (word: string) => void) {
  const folded = foldText(text);
  const mayMixScripts = beyondAscii.test(folded);
  // Most descriptions have no digit, so no unit: their runs are their words (twice as fast as the pattern with units).
  if (!mayMixScripts && !anyDigit.test(folded)) {
    for (const run of folded.match(runOfLetters) ?? []) take(run);
    return;
  }
  for (const match of folded.matchAll(wordPattern)) {
    const [run, number, unit] = match;
    if (number !== undefined && unit !== undefined) {
      take(unitWordOf(number, unit));
      if (parts) {
        for (const digits of number.split('.')) take(digits);
        take(unit);
      }
    } else if (mayMixScripts && devanagari.test(run)) {
      for (const word of run.match(runsOfOneScript) ?? []) take(word);
    } else {
      take(run);
    }
  }
}

/** The words of a text, folded, in order (duplicates kept): what a query searches for. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  eachWord(text, false, (word) => {
    if (word.length <= maxWordLength) words.push(word);
  });
  return words;
}

/**
 * The words the catalog index keeps of a product's text: its words (wordsOf) and, for a number with its unit, the
 * number and the unit on their own too.
 */
export function indexedWordsOf(text: string): string[] {
  const words: string[] = [];
  eachWord(text, true, (word) => {
    if (word.length <= maxWordLength) words.push(word);
  });
  return words;
}

/** The stem a word is indexed and searched under. Numbers and short words stay as they are. */
export function stemOf(word: string): string {
  return word.length > 3 && /^[a-z]+$/.test(word) ? stemmer(word) : word;
}

/** Words that only join others; a query made only of them still searches for them. */
export const joiningWords = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'to', 'with', 'by', 'from']);

/** Whether a word is written in Devanagari (the shopper words read it as its Latin spelling: shopper-words.ts). */
export const isDevanagari = (word: string) => devanagari.test(word);
