import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/views/orders';
import type { Locale } from '../../i18n/locales';
import { WithCatalog } from '../../i18n/test-catalog';
import { OrderActions } from './order-actions';
import { OrderProgress } from './order-progress';
import { ShipmentCard } from './shipment-card';
import { TrackingTimeline } from './tracking-timeline';

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

/**
 * Renders under a root route whose data is what the root loader gives (settings for the chat link), with a
 * language's catalog, at / or at /hi for Hindi.
 */
function renderInShop(node: ReactNode, locale: Locale = 'en') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/*',
      loader: () => ({ user: null, cart: null, categories: [], settings: { chatNumber: '919876543210' } }),
      HydrateFallback: () => null,
      Component: () => <WithCatalog locale={locale}>{node}</WithCatalog>,
    },
  ]);
  render(<Stub initialEntries={[locale === 'hi' ? '/hi' : '/']} />);
}

describe('the shipment on the order page (rule:courier-tracking)', () => {
  it('shows the courier, tracking number and a link to the courier page in a new tab', async () => {
    renderInShop(<ShipmentCard shipment={shipment} />);
    const card = await screen.findByTestId('order-shipment');
    expect(within(card).getByTestId('shipment-courier').textContent).toBe('Delhivery');
    expect(within(card).getByTestId('shipment-tracking-number').textContent).toBe('DLV-42');
    const link = within(card).getByRole('link');
    expect(link.getAttribute('href')).toBe(shipment.trackingUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toBe('Track on the Delhivery website  (opens in a new tab)');
    expect(within(card).getByRole('heading').textContent).toBe('Shipment');
  });

  it('speaks Hindi on a Hindi page, the courier’s name and number as they are', async () => {
    renderInShop(<ShipmentCard shipment={shipment} />, 'hi');
    const card = await screen.findByTestId('order-shipment');
    expect(within(card).getByRole('heading').textContent).toBe('शिपमेंट');
    expect(within(card).getByRole('link').textContent).toContain('Delhivery की वेबसाइट पर ट्रैक करें');
    expect(within(card).getByTestId('shipment-tracking-number').textContent).toBe('DLV-42');
    expect(card.textContent).toContain('नव॰ 2026');
    cleanup();

    renderInShop(<OrderActions order={order({})} onTrack={() => undefined} onCancelled={() => undefined} />, 'hi');
    expect((await screen.findByTestId('track-package')).textContent).toContain('पैकेज ट्रैक करें');
    expect(screen.getByTestId('contact-support').textContent).toContain('सपोर्ट से संपर्क करें');
  });

  it('shows the number without a link when the courier has no template', async () => {
    renderInShop(<ShipmentCard shipment={{ ...shipment, trackingUrl: null }} />);
    expect((await screen.findByTestId('shipment-tracking-number')).textContent).toBe('DLV-42');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('Track Package opens the courier tracking page once shipped, and stays a button before', async () => {
    renderInShop(<OrderActions order={order({})} onTrack={() => undefined} onCancelled={() => undefined} />);
    const track = await screen.findByTestId('track-package');
    expect(track.tagName).toBe('A');
    expect(track.getAttribute('href')).toBe(shipment.trackingUrl);
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.textContent).toBe(' Track Package on the Delhivery website (opens in a new tab)');
    expect(screen.getByTestId('contact-support').textContent).toBe(' Contact Support');
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
  it('shows the returned state with its date instead of progress', async () => {
    renderInShop(
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
    const box = await screen.findByTestId('order-returned');
    expect(box.textContent).toContain('Returned to us by the courier');
    expect(box.textContent).toMatch(/Returned on .*2026/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('order-cancelled')).toBeNull();
  });
});

describe('the tracking timeline (rule:order-page)', () => {
  const history: Order['statusHistory'] = [
    { status: 'Placed', note: 'Order placed', createdAt: '2026-11-19T10:00:00.000Z' },
    { status: 'In Transit', note: 'Packed with care', createdAt: '2026-11-20T10:00:00.000Z' },
  ];

  it('names each step and the shop’s own notes in the page’s language, a staff note as written', async () => {
    renderInShop(<TrackingTimeline history={history} />);
    expect((await screen.findAllByTestId('timeline-status')).map((s) => s.textContent)).toEqual([
      'Placed',
      'In Transit',
    ]);
    expect(screen.getByTestId('order-timeline').textContent).toContain('Order placed');
    cleanup();

    renderInShop(<TrackingTimeline history={history} />, 'hi');
    expect((await screen.findAllByTestId('timeline-status')).map((s) => s.textContent)).toEqual([
      'ऑर्डर हो गया',
      'रास्ते में',
    ]);
    const timeline = screen.getByTestId('order-timeline');
    expect(timeline.textContent).toContain('ऑर्डर मिल गया');
    expect(timeline.textContent).toContain('Packed with care');
    expect(timeline.textContent).toContain('20 नव॰ 2026, 3:30 PM');
  });
});
