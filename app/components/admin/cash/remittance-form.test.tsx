import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemittanceForm } from './remittance-form';

const orders = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    orderNumber: 100001,
    fullName: 'Asha Verma',
    total: 1000,
    deliveredAt: '2026-11-20T06:00:00.000Z',
    trackingNumber: 'AWB1',
    daysSinceDelivery: 4,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    orderNumber: 100002,
    fullName: 'Rahul Iyer',
    total: 2500.5,
    deliveredAt: '2026-11-21T06:00:00.000Z',
    trackingNumber: 'AWB2',
    daysSinceDelivery: 3,
  },
];

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: '/admin/cash',
      Component: () => (
        <RemittanceForm couriers={['Delhivery']} courier="Delhivery" orders={orders} today="2026-11-24" />
      ),
    },
  ]);
  return render(<Stub initialEntries={['/admin/cash']} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RemittanceForm (rule:courier-cash)', () => {
  it('sends the ticked orders with the date and reference, and shows their total as they are ticked', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, message: 'Recorded', data: {} }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await screen.findByText('#100001');
    fireEvent.click(screen.getByLabelText('#100002'));
    expect(screen.getByText(/1 orders chosen, ₹2,500.50/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reference/), { target: { value: 'UTR42' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Record remittance' }));
    });
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    const [url, init] = posts[0]!;
    expect(url).toBe('/api/admin/remittances');
    expect(JSON.parse(String(init?.body))).toEqual({
      courierName: 'Delhivery',
      remittedOn: '2026-11-24',
      reference: 'UTR42',
      orderIds: [orders[1]!.id],
    });
  });

  it('says what is missing instead of sending a remittance without orders', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await screen.findByText('#100001');
    fireEvent.change(screen.getByLabelText(/Reference/), { target: { value: 'UTR42' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Record remittance' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Please choose at least one order.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
