import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WithCatalog } from '../../i18n/test-catalog';
import type { Locale } from '../../i18n/locales';
import { type CardProduct, ProductCard } from './product-card';

afterEach(cleanup);

function renderCard(overrides: Partial<CardProduct>, locale: Locale = 'en') {
  const product: CardProduct = {
    _id: 'p-1',
    title: 'Cotton Kurta',
    images: ['/uploads/catalog/p-1f455-v0-h20.webp', '/uploads/catalog/p-1f455-v1-h20.webp'],
    price: 1299,
    discount: 33,
    ratings: { average: 4.26, totalReviews: 12 },
    ...overrides,
  };
  const path = locale === 'hi' ? '/hi' : '/';
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <WithCatalog locale={locale}>
          <ProductCard product={product} />
        </WithCatalog>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return screen.getByTestId('product-card');
}

describe('ProductCard (rule:product-card, rule:sale-price)', () => {
  it('shows the first image, the title, the sale price with one decimal, the struck original and % off', () => {
    const card = renderCard({});
    expect(card.getAttribute('href')).toBe('/product/p-1');
    const img = within(card).getByRole('img', { name: 'Cotton Kurta' });
    // The first image, as its 400 px card file, with the 800 px original in the srcset.
    expect(img.getAttribute('src')).toBe('/uploads/catalog/p-1f455-v0-h20-w400.webp');
    expect(img.getAttribute('srcset')).toContain('/uploads/catalog/p-1f455-v0-h20.webp 800w');
    expect(within(card).getByText('Cotton Kurta')).toBeTruthy();
    // 1299 - 1299 * 33 / 100 = 870.33
    expect(within(card).getByTestId('sale-price').textContent).toBe('₹870.3');
    const original = within(card).getByTestId('original-price');
    expect(original.tagName).toBe('S');
    expect(original.textContent).toBe('₹1,299');
    expect(within(card).getByTestId('discount').textContent).toBe('33% off');
  });

  it('shows the rating badge with one decimal only when the average is above 0', () => {
    expect(within(renderCard({})).getByTestId('rating-badge').textContent).toBe('4.3');
    cleanup();
    expect(within(renderCard({ ratings: { average: 0, totalReviews: 0 } })).queryByTestId('rating-badge')).toBeNull();
  });

  it('has no struck price or % off without a discount, and Indian grouping for large prices', () => {
    const card = renderCard({ price: 125000, discount: 0 });
    expect(within(card).getByTestId('sale-price').textContent).toBe('₹1,25,000.0');
    expect(within(card).queryByTestId('original-price')).toBeNull();
    expect(within(card).queryByTestId('discount')).toBeNull();
  });

  it('says the discount in Hindi on a Hindi page, the prices as in English and the link in Hindi', () => {
    const card = renderCard({}, 'hi');
    expect(card.getAttribute('href')).toBe('/hi/product/p-1');
    expect(within(card).getByTestId('discount').textContent).toBe('33% छूट');
    expect(within(card).getByTestId('sale-price').textContent).toBe('₹870.3');
    expect(within(card).getByTestId('original-price').textContent).toBe('₹1,299');
  });
});
