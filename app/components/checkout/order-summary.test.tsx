import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithCatalog } from '../../i18n/test-catalog';
import type { CheckoutSummary } from '../../lib/checkout-summary';
import { CartTotals } from '../cart/cart-totals';
import { OrderSummary } from './order-summary';
import { PaymentMethod } from './payment-method';

afterEach(cleanup);

const summary: CheckoutSummary = {
  source: 'cart',
  items: [
    {
      key: 'line-1',
      productId: 'p1',
      title: 'Cotton Kurta',
      image: '',
      price: 1000,
      salePrice: 900,
      discount: 10,
      quantity: 3,
      colors: 'Teal',
      sizes: 'M',
      specs: '',
      weight: '',
      rams: '',
      material: '',
      stock: 2,
    },
  ],
  subtotal: 2700,
  savings: 300,
  shipping: 0,
  total: 2700,
  itemCount: 3,
};

const rowLabels = (list: HTMLElement) => [...list.querySelectorAll('dt')].map((dt) => dt.textContent);

describe('the checkout summary and the cart totals (rule:checkout-summary, rule:cart-drawer, issue 39)', () => {
  it('say in English what they said before the catalogs', () => {
    render(
      <WithCatalog>
        <OrderSummary summary={summary} />
      </WithCatalog>,
    );
    const item = screen.getByTestId('summary-item');
    expect(within(item).getByTestId('summary-item-options').textContent).toBe('Size: M · Colour: Teal');
    expect(within(item).getByTestId('summary-item-quantity').textContent).toBe('Qty: 3');
    expect(within(item).getByTestId('summary-item-stock-warning').textContent).toBe(
      'Currently out of stock  Please reduce the quantity. We Have only have a stock 2.',
    );
    expect(rowLabels(screen.getByTestId('order-summary'))).toEqual(['Subtotal', 'Shipping', 'Discount', 'Total']);
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Free');
    expect(screen.getByRole('list', { name: 'Items in your order' })).toBeTruthy();
  });

  it('speak Hindi on a Hindi page, the product data and the money as they are', () => {
    render(
      <WithCatalog locale="hi">
        <OrderSummary summary={summary} />
        <PaymentMethod />
      </WithCatalog>,
    );
    expect(screen.getByTestId('summary-item-title').textContent).toBe('Cotton Kurta');
    expect(screen.getByTestId('summary-item-options').textContent).toBe('साइज़: M · रंग: Teal');
    expect(screen.getByTestId('summary-item-quantity').textContent).toBe('मात्रा: 3');
    expect(rowLabels(screen.getByTestId('order-summary'))).toEqual(['सबटोटल', 'डिलीवरी चार्ज', 'छूट', 'कुल']);
    expect(screen.getByTestId('summary-shipping').textContent).toBe('फ़्री');
    expect(screen.getByTestId('summary-total').textContent).toBe('₹2,700.00');
    expect(screen.getByText('कैश ऑन डिलीवरी')).toBeTruthy();
  });

  it('count the cart’s items by each language’s plural rules', () => {
    const figures = { subtotal: 900, savings: 100, shipping: 99, total: 999, itemCount: 1 };
    render(
      <WithCatalog>
        <CartTotals figures={figures} pending={false} freeShippingThreshold={500} />
      </WithCatalog>,
    );
    expect(rowLabels(screen.getByTestId('cart-totals'))).toEqual(['Subtotal (1 item)', 'Savings', 'Shipping', 'Total']);
    expect(screen.getByText('Free shipping on orders above ₹500.')).toBeTruthy();
    cleanup();
    render(
      <WithCatalog locale="hi">
        <CartTotals figures={{ ...figures, itemCount: 2 }} pending={false} freeShippingThreshold={500} />
      </WithCatalog>,
    );
    expect(rowLabels(screen.getByTestId('cart-totals'))[0]).toBe('सबटोटल (2 आइटम)');
    expect(screen.getByText('₹500 से ज़्यादा के ऑर्डर पर फ़्री डिलीवरी।')).toBeTruthy();
  });
});
