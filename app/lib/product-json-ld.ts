/**
 * Structured data for search engines (rule:seo-tags): a schema.org Product with its Offer and,
 * when the product has reviews, its AggregateRating. URLs are absolute, from PUBLIC_URL.
 */
import { salePriceRupees } from '../../domain/shared/pricing';
import type { PublicProduct } from '../../domain/views/catalog';

export type JsonLdProduct = Pick<
  PublicProduct,
  '_id' | 'title' | 'brand' | 'description' | 'images' | 'price' | 'discount' | 'stock' | 'ratings'
>;

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function productJsonLd(product: JsonLdProduct, origin: string) {
  const url = absolute(origin, `/product/${product._id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: product.images.map((image) => absolute(origin, image)),
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    sku: product._id,
    productID: product._id,
    url,
    offers: {
      '@type': 'Offer',
      url,
      // The price the shopper pays: the sale price (rule:sale-price), to the paisa.
      price: salePriceRupees(product.price, product.discount).toFixed(2),
      priceCurrency: 'INR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.ratings.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.ratings.average,
            reviewCount: product.ratings.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> body: '<' escaped so no text in the data
 * (a title with '</script>') can close the tag; U+2028/9 escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
