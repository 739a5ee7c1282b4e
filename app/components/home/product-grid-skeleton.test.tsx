import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductGridSkeleton } from './product-grid-skeleton';

afterEach(cleanup);

describe('ProductGridSkeleton (rule:top-selling-section: 10 skeleton placeholders while loading)', () => {
  it('shows 10 placeholders by default, in the 2/3/4-column grid', () => {
    render(<ProductGridSkeleton label="Loading top selling products" />);
    const placeholders = screen.getAllByTestId('product-card-skeleton');
    expect(placeholders).toHaveLength(10);
    const grid = placeholders[0]!.parentElement!;
    expect(grid.className.split(/\s+/)).toEqual(
      expect.arrayContaining(['grid-cols-2', 'sm:grid-cols-3', 'lg:grid-cols-4']),
    );
  });

  it('tells assistive technology that products are loading', () => {
    render(<ProductGridSkeleton label="Loading top selling products" />);
    expect(screen.getByRole('status').textContent).toBe('Loading top selling products');
  });
});
