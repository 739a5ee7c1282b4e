/**
 * Reviewers and what they say. Seeded reviews have no account (userId null) and
 * carry the reviewer's name; comments are chosen by star rating, mixing general
 * remarks with ones that fit the product's category.
 */
export const womenFirstNames = [
  'Priya',
  'Ananya',
  'Kavya',
  'Sneha',
  'Pooja',
  'Neha',
  'Divya',
  'Meera',
  'Lakshmi',
  'Aishwarya',
  'Riya',
  'Shreya',
  'Fatima',
  'Harpreet',
  'Deepika',
  'Swati',
  'Nandini',
  'Ishita',
  'Sunita',
  'Gayatri',
] as const;

export const menFirstNames = [
  'Rahul',
  'Arjun',
  'Vikram',
  'Rohan',
  'Aditya',
  'Karthik',
  'Suresh',
  'Amit',
  'Sanjay',
  'Imran',
  'Manoj',
  'Gurpreet',
  'Nikhil',
  'Pranav',
  'Abhishek',
  'Venkatesh',
  'Farhan',
  'Rajesh',
  'Siddharth',
  'Anil',
] as const;

export const surnames = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Nair',
  'Patel',
  'Gupta',
  'Singh',
  'Das',
  'Banerjee',
  'Kulkarni',
  'Menon',
  'Joshi',
  'Khan',
  'Chatterjee',
  'Pillai',
  'Mehta',
  'Rao',
  'Agarwal',
  'Deshmukh',
  'Fernandes',
  'Bhat',
  'Kaur',
  'Mishra',
  'Naidu',
  'Shetty',
] as const;

/** General comments per star rating (index 0 is one star). */
export const commentsByRating: readonly (readonly string[])[] = [
  [
    'Very disappointed. The product stopped working within a week and the replacement took ages.',
    'Not as described. The quality is far below what the pictures suggest.',
    'Poor quality for the price. I would not buy this again.',
    'Received a damaged piece. Returning it.',
  ],
  [
    'Below average. It does the job but feels cheap.',
    'Expected better from this brand. Packaging was fine but the product is just okay-ish, not worth the price.',
    'Delivery was quick but the product did not meet my expectations.',
    'Average at best. There are better options at this price.',
  ],
  [
    'Decent product for the price. Nothing special, nothing bad.',
    'It is okay. Does what it says, but the finish could be better.',
    'Good enough for daily use. Delivery took a day longer than promised.',
    'Mixed feelings: some things are great, others not so much. Value for money overall.',
  ],
  [
    'Good product, happy with the purchase. Delivered on time.',
    'Value for money. Quality is good and it arrived well packed.',
    'Nice product. Would have given five stars if it were a little cheaper.',
    'Works well so far. Cash on delivery made it easy to order.',
    'Good quality, as described. Will order again.',
  ],
  [
    'Excellent! Exactly as shown in the pictures. Highly recommended.',
    'Superb quality and very fast delivery. Totally worth it.',
    'Loved it! Bought it for my parents and they are very happy.',
    'Best purchase this month. Genuine product and great price during the sale.',
    'Amazing product. Packaging was neat and delivery was a day early.',
    'Fantastic value. My whole family liked it.',
  ],
];

/** Comments that fit one category: positive ones for 4-5 stars, negative ones for 1-2. */
export const categoryComments: Record<string, { positive: readonly string[]; negative: readonly string[] }> = {
  Fashion: {
    positive: [
      'Fits perfectly and the fabric feels premium. The colour is exactly as shown.',
      'Wore it for Diwali and got so many compliments!',
      'Comfortable for the whole day. Size chart was accurate.',
    ],
    negative: ['The size runs small; had to exchange it.', 'Colour faded after the first wash.'],
  },
  Electronics: {
    positive: [
      'Battery backup is excellent and it charges quickly.',
      'Sound quality is crisp and the bass is punchy. Pairing was instant.',
      'Smooth performance, no lag even with many apps open.',
    ],
    negative: [
      'Heats up quickly and the battery drains fast.',
      'Stopped charging after two weeks; waiting for service.',
    ],
  },
  Groceries: {
    positive: [
      'Fresh stock with a long expiry date. Tastes just like the one from our local kirana.',
      'Good quality, well sealed pack. Rotis came out soft.',
      'Great aroma and taste. Will keep ordering monthly.',
    ],
    negative: ['The pack arrived torn at one corner.', 'Expiry date was too close for such a big pack.'],
  },
  'Daily Essentials': {
    positive: [
      'Genuine product at a better price than the local store.',
      'Lasts long and works well. Monthly staple at home.',
    ],
    negative: ['Fragrance is too strong for me.', 'The cap was leaking when it arrived.'],
  },
  'Home & Kitchen': {
    positive: [
      'Sturdy build and easy to clean. Using it every day.',
      'Looks lovely in our living room. Great quality.',
    ],
    negative: ['The handle became loose within a month.', 'Smaller than I expected from the pictures.'],
  },
  'Beauty & Personal Care': {
    positive: ['Suits my skin well, no irritation at all.', 'Long lasting and the shade is beautiful.'],
    negative: ['Caused a rash on my skin, had to stop using it.', 'Does not last as long as claimed.'],
  },
  'Sports & Fitness': {
    positive: [
      'Good grip and build quality. Using it for my morning workouts.',
      'My son loves it. Great for weekend matches.',
    ],
    negative: ['Wore out within a few weeks of use.', 'Not durable enough for regular play.'],
  },
  'Books & Stationery': {
    positive: [
      'Good print quality and paper. Arrived without a single bent corner.',
      'A wonderful read, could not put it down.',
    ],
    negative: ['Print quality is poor; looks like a pirated copy.', 'Pages were loose in the binding.'],
  },
};
