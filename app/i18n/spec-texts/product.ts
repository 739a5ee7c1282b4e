/**
 * The product spec's texts the product page shows (its section 2, Product detail; section 5's review messages; the
 * delivery promise and return window of issues 35 and 36, docs/product-rules.md), by catalog id: the English catalog
 * must say exactly these (app/i18n/catalogs.test.ts).
 */
export const specTexts: Record<string, string> = {
  'product.readMore': 'Read more',
  'product.showLess': 'Show less',
  'product.addToCart': 'Add to Cart',
  'product.buyNow': 'Buy Now',
  'product.processing': 'Processing...',
  'product.reviews.heading': 'Customer Reviews',
  'product.reviews.showMore': 'Show more reviews',
  'product.review.verified': 'Verified Purchase',
  'product.reviews.write': 'Write a Review',
  'product.review.title': 'Add/Edit Review',
  'product.review.ratingRequired': 'Please select a rating.',
  'product.review.commentRequired': 'Please enter a comment.',
  'product.related.heading': 'You Might Also Like',
  'product.related.viewAll': 'View All Products',
  'product.delivery.label': 'Check delivery',
  'product.delivery.codAvailable': 'Cash on Delivery available',
  'product.notReturnable': 'Not returnable',
  'product.returnDaysWithExchange': '{days}-day return and size exchange',
  'product.returnDays': '{days}-day return',
  'product.meta.notFound': 'Page Not Found',
};
