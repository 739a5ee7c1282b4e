import type { CardProduct } from '../shop/product-card';

/**
 * Only what a card shows (rule:product-card: first image, title, price, discount, rating).
 * The list ships 20 of these in the page's hydration data and appends more on Load more, so
 * descriptions and options stay on the server (rule:fast-pages: a cheap phone).
 */
export function toCardProduct(product: CardProduct): CardProduct {
  return {
    _id: product._id,
    title: product.title,
    images: product.images.slice(0, 1),
    price: product.price,
    discount: product.discount,
    ratings: { average: product.ratings.average, totalReviews: product.ratings.totalReviews },
  };
}
