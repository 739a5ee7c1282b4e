/**
 * Which Fluent Emoji pictures which part of the catalog (file names in
 * @lobehub/fluent-emoji-3d/assets, without .webp). A product line may name its own
 * subject (a jeans line shows jeans); otherwise its subcategory's subject is used.
 * The accent is the small second emoji of a product's angled shot.
 */
export interface EmojiChoice {
  subject: readonly string[];
  accent: string;
}

export const categoryEmoji: Record<string, EmojiChoice> = {
  Fashion: { subject: ['1f457', '1f45c'], accent: '1f3f7-fe0f' },
  Electronics: { subject: ['1f4f1', '1f3a7'], accent: '26a1' },
  Groceries: { subject: ['1f6d2', '1f35a'], accent: '1f33f' },
  'Daily Essentials': { subject: ['1f9fc', '1fae7'], accent: '1fae7' },
  'Home & Kitchen': { subject: ['1f373', '1fab4'], accent: '2728' },
  'Beauty & Personal Care': { subject: ['1f484', '1f485'], accent: '2728' },
  'Sports & Fitness': { subject: ['1f3cf', '1f3c6'], accent: '1f3c6' },
  'Books & Stationery': { subject: ['1f4da', '270f-fe0f'], accent: '1f516' },
};

export const subCategoryEmoji: Record<string, EmojiChoice> = {
  "Men's Clothing": { subject: ['1f455'], accent: '1f3f7-fe0f' },
  "Women's Clothing": { subject: ['1f45a'], accent: '1f3f7-fe0f' },
  'Ethnic Wear': { subject: ['1f97b'], accent: '2728' },
  Footwear: { subject: ['1f45f'], accent: '1f3f7-fe0f' },
  'Bags & Accessories': { subject: ['1f45c'], accent: '2728' },
  'Mobile Phones': { subject: ['1f4f1'], accent: '1f50b' },
  'Laptops & Accessories': { subject: ['1f4bb'], accent: '26a1' },
  Audio: { subject: ['1f3a7'], accent: '1f3b5' },
  Smartwatches: { subject: ['231a'], accent: '2764-fe0f' },
  'TV & Home Appliances': { subject: ['1f4fa'], accent: '26a1' },
  'Atta, Rice & Dals': { subject: ['1f35a'], accent: '1f33e' },
  'Spices & Masalas': { subject: ['1f336-fe0f'], accent: '1f33f' },
  'Snacks & Biscuits': { subject: ['1f36a'], accent: '2615' },
  'Dairy & Beverages': { subject: ['1f95b'], accent: '1f33f' },
  'Edible Oils & Ghee': { subject: ['1fad9'], accent: '1f33b' },
  'Oral Care': { subject: ['1faa5'], accent: '2728' },
  'Bath & Body': { subject: ['1f9fc'], accent: '1fae7' },
  'Laundry & Cleaning': { subject: ['1f9fa'], accent: '1fae7' },
  'Hair Care': { subject: ['1f9f4'], accent: '1f33f' },
  'Health & Hygiene': { subject: ['1f48a'], accent: '1fa79' },
  Cookware: { subject: ['1f373'], accent: '1f525' },
  'Kitchen Appliances': { subject: ['1f50c'], accent: '26a1' },
  'Storage & Containers': { subject: ['1fad9'], accent: '2728' },
  'Home Decor & Furnishing': { subject: ['1fab4'], accent: '2728' },
  'Dining & Serveware': { subject: ['1f37d-fe0f'], accent: '2728' },
  Makeup: { subject: ['1f484'], accent: '2728' },
  Skincare: { subject: ['1f9f4'], accent: '1f338' },
  Fragrances: { subject: ['1f490'], accent: '1f338' },
  "Men's Grooming": { subject: ['1fa92'], accent: '2728' },
  Cricket: { subject: ['1f3cf'], accent: '1f3c6' },
  'Badminton & Racquet Sports': { subject: ['1f3f8'], accent: '1f3c6' },
  'Fitness & Yoga': { subject: ['1f9d8'], accent: '1f4aa' },
  'Team Sports': { subject: ['26bd'], accent: '1f3c6' },
  'Cycling & Outdoors': { subject: ['1f6b2'], accent: '26f0-fe0f' },
  Fiction: { subject: ['1f4d5'], accent: '1f516' },
  'Non-Fiction & Self-Help': { subject: ['1f4d8'], accent: '1f516' },
  'Exam Preparation': { subject: ['1f4da'], accent: '270f-fe0f' },
  "Children's Books": { subject: ['1f4d9'], accent: '2b50' },
  'Stationery & Art Supplies': { subject: ['1f4d3'], accent: '2728' },
};

/** Faces for testimonials, reviewers and the demo shopper (medium-dark skin tone). */
export const womanAvatars = [
  '1f469-1f3fe',
  '1f469-1f3fe-200d-1f4bc',
  '1f475-1f3fe',
  '1f469-1f3fe-200d-1f393',
  '1f469-1f3fe-200d-1f4bb',
] as const;
export const manAvatars = [
  '1f468-1f3fe',
  '1f468-1f3fe-200d-1f4bc',
  '1f9d4-1f3fe',
  '1f474-1f3fe',
  '1f473-1f3fe',
  '1f468-1f3fe-200d-1f4bb',
] as const;

/** Home-page banners: a few subjects arranged large (text is drawn by the page, not the image). */
export const bannerEmoji: readonly (readonly string[])[] = [
  ['1f6cd-fe0f', '1fa94', '1f381', '2728'],
  ['1f4f1', '1f3a7', '231a', '26a1'],
  ['1f6d2', '1f35a', '1f95b', '1f36a'],
];
