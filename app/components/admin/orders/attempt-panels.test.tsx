import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallAttemptsPanel } from './call-attempts-panel';
import { DeliveryAttemptsPanel } from './delivery-attempts-panel';

const orderId = '0b0c7a52-8f55-4a4e-9c6f-1f7c0a1b2c3d';
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, message: 'Recorded', data: {} }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderInRouter(node: ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => node }]);
  render(<Stub initialEntries={['/']} />);
}

function sent(): { url: string; body: unknown }[] {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    body: JSON.parse(String((init as RequestInit).body)),
  }));
}

describe('CallAttemptsPanel (rule:confirmation-queue)', () => {
  const attempts = [
    {
      id: 'a1',
      outcome: 'no_answer' as const,
      note: 'Switched off',
      staffName: 'Ravi',
      at: '2026-11-21T09:35:00.000Z',
    },
  ];

  it('lists the calls and records an outcome with its note', async () => {
    renderInRouter(<CallAttemptsPanel orderId={orderId} orderNumber={100001} status="Placed" attempts={attempts} />);
    expect(screen.getByRole('heading', { name: 'Confirmation calls (1)' })).toBeTruthy();
    expect(screen.getByText('Call 1: No answer')).toBeTruthy();
    expect(screen.getByText('Switched off')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Call note for order #100001'), { target: { value: ' Call after 6 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmed' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual([
      { url: `/api/admin/orders/${orderId}/calls`, body: { outcome: 'confirmed', note: 'Call after 6' } },
    ]);
  });

  it('asks once more before recording a cancel, and Back records nothing', async () => {
    renderInRouter(<CallAttemptsPanel orderId={orderId} orderNumber={100001} status="Placed" attempts={[]} />);
    expect(screen.getByText('No call recorded yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Asked to cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('button', { name: 'Yes, cancel it' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Asked to cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent()[0]!.body).toEqual({ outcome: 'asked_to_cancel' });
  });

  it('offers no form once the order has left Placed', () => {
    renderInRouter(
      <CallAttemptsPanel orderId={orderId} orderNumber={100001} status="Processing" attempts={attempts} />,
    );
    expect(screen.queryByRole('button', { name: 'Confirmed' })).toBeNull();
  });
});

describe('DeliveryAttemptsPanel (rule:failed-delivery)', () => {
  it('records a failed delivery with its reason while In Transit', async () => {
    renderInRouter(<DeliveryAttemptsPanel orderId={orderId} status="In Transit" attempts={[]} />);
    fireEvent.change(screen.getByLabelText(/^Why it failed/), { target: { value: 'wrong_address' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Flat number missing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record failed delivery' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual([
      {
        url: `/api/admin/orders/${orderId}/delivery-attempts`,
        body: { reason: 'wrong_address', note: 'Flat number missing' },
      },
    ]);
  });

  it('lists the attempts and offers no form when the order is not In Transit', () => {
    renderInRouter(
      <DeliveryAttemptsPanel
        orderId={orderId}
        status="Returned"
        attempts={[{ id: 'd1', reason: 'refused', note: '', staffName: 'Ravi', at: '2026-11-21T09:35:00.000Z' }]}
      />,
    );
    expect(screen.getByText('Attempt 1: Refused')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record failed delivery' })).toBeNull();
  });
});
