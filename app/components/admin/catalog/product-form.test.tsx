import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../../domain/views/admin-products';
import { ProductForm } from './product-form';

const categoryId = '11111111-1111-4111-8111-111111111111';
const categories = [{ id: categoryId, name: 'Fashion', isActive: true, subCategories: [] }];

const product: AdminProduct = {
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Banarasi Silk Saree',
  brand: 'Nalli',
  description: 'Pure silk.',
  fullDescription: '',
  titleHi: 'बनारसी सिल्क साड़ी',
  descriptionHi: null,
  price: 4999,
  discount: 0,
  categoryId,
  subCategoryId: null,
  sizes: [],
  colors: [],
  specs: [],
  rams: [],
  weight: [],
  material: '',
  images: ['/uploads/products/saree.webp'],
  hsnCode: null,
  gstRateBp: null,
  returnDays: null,
  isActive: true,
  isListed: true,
  stock: 3,
  unitsSold: 0,
  ratingAverage: 0,
  ratingCount: 0,
  ordered: false,
  version: 'v1',
  createdAt: '2026-11-30T00:00:00.000Z',
  updatedAt: '2026-11-30T00:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductForm: the Hindi title and description (rule:shop-language)', () => {
  it('shows them under English labels, and sends an edited Hindi title and a blank description as null', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, message: 'Saved', data: product }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const Stub = createRoutesStub([
      { path: '/admin/products/:id', Component: () => <ProductForm product={product} categories={categories} /> },
    ]);
    render(<Stub initialEntries={[`/admin/products/${product.id}`]} />);
    const title = (await screen.findByLabelText('Title (Hindi)')) as HTMLInputElement;
    expect(title.value).toBe('बनारसी सिल्क साड़ी');
    expect(title.lang).toBe('hi');
    expect((screen.getByLabelText('Description (Hindi)') as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(title, { target: { value: 'बनारसी रेशमी साड़ी' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({ titleHi: 'बनारसी रेशमी साड़ी', descriptionHi: null, expectedVersion: 'v1' });
  });
});
