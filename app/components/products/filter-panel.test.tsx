import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithCatalog } from '../../i18n/test-catalog';
import type { Locale } from '../../i18n/locales';
import { defaultFilters } from '../../lib/product-filters';
import { EmptyState } from './empty-state';
import { FilterPanel } from './filter-panel';

afterEach(cleanup);

function renderPanel(locale: Locale, onClearAll = () => {}) {
  const path = locale === 'hi' ? '/hi/products' : '/products';
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <WithCatalog locale={locale}>
          <FilterPanel
            draft={{ ...defaultFilters, minPrice: 500 }}
            categories={[{ _id: 'c1', name: 'Electronics' }]}
            subCategories={[]}
            subCategoriesReady
            brands={['Samsung']}
            counts={{ categories: { c1: 124000 }, subCategories: {}, brands: { samsung: 12 } }}
            onDraftChange={() => {}}
            onCategoryChange={() => {}}
            onApply={() => {}}
            onClearAll={onClearAll}
            onClose={() => {}}
          />
          <EmptyState onClearAll={onClearAll} />
        </WithCatalog>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const radioNames = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('FilterPanel and EmptyState (rule:filter-panel, rule:empty-product-list)', () => {
  it('say the spec’s words in English', () => {
    const clearAll = vi.fn();
    renderPanel('en', clearAll);
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close filters' })).toBeTruthy();
    const category = screen.getByLabelText('Category');
    expect([...category.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All Categories',
      'Electronics (1,24,000)',
    ]);
    expect(screen.getByLabelText('Sub Category')).toBeTruthy();
    expect(within(screen.getByLabelText('Brand')).getByText('All Brands')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Price Range' })).toBeTruthy();
    expect(screen.getByTestId('price-range-value').textContent).toBe('₹500to₹10,000+');
    expect(screen.getByLabelText('Minimum price')).toBeTruthy();
    expect(radioNames()).toEqual(['4 & up', '3 & up', '2 & up', '1 & up', 'All Ratings']);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(clearAll).toHaveBeenCalledOnce();

    const empty = screen.getByTestId('empty-state');
    expect(within(empty).getByRole('heading').textContent).toBe('No products found');
    expect(empty.textContent).toContain("Try adjusting your filters or search terms to find what you're looking for.");
    expect(within(empty).getByRole('button').textContent).toBe('Clear All Filters');
  });

  it('speak Hindi on a Hindi page, amounts and counts as in English', () => {
    renderPanel('hi');
    expect(screen.getByRole('heading', { name: 'फ़िल्टर' })).toBeTruthy();
    const category = screen.getByLabelText('कैटेगरी');
    expect([...category.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'सभी कैटेगरी',
      'Electronics (1,24,000)',
    ]);
    expect(screen.getByRole('group', { name: 'दाम की रेंज' })).toBeTruthy();
    expect(screen.getByTestId('price-range-value').textContent).toBe('₹500से₹10,000+');
    expect(radioNames()).toEqual(['4 और ऊपर', '3 और ऊपर', '2 और ऊपर', '1 और ऊपर', 'सभी रेटिंग']);
    expect(screen.getByRole('button', { name: 'लागू करें' })).toBeTruthy();
    expect(within(screen.getByTestId('empty-state')).getByRole('heading').textContent).toBe('कोई प्रोडक्ट नहीं मिला');
  });
});
