import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedItem } from '../../../domain/views/wishlist';
import type { Locale } from '../../i18n/locales';
import { WithCatalog } from '../../i18n/test-catalog';
import { SavedItemCard } from './saved-item-card';
import { WishlistEmptyState } from './wishlist-empty-state';

afterEach(cleanup);

const item = {
  _id: 'w1',
  product: { _id: 'p1', title: 'Cotton Kurta', images: [], stock: 3 },
  price: 499,
  savedPrice: 599,
  quantity: 2,
  inStock: true,
  sizes: 'M',
  colors: 'Teal',
} as unknown as SavedItem;

function show(locale: Locale, children: React.ReactNode) {
  const path = locale === 'hi' ? '/hi/wishlist' : '/wishlist';
  const Stub = createRoutesStub([{ path, Component: () => <WithCatalog locale={locale}>{children}</WithCatalog> }]);
  render(<Stub initialEntries={[path]} />);
}

describe('SavedItemCard', () => {
  it('says the stock, the quantity, the price when saved and its buttons in English', () => {
    show(
      'en',
      <ul>
        <SavedItemCard item={item} />
      </ul>,
    );
    expect(screen.getByTestId('saved-item-stock').textContent).toBe('Only 3 left');
    expect(screen.getByText('Quantity: 2')).toBeTruthy();
    expect(screen.getByText('Size: M · Colour: Teal')).toBeTruthy();
    expect(screen.getByTestId('saved-item-saved-price').textContent).toBe('₹599.00 when saved');
    expect(screen.getByRole('button', { name: 'Move Cotton Kurta to cart' }).textContent).toBe('Move to cart');
    expect(screen.getByRole('button', { name: 'Remove Cotton Kurta from Saved for later' }).textContent).toBe('Remove');
  });

  it('speaks Hindi on a Hindi page, the product’s title as staff wrote it', () => {
    show(
      'hi',
      <ul>
        <SavedItemCard item={{ ...item, inStock: false, product: { ...item.product, stock: 0 } }} />
      </ul>,
    );
    expect(screen.getByTestId('saved-item-stock').textContent).toBe('स्टॉक में नहीं है');
    expect(screen.getByText('साइज़: M · रंग: Teal')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cotton Kurta को कार्ट में डालें' }).textContent).toBe('कार्ट में डालें');
    expect(screen.getByRole('link', { name: 'Cotton Kurta' }).getAttribute('href')).toBe('/hi/product/p1');
  });
});

describe('WishlistEmptyState', () => {
  it('says nothing is saved yet, in either language', () => {
    show('en', <WishlistEmptyState />);
    expect(screen.getByRole('heading').textContent).toBe('Nothing saved yet');
    cleanup();
    show('hi', <WishlistEmptyState />);
    expect(screen.getByRole('heading').textContent).toBe('अभी कुछ सहेजा नहीं गया है');
    expect(screen.getByRole('link', { name: 'प्रोडक्ट देखें' }).getAttribute('href')).toBe('/hi/products');
  });
});
