import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/views/orders';
import { OrderActions } from './order-actions';
import { OrderProgress } from './order-progress';
import { ShipmentCard } from './shipment-card';

afterEach(cleanup);

const shipment = {
  courierName: 'Delhivery',
  trackingNumber: 'DLV-42',
  trackingUrl: 'https://www.delhivery.com/track-v2/package/DLV-42',
  shippedAt: '2026-11-20T10:00:00.000Z',
};

function order(overrides: Partial<Order>): Order {
  return {
    _id: 'o-1',
    id: 'o-1',
    orderNumber: 1042,
    orderItems: [],
    orderStatus: 'In Transit',
    totalAmount: 899,
    subtotal: 899,
    savings: 0,
    shipping: 0,
    itemCount: 1,
    paymentMethod: 'COD',
    email: 'buyer@example.in',
    shippingAddress: {
      fullName: 'Asha',
      phone: '9876543210',
      addressLine: '12 MG Road',
      city: 'Bengaluru',
      pincode: '560001',
      state: 'Karnataka',
    },
    statusHistory: [],
    createdAt: '2026-11-19T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    canCancel: false,
    shipment,
    deliveredAt: null,
    ...overrides,
  };
}

/** Renders under a root route whose data is what the root loader gives (settings for the chat link). */
function renderInShop(node: ReactNode) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user: null, cart: null, categories: [], settings: { chatNumber: '919876543210' } }),
      HydrateFallback: () => null,
      Component: () => <>{node}</>,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('the shipment on the order page (rule:courier-tracking)', () => {
  it('shows the courier, tracking number and a link to the courier page in a new tab', () => {
    render(<ShipmentCard shipment={shipment} />);
    const card = screen.getByTestId('order-shipment');
    expect(within(card).getByTestId('shipment-courier').textContent).toBe('Delhivery');
    expect(within(card).getByTestId('shipment-tracking-number').textContent).toBe('DLV-42');
    const link = within(card).getByRole('link');
    expect(link.getAttribute('href')).toBe(shipment.trackingUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the number without a link when the courier has no template', () => {
    render(<ShipmentCard shipment={{ ...shipment, trackingUrl: null }} />);
    expect(screen.getByTestId('shipment-tracking-number').textContent).toBe('DLV-42');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('Track Package opens the courier tracking page once shipped, and stays a button before', async () => {
    renderInShop(<OrderActions order={order({})} onTrack={() => undefined} onCancelled={() => undefined} />);
    const track = await screen.findByTestId('track-package');
    expect(track.tagName).toBe('A');
    expect(track.getAttribute('href')).toBe(shipment.trackingUrl);
    expect(track.getAttribute('target')).toBe('_blank');
    cleanup();

    renderInShop(
      <OrderActions
        order={order({ orderStatus: 'Processing', shipment: null })}
        onTrack={() => undefined}
        onCancelled={() => undefined}
      />,
    );
    expect((await screen.findByTestId('track-package')).tagName).toBe('BUTTON');
  });
});

describe('a returned order (rule:order-state-machine)', () => {
  it('shows the returned state with its date instead of progress', () => {
    render(
      <OrderProgress
        order={order({
          orderStatus: 'Returned',
          statusHistory: [
            { status: 'Placed', note: '', createdAt: '2026-11-19T10:00:00.000Z' },
            { status: 'Returned', note: '', createdAt: '2026-11-23T09:30:00.000Z' },
          ],
        })}
      />,
    );
    const box = screen.getByTestId('order-returned');
    expect(box.textContent).toContain('Returned to us by the courier');
    expect(box.textContent).toMatch(/Returned on .*2026/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('order-cancelled')).toBeNull();
  });
});
