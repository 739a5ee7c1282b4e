/**
 * Words shoppers in India type for things the catalog names otherwise (ADR 0036, rule:search-hindi-and-units): Hindi
 * words in Latin letters, Hindi words in Devanagari, and everyday English for the catalog's own terms. A query word
 * listed here also matches each of its alternatives (a phrase matches a product that has all of its words), a little
 * below a match of the word itself and above a word it only starts (text-index.ts).
 *
 * Curated, not guessed: each entry is a word shoppers use for that thing, and test/search/hindi-and-units.test.ts
 * holds every alternative to words of the demo catalog, except the few listed there that a real shop's catalog has
 * (cumin, cardamom, lehenga...). An alternative the catalog has no product word for is left out of a search.
 *
 * One-way on purpose: "mobile" finds smartphones, but "phone" does not find every mobile accessory through
 * "mobile". A key also applies to words with the same stem ("chappals" uses "chappal").
 */
import { foldText, stemOf } from './text-analysis';

/** Latin-letter keys: Hindi and Hinglish words, and everyday English, each with its alternatives. */
export const shopperWords: Readonly<Record<string, readonly string[]>> = {
  // Footwear
  chappal: ['slipper', 'sandal', 'flip flop'],
  chappals: ['slipper', 'sandal', 'flip flop'],
  slipper: ['flip flop', 'sandal', 'chappal'],
  hawai: ['flip flop'],
  juta: ['shoe'],
  joota: ['shoe'],
  jutti: ['shoe'],
  jooti: ['shoe'],
  mojari: ['shoe'],
  sneaker: ['shoe'],
  // Clothes
  pant: ['trouser', 'jean', 'pyjama'],
  pants: ['trouser', 'jean', 'pyjama'],
  trouser: ['pant'],
  tshirt: ['t shirt', 'tee'],
  tee: ['t shirt'],
  sari: ['saree'],
  saari: ['saree'],
  sadi: ['saree'],
  kurti: ['kurta'],
  kurtha: ['kurta'],
  kameez: ['shirt', 'kurta'],
  kamiz: ['shirt', 'kurta'],
  pajama: ['pyjama'],
  payjama: ['pyjama'],
  chunni: ['dupatta'],
  chunri: ['dupatta'],
  odhni: ['dupatta'],
  lehnga: ['lehenga'],
  lahenga: ['lehenga'],
  // Groceries
  atta: ['flour'],
  flour: ['atta'],
  aata: ['atta'],
  chawal: ['rice'],
  chaval: ['rice'],
  chai: ['tea'],
  doodh: ['milk'],
  dudh: ['milk'],
  tel: ['oil'],
  makhan: ['butter'],
  makkhan: ['butter'],
  namak: ['salt'],
  cheeni: ['sugar'],
  chini: ['sugar'],
  shakkar: ['sugar'],
  gehun: ['wheat'],
  gehu: ['wheat'],
  sarson: ['mustard'],
  daal: ['dal'],
  arhar: ['toor'],
  tuvar: ['toor'],
  biskut: ['biscuit'],
  biscuit: ['cookie'],
  kaju: ['cashew'],
  badam: ['almond'],
  nariyal: ['coconut'],
  nimbu: ['lemon'],
  // Spices
  masala: ['spice'],
  haldi: ['turmeric'],
  jeera: ['cumin'],
  jira: ['cumin'],
  mirch: ['chilli'],
  mirchi: ['chilli'],
  dhaniya: ['coriander'],
  dhania: ['coriander'],
  elaichi: ['cardamom'],
  ilaichi: ['cardamom'],
  laung: ['clove'],
  // Home and kitchen
  dabba: ['lunch box', 'container', 'tiffin'],
  tiffin: ['lunch box'],
  bartan: ['cookware', 'utensil'],
  kadai: ['kadhai', 'wok'],
  kadhai: ['kadai', 'wok'],
  tawa: ['griddle'],
  mixie: ['mixer grinder'],
  cooker: ['pressure cooker'],
  chadar: ['bedsheet'],
  bedsheet: ['bed sheet'],
  parda: ['curtain'],
  takiya: ['pillow'],
  balti: ['bucket'],
  thali: ['plate'],
  pankha: ['fan'],
  istri: ['iron'],
  // Electronics
  mobile: ['smartphone', 'phone'],
  mobiles: ['smartphone', 'phone'],
  cellphone: ['smartphone', 'phone'],
  smartphone: ['mobile phone'],
  earphone: ['earbud', 'headphone'],
  earphones: ['earbud', 'headphone'],
  headphone: ['earbud'],
  tws: ['earbud'],
  tv: ['television'],
  television: ['tv'],
  charger: ['power bank'],
  // Personal care
  sabun: ['soap'],
  soap: ['bathing bar'],
  shampu: ['shampoo'],
  manjan: ['toothpaste'],
  scent: ['perfume', 'fragrance'],
  perfume: ['fragrance', 'eau de parfum'],
  // Bags and accessories
  purse: ['handbag', 'wallet'],
  bag: ['backpack', 'handbag'],
  goggles: ['sunglasses'],
  specs: ['sunglasses'],
  chashma: ['sunglasses'],
  ghadi: ['watch'],
  // Sports, books
  cycle: ['bicycle'],
  bicycle: ['cycle'],
  balla: ['bat'],
  gend: ['ball'],
  kitab: ['book'],
  kitaab: ['book'],
};

