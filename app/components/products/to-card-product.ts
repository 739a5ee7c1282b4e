import type { CardProduct } from '../shop/product-card';
import { titleIn } from '../../../domain/shared/product-text';
import type { ShopLanguage } from '../../../domain/shared/shop-language';

/**
 * Only what a card shows (rule:product-card: first image, title, price, discount, rating), the title in the page's
 * language (rule:shop-language: the Hindi title on a Hindi page when staff wrote one).
 * The list ships 20 of these in the page's hydration data and appends more on Load more, so
 * descriptions and options stay on the server (rule:fast-pages: a cheap phone).
 */
export function toCardProduct(
  product: CardProduct & { titleHi?: string | null },
  language: ShopLanguage = 'en',
): CardProduct {
  return {
    _id: product._id,
    title: titleIn(product, language),
    images: product.images.slice(0, 1),
    price: product.price,
    discount: product.discount,
    ratings: { average: product.ratings.average, totalReviews: product.ratings.totalReviews },
  };
}
