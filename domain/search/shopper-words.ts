/**
 * Words shoppers in India type for things the catalog names otherwise (ADR 0036): Hindi and Hinglish words, and
 * everyday English for the catalog's own terms. A query word listed here also matches each of its alternatives
 * (a phrase matches a product that has all of its words), a little below a match of the word itself.
 *
 * One-way on purpose: "mobile" finds smartphones, but "phone" does not find every mobile accessory through
 * "mobile". Keys are folded words (text-analysis.ts); a key also applies to words with the same stem
 * ("chappals" uses "chappal").
 */
export const shopperWords: Readonly<Record<string, readonly string[]>> = {
  // Footwear
  chappal: ['slipper', 'sandal', 'flip flop'],
  chappals: ['slipper', 'sandal', 'flip flop'],
  slipper: ['flip flop', 'sandal', 'chappal'],
  juta: ['shoe'],
  joota: ['shoe'],
  jutti: ['shoe'],
  sneaker: ['shoe'],
  // Clothes
  pant: ['trouser', 'jean', 'pyjama'],
  pants: ['trouser', 'jean', 'pyjama'],
  trouser: ['pant'],
  tshirt: ['t shirt', 'tee'],
  tee: ['t shirt'],
  sari: ['saree'],
  kurti: ['kurta'],
  kurtha: ['kurta'],
  // Groceries
  atta: ['flour'],
  flour: ['atta'],
  aata: ['atta'],
  chawal: ['rice'],
  chai: ['tea'],
  doodh: ['milk'],
  tel: ['oil'],
  makhan: ['butter'],
  namak: ['salt'],
  cheeni: ['sugar'],
  dal: ['pulse'],
  daal: ['dal'],
  masala: ['spice'],
  biscuit: ['cookie'],
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
  ghadi: ['watch'],
  // Sports
  cycle: ['bicycle'],
  bicycle: ['cycle'],
};
