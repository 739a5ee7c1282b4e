import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LineReturnChoice } from '../../../domain/returns/return-choices';
import type { OrderLine } from '../../../domain/views/orders';
import type { ReturnRequestView } from '../../../domain/views/returns';
import type { Locale } from '../../i18n/locales';
import { WithCatalog } from '../../i18n/test-catalog';
import { OrderReturns } from './order-returns';

afterEach(cleanup);

const lineId = '7f1c2a4e-1d2b-4c3a-9e8f-0a1b2c3d4e5f';
const lines = [{ _id: lineId, product: { title: 'Cotton Kurta' } }] as unknown as OrderLine[];
const choice: LineReturnChoice = { lineId, unitsLeft: 1, size: 'M', exchangeSizes: ['L'] };
const refunded: ReturnRequestView = {
  id: 'r-1',
  label: 'R-12',
  orderId: 'o-1',
  orderItemId: lineId,
  kind: 'return',
  quantity: 1,
  reason: 'damaged',
  reasonNote: '',
  photos: [],
  exchangeSize: null,
  status: 'Refunded',
  refund: 999,
  refundMethod: 'upi',
  refundTo: 'as••••@okhdfcbank',
  refundReference: 'UTR-1',
  pickupCourier: 'Delhivery',
  pickupAwb: 'PU-1',
  checkResult: 'sellable',
  exchangeCourier: null,
  exchangeAwb: null,
  closingReason: '',
  canCancel: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  events: [
    { status: 'Requested', note: '', at: '2026-11-20T10:00:00.000Z' },
    { status: 'Refunded', note: '', at: '2026-11-25T10:00:00.000Z' },
  ],
};

function renderReturns(locale: Locale) {
  const Stub = createRoutesStub([
    {
      path: '/*',
      Component: () => (
        <WithCatalog locale={locale}>
          <OrderReturns orderId="o-1" lines={lines} choices={[choice]} requests={[refunded]} />
        </WithCatalog>
      ),
    },
  ]);
  render(<Stub initialEntries={[locale === 'hi' ? '/hi/order/o-1' : '/order/o-1']} />);
}

describe('the order page’s returns (rule:return-requests)', () => {
  it('says a request and its step in English as before', async () => {
    renderReturns('en');
    const request = await screen.findByTestId('return-request');
    expect(request.textContent).toContain('R-12: return of 1 × Cotton Kurta');
    expect(request.textContent).toContain('Reason: Damaged or defective');
    expect(within(request).getByTestId('return-request-step').textContent).toBe(
      'Refunded. ₹999.00 sent to as••••@okhdfcbank, reference UTR-1.',
    );
    expect(screen.getByRole('heading').textContent).toBe('Returns and exchanges');
  });

  it('speaks Hindi on a Hindi page, and the form checks in Hindi', async () => {
    renderReturns('hi');
    const request = await screen.findByTestId('return-request');
    expect(screen.getByRole('heading').textContent).toBe('रिटर्न और साइज़ बदलना');
    expect(request.textContent).toContain('वजह: टूटा-फूटा या ख़राब');
    expect(within(request).getByTestId('return-request-step').textContent).toBe(
      'रिफ़ंड हो गया। ₹999.00 as••••@okhdfcbank पर भेज दिए गए, रेफ़रेंस UTR-1।',
    );
    expect(request.textContent).toContain('नव॰ 2026');

    fireEvent.click(screen.getByRole('button', { name: 'रिटर्न करें या साइज़ बदलें' }));
    const form = await screen.findByTestId('return-request-form');
    fireEvent.click(within(form).getByRole('radio', { name: 'साइज़ M बदलें' }));
    fireEvent.click(within(form).getByRole('button', { name: 'साइज़ बदलने का अनुरोध करें' }));
    expect(within(form).getByText('कृपया वह साइज़ चुनें जो आपको चाहिए।')).toBeTruthy();
    expect(within(form).getByText('कृपया वजह चुनें।')).toBeTruthy();
  });
});