/**
 * Hindi words in Devanagari, each read as the Latin word that shoppers type for it (and then as that word's own
 * alternatives above): "चावल" is "chawal", so rice. Written as Hindi is written; the keys are folded like any word
 * (a nukta or chandrabindu typed or not: text-analysis.ts). Plurals that shoppers type are listed as words of their
 * own, since no stemmer reads Hindi.
 */
export const devanagariWords: Readonly<Record<string, string>> = {
  // Clothes and footwear
  साड़ी: 'saree',
  साड़ियाँ: 'saree',
  कुर्ता: 'kurta',
  कुर्ते: 'kurta',
  कुर्ती: 'kurti',
  पजामा: 'pyjama',
  पायजामा: 'pyjama',
  शर्ट: 'shirt',
  कमीज़: 'kameez',
  पैंट: 'pant',
  जींस: 'jeans',
  दुपट्टा: 'dupatta',
  लहंगा: 'lehenga',
  शेरवानी: 'sherwani',
  जूता: 'joota',
  जूते: 'joota',
  चप्पल: 'chappal',
  सैंडल: 'sandal',
  // Groceries and spices
  चावल: 'chawal',
  बासमती: 'basmati',
  आटा: 'atta',
  गेहूँ: 'gehun',
  दाल: 'dal',
  मूंग: 'moong',
  चना: 'chana',
  मसूर: 'masoor',
  अरहर: 'arhar',
  तेल: 'tel',
  सरसों: 'sarson',
  घी: 'ghee',
  चाय: 'chai',
  कॉफ़ी: 'coffee',
  दूध: 'doodh',
  मक्खन: 'makhan',
  नमक: 'namak',
  चीनी: 'cheeni',
  शक्कर: 'shakkar',
  मसाला: 'masala',
  मसाले: 'masala',
  हल्दी: 'haldi',
  जीरा: 'jeera',
  धनिया: 'dhaniya',
  मिर्च: 'mirch',
  मिर्ची: 'mirchi',
  इलायची: 'elaichi',
  लौंग: 'laung',
  बिस्कुट: 'biscuit',
  नमकीन: 'namkeen',
  चॉकलेट: 'chocolate',
  काजू: 'kaju',
  बादाम: 'badam',
  नारियल: 'nariyal',
  नींबू: 'nimbu',
  // Home and kitchen
  कड़ाही: 'kadhai',
  कढ़ाई: 'kadhai',
  तवा: 'tawa',
  कुकर: 'cooker',
  बर्तन: 'bartan',
  डिब्बा: 'dabba',
  टिफिन: 'tiffin',
  बोतल: 'bottle',
  चादर: 'chadar',
  पर्दा: 'parda',
  पर्दे: 'parda',
  तकिया: 'takiya',
  बाल्टी: 'balti',
  थाली: 'thali',
  पंखा: 'pankha',
  बल्ब: 'bulb',
  इस्त्री: 'istri',
  // Electronics
  मोबाइल: 'mobile',
  फ़ोन: 'phone',
  लैपटॉप: 'laptop',
  टीवी: 'tv',
  हेडफ़ोन: 'headphone',
  ईयरफ़ोन: 'earphone',
  चार्जर: 'charger',
  घड़ी: 'ghadi',
  // Personal care, bags
  साबुन: 'sabun',
  शैम्पू: 'shampoo',
  टूथपेस्ट: 'toothpaste',
  मंजन: 'manjan',
  इत्र: 'perfume',
  चश्मा: 'chashma',
  बैग: 'bag',
  पर्स: 'purse',
  // Sports, books
  साइकिल: 'cycle',
  बल्ला: 'balla',
  गेंद: 'gend',
  किताब: 'kitab',
  कॉपी: 'notebook',
};

/** The Devanagari keys folded as query words are (a key written with a nukta meets a query typed without one). */
const latinOfDevanagari = new Map(Object.entries(devanagariWords).map(([hindi, latin]) => [foldText(hindi), latin]));
/** The folded Devanagari keys in order, for the ones an unfinished word starts (devanagariWordsStartedBy). */
const sortedDevanagariKeys = [...latinOfDevanagari.keys()].sort();

/** A Latin word's alternatives, by the word or else its stem. */
const latinAlternativesOf = (word: string): readonly string[] => shopperWords[word] ?? shopperWords[stemOf(word)] ?? [];

/**
 * The phrases a query word also matches, best first: for a Latin word its alternatives; for a Devanagari word the
 * Latin word it is read as, then that word's alternatives. `stem` is the word's stem (stemOf).
 */
export function shopperAlternativesOf(word: string, stem: string): readonly string[] {
  const latin = latinOfDevanagari.get(word);
  if (latin !== undefined) return [latin, ...latinAlternativesOf(latin)];
  return shopperWords[word] ?? shopperWords[stem] ?? [];
}

/**
 * The Devanagari keys that an unfinished Devanagari word starts, at most `limit` ("चाव" starts "चावल"), without the
 * word itself: while typing in Devanagari there is no catalog word to complete, only these.
 */
export function devanagariWordsStartedBy(prefix: string, limit: number): string[] {
  let low = 0;
  let high = sortedDevanagariKeys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sortedDevanagariKeys[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const started: string[] = [];
  for (let at = low; at < sortedDevanagariKeys.length && started.length < limit; at += 1) {
    const key = sortedDevanagariKeys[at]!;
    if (!key.startsWith(prefix)) break;
    if (key !== prefix) started.push(key);
  }
  return started;
}
