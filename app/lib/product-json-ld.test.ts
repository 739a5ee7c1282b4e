import { describe, expect, it } from 'vitest';
import { productJsonLd, serializeJsonLd } from './product-json-ld';

const product = {
  _id: '068cad45-43b5-453a-b5a4-325010b8a010',
  title: 'Yonex Nanoray Light 18i Badminton Racquet',
  brand: 'Yonex',
  description: 'Light, balanced and easy to swing.',
  images: ['/uploads/catalog/p-1f3f8-v0-h144.webp', 'https://cdn.example.test/x.webp'],
  price: 3499,
  discount: 30,
  stock: 0,
  ratings: { average: 3.4, totalReviews: 5 },
};

describe('productJsonLd (schema.org Product)', () => {
  it('names the product with absolute images, brand, id and its offer at the sale price', () => {
    const ld = productJsonLd(product, 'https://shop.example.in/');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      image: ['https://shop.example.in/uploads/catalog/p-1f3f8-v0-h144.webp', 'https://cdn.example.test/x.webp'],
      description: product.description,
      brand: { '@type': 'Brand', name: 'Yonex' },
      sku: product._id,
      productID: product._id,
      offers: {
        '@type': 'Offer',
        price: '2449.30',
        priceCurrency: 'INR',
        availability: 'https://schema.org/OutOfStock',
        url: `https://shop.example.in/product/${product._id}`,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.4, reviewCount: 5 },
    });
  });
  it('is in stock with stock, and has no aggregate rating without reviews', () => {
    const ld = productJsonLd(
      { ...product, stock: 3, ratings: { average: 0, totalReviews: 0 } },
      'http://127.0.0.1:3000',
    );
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
    expect('aggregateRating' in ld).toBe(false);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script tag, and parses back to the same data', () => {
    const data = { name: 'Evil </script><script>alert(1)</script>' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
