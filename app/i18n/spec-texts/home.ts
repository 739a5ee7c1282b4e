/**
 * The product spec's texts the home page shows (its section 2, Home; docs/product-rules.md rule:hero-banner,
 * rule:top-selling-section, rule:why-choose-us, rule:category-retry, rule:contact-form-states), by catalog id: the
 * English catalog must say exactly these (app/i18n/catalogs.test.ts).
 */
export const specTexts: Record<string, string> = {
  'home.hero.heading': 'Discover Elegant Collections',
  'home.hero.tagline': 'Your premier destination for quality products at unbeatable prices.',
  'home.hero.satisfiedBuyers': 'Satisfied Buyers',
  'home.hero.curatedItems': 'Curated Items',
  'home.hero.repeatOrders': 'Repeat Orders',
  'home.hero.shopNow': 'Shop Now',
  'home.hero.downloadApp': 'Download App',
  'home.retry': 'Retry',
  'home.topSelling.title': 'Top Selling Products',
  'home.topSelling.viewAll': 'View All Products',
  'home.why.title': 'Why Choose Us',
  'home.why.freeShipping': 'Free Shipping',
  'home.why.securePayment': 'Secure Payment',
  'home.why.qualityGuarantee': 'Quality Guarantee',
  'home.contact.sending': 'Sending...',
  'home.contact.sentTitle': 'Message Sent!',
  'home.contact.sentText': "Thank you for reaching out. We'll get back to you soon!",
};
