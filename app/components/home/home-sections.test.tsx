import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardProduct } from '../shop/product-card';
import { CategoryCarousel } from './category-carousel';
import { TopSellingSection } from './top-selling-section';

afterEach(cleanup);

function product(id: string, title: string): CardProduct {
  return { _id: id, title, images: [], price: 1000, discount: 10, ratings: { average: 4.5, totalReviews: 3 } };
}

describe('TopSellingSection (rule:top-selling-section)', () => {
  it('shows 10 skeletons while the products load, then the product cards', async () => {
    let resolve!: (list: CardProduct[]) => void;
    const pending = new Promise<CardProduct[]>((r) => (resolve = r));
    const Stub = createRoutesStub([{ path: '/', Component: () => <TopSellingSection products={pending} /> }]);
    render(<Stub initialEntries={['/']} />);

    expect(await screen.findAllByTestId('product-card-skeleton')).toHaveLength(10);
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'View All Products' }).getAttribute('href')).toBe('/products');

    await act(async () => resolve([product('p1', 'Cotton Kurta'), product('p2', 'Steel Bottle')]));
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/product/p1', '/product/p2']);
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
  });
});

describe('CategoryCarousel (rule:category-retry)', () => {
  it('shows an error state whose Retry reloads the page data', async () => {
    let loads = 0;
    const Stub = createRoutesStub([
      {
        path: '/',
        loader: () => {
          loads += 1;
          return null;
        },
        HydrateFallback: () => null,
        Component: () => <CategoryCarousel categories={null} />,
      },
    ]);
    render(<Stub initialEntries={['/']} />);

    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the categories.');
    expect(loads).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(loads).toBe(2));
  });
});
