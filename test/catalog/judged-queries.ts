/**
 * What shoppers type, and what a good answer holds (ADR 0036): each query as typed on a phone, the products that
 * must be among the first five (`mustFind`, title patterns), and which titles count as a right answer at all
 * (`relevant`, for precision at 5). Judged against the demo catalog (db/seed/data/) plus `extraProducts`.
 *
 * Kinds: exact titles and brands, categories, plurals and word forms, typos, Hindi and Hinglish words for catalog
 * terms (in Latin letters and in Devanagari), numbers with their units, and several words where the best match has
 * all of them.
 */
export interface JudgedQuery {
  query: string;
  /** Each pattern must match one of the first five titles. */
  mustFind: RegExp[];
  /** Titles that answer the query; precision at 5 counts them among the first five. */
  relevant: RegExp;
}

/** Products the demo catalog lacks but shoppers look for by name. */
export const extraProducts = [
  { title: "Adidas Men's Ultraboost Running Shoes", brand: 'Adidas', category: 'Fashion', subCategory: 'Footwear' },
  { title: 'Adidas Unisex Adilette Slides', brand: 'Adidas', category: 'Fashion', subCategory: 'Footwear' },
];

const q = (query: string, relevant: RegExp, ...mustFind: RegExp[]): JudgedQuery => ({ query, relevant, mustFind });

export const judgedQueries: JudgedQuery[] = [
  // Exact titles, brands and product names
  q('amul ghee', /Amul Pure Cow Ghee/, /Amul Pure Cow Ghee/),
  q('redmi note 13', /Redmi Note 13/, /Redmi Note 13 5G/, /Redmi Note 13 Pro 5G/),
  q('oneplus', /OnePlus/, /OnePlus 12R/),
  q('boat earbuds', /boAt Airdopes/, /boAt Airdopes 141/),
  q('parle g', /Parle-G/, /Parle-G Original Glucose Biscuits/),
  q('samsung tv', /Samsung .*TV/, /Samsung 108 cm/, /Samsung 139 cm/),
  q('atomic habits', /Atomic Habits/, /Atomic Habits/),
  // Categories and kinds of product
  q('ghee', /Ghee/, /Amul Pure Cow Ghee/, /Patanjali Pure Cow Ghee/),
  q('laptop', /Laptop,/, /Laptop,/),
  q('tv', / TV$/, /Smart LED TV/, /Smart Google TV/),
  q('ceiling fan', /Ceiling Fan/, /Ceiling Fan/),
  q('pressure cooker', /Pressure Cooker/, /Prestige Svachh/, /Hawkins Classic/),
  q('mixer grinder', /Mixer Grinder/, /Mixer Grinder/),
  q('basmati rice', /Basmati Rice/, /Basmati Rice/),
  q('toothpaste', /Toothpaste/, /Toothpaste/),
  q('face wash', /Face Wash/, /Face Wash/),
  q('cricket bat', /Cricket Bat/, /Cricket Bat/),
  q('yoga mat', /Yoga Mat/, /Yoga Mat/),
  q('power bank', /Power Bank/, /Power Bank/),
  q('lunch box', /Lunch Box/, /Lunch Box/),
  // Plurals and word forms
  q('kurtas', /Kurta/, /Cotton Printed Straight Kurta/),
  q('shoes', /Shoes/, /Running Shoes/),
  q('biscuit', /Biscuits|Cookies/, /Biscuits/),
  q('sandal', /Sandals/, /Block Heel Sandals/),
  q('headphone', /Headphones/, /boAt Rockerz/),
  q('bedsheets', /Bedsheet/, /Bedsheet/),
  // Typos
  q('samsng', /Samsung/, /Samsung Galaxy/),
  q('addidas', /Adidas/, /Adidas Men's Ultraboost Running Shoes/),
  q('kurtha', /Kurta/, /Kurta/),
  q('moblie', /Redmi|Samsung Galaxy|realme|OnePlus|Lava|Micromax/, /5G/),
  q('shampo', /Shampoo/, /Anti-Hair Fall Shampoo/),
  q('choclate', /Chocolate/, /Chocolate/),
  q('tootpaste', /Toothpaste/, /Toothpaste/),
  q('sunglases', /Sunglasses/, /Aviator Sunglasses/),
  q('ketle', /Kettle/, /Electric Kettle/),
  // Hindi and Hinglish words for catalog terms
  q('chappal', /Flip Flops|Sandals|Slides/, /Flip Flops/),
  q('atta', /Atta/, /Shudh Chakki Atta/),
  q('wheat flour', /Atta/, /Atta/),
  q('mobile', /Redmi|Samsung Galaxy|realme|OnePlus|Lava|Micromax/, /5G/),
  q('dabba', /Lunch Box|Containers/, /Lunch Box/),
  q('tiffin', /Lunch Box/, /Milton Steel Combi Lunch Box/),
  q('chai', /Leaf Tea/, /Leaf Tea/),
  q('jeans pant', /Jeans/, /Jeans/),
  q('kadai', /Kadhai/, /Kadhai/),
  q('joota', /Shoes/, /Shoes/),
  q('goggles', /Sunglasses/, /Sunglasses/),
  q('purse', /Handbag/, /Handbag/),
  q('sari', /Saree/, /Banarasi Silk Saree/),
  // In Devanagari, Hindi spices in Latin letters, numbers with their units (rule:search-hindi-and-units)
  q('साड़ी', /Saree/, /Banarasi Silk Saree/),
  q('चावल', /Basmati Rice/, /Basmati Rice/),
  q('जूते', /Shoes/, /Running Shoes/, /Derby Shoes/),
  q('haldi', /Turmeric/, /Turmeric Powder/),
  q('dhaniya', /Coriander/, /Coriander Powder/),
  q('9w', /9 W .*LED Bulb/, /LED Bulb/),
  q('led bulb 9 watt', /9 W .*LED Bulb/, /LED Bulb/),
  // Several words: the best match has all of them
  q('cotton kurta', /Cotton .*Kurta/, /Cotton Printed Straight Kurta/, /Cotton Anarkali Kurta Set/),
  q('mens running shoes', /Men's .*Running Shoes/, /Men's Running Shoes/),
  q('silk saree', /Silk Saree/, /Banarasi Silk Saree/),
  q('bluetooth speaker', /Bluetooth Speaker/, /Portable Bluetooth Speaker/),
  q('smart watch calling', /Bluetooth Calling/, /Bluetooth Calling/),
  q('wireless mouse', /Wireless Optical Mouse/, /Wireless Optical Mouse/),
  q('hair oil', /Hair Oil|Coconut Oil/, /Hair Oil/),
  // Written as one word or as two
  q('smartwatch', /Smart ?[Ww]atch/, /Smart Watch/, /Smartwatch/),
  q('smart watch', /Smart ?[Ww]atch/, /Smart Watch/, /Smartwatch/),
];
