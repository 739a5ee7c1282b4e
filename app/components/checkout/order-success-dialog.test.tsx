import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { WithCatalog } from '../../i18n/test-catalog';
import { OrderSuccessDialog } from './order-success-dialog';

afterEach(cleanup);

const order = {
  _id: 'o1',
  orderNumber: 1001,
  totalAmount: 1234.5,
  itemCount: 3,
  email: 'asha@example.in',
  promisedBy: '2026-12-04',
};

function show(path: string, locale: Locale) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <WithCatalog locale={locale}>
          <OrderSuccessDialog order={order} email={order.email} onLeave={() => {}} />
        </WithCatalog>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return screen.getByTestId('order-success');
}

describe('the order success popup (rule:order-success-popup, issue 39)', () => {
  it('says what it said in English, the email inside its sentence', () => {
    const dialog = show('/checkout', 'en');
    expect(screen.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    expect(screen.getByTestId('order-success-promise').textContent).toBe('Arrives by Fri 4 Dec');
    expect(dialog.textContent).toContain(
      'A confirmation email with your order details will be sent to asha@example.in.',
    );
    expect(dialog.textContent).toContain('2-5 business days');
    expect(screen.getByRole('button', { name: 'Continue Shopping' })).toBeTruthy();
  });

  it('speaks Hindi on a Hindi page, the day in Hindi and the money as it is', () => {
    const dialog = show('/hi/checkout', 'hi');
    expect(screen.getByRole('heading', { name: 'ऑर्डर सफलतापूर्वक हो गया!' })).toBeTruthy();
    expect(screen.getByTestId('order-success-promise').textContent).toBe('शुक्र, 4 दिस॰ तक पहुँच जाएगा');
    expect(screen.getByTestId('order-success-total').textContent).toBe('₹1,234.50');
    expect(dialog.textContent).toContain('आपके ऑर्डर की पूरी जानकारी के साथ एक कन्फ़र्मेशन ईमेल asha@example.in पर भेजा जाएगा।');
    expect(dialog.textContent).toContain('कैश ऑन डिलीवरी');
    expect(screen.getByRole('button', { name: 'अपना ऑर्डर ट्रैक करें' })).toBeTruthy();
  });
});
