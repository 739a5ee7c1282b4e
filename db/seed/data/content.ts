/**
 * Home-page content (rule:hero-banner, rule:testimonials): hero entries, testimonials. Banners are
 * pictures only; their subjects are in emoji.ts.
 */
import type { heroContents, testimonials } from '../../schema/index';

type HeroSeed = Omit<typeof heroContents.$inferInsert, 'id' | 'createdAt' | 'freeshipingAmount'>;
type TestimonialSeed = Omit<typeof testimonials.$inferInsert, 'id' | 'createdAt' | 'image'> & { avatar: string };

/** Active entries first (rule:active-hero-entry: only active ones are kept, the first is shown); one ended sale stays inactive. */
export const heroEntries: readonly HeroSeed[] = [
  {
    title: 'Festive Sale',
    subTitle: 'Up to 60% off on ethnic wear, smartphones and home essentials. Celebrate more, spend less.',
    isActive: true,
    sortOrder: 0,
  },
  {
    title: 'New Season Arrivals',
    subTitle: 'Fresh styles from Biba, W, Manyavar and Allen Solly, delivered to your doorstep.',
    isActive: true,
    sortOrder: 1,
  },
  {
    title: 'Monthly Grocery Savings',
    subTitle: 'Stock up on atta, dals, masalas and daily essentials at everyday low prices.',
    isActive: true,
    sortOrder: 2,
  },
  {
    title: 'Monsoon Sale',
    subTitle: 'Rainy-day deals on umbrellas, footwear and home appliances.',
    isActive: false,
    sortOrder: 3,
  },
];

export const testimonialEntries: readonly TestimonialSeed[] = [
  {
    name: 'Priya Raghunathan',
    title: 'Verified Buyer, Chennai',
    rating: 5,
    comment:
      'Ordered a Banarasi saree for my sister’s wedding and it arrived two days early, beautifully packed. Paying cash on delivery made me trust the shop the first time.',
    avatar: '1f469-1f3fe',
    sortOrder: 0,
  },
  {
    name: 'Rohit Malhotra',
    title: 'Verified Buyer, Pune',
    rating: 5,
    comment:
      'Got my phone and earbuds in one order at a better price than the big stores. Genuine products with the brand warranty.',
    avatar: '1f468-1f3fe-200d-1f4bc',
    sortOrder: 1,
  },
  {
    name: 'Lakshmi Narayanan',
    title: 'Verified Buyer, Bengaluru',
    rating: 4,
    comment:
      'My monthly groceries now come from here. Atta, dals and masalas are always fresh. One delivery was late, but support sorted it out quickly.',
    avatar: '1f475-1f3fe',
    sortOrder: 2,
  },
  {
    name: 'Gurpreet Singh',
    title: 'Verified Buyer, Ludhiana',
    rating: 5,
    comment: 'The SG bat is a beauty. Well knocked in, great pick-up. My son scored his first fifty with it!',
    avatar: '1f473-1f3fe',
    sortOrder: 3,
  },
  {
    name: 'Ananya Deshpande',
    title: 'Verified Buyer, Nagpur',
    rating: 4,
    comment:
      'Loved the kurta collection and the sizes are true to the chart. Exchange for a different colour was hassle-free.',
    avatar: '1f469-1f3fe-200d-1f393',
    sortOrder: 4,
  },
  {
    name: 'Imran Qureshi',
    title: 'Verified Buyer, Hyderabad',
    rating: 5,
    comment:
      'Quick delivery even to our part of the old city, and the mixer grinder works perfectly. Will order again.',
    avatar: '1f9d4-1f3fe',
    sortOrder: 5,
  },
];
